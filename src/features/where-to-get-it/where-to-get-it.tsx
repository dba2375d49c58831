import { Box, Heading, Stack } from '@chakra-ui/react';
import { afterStartPart } from '#src/components/ui/after-start-part.tsx';
import { productText } from '#src/content/product.ts';
import type { PlacesLayout, PlacesProps } from './places.late.tsx';

/** The places and their counts, fetched once the product's page has started. */
const PlacesPart = afterStartPart<PlacesProps>(() =>
  import('./places.late.tsx').then((part) => part.Places),
);

// Each line of a place's box is one line at 320px: the space kept here is the space it takes.
const layout: PlacesLayout = { placeHeight: '8.5rem', chooserHeight: '2.75rem', gap: '0.75rem' };
/** The select, then delivery and the four stores: a column on a phone, two columns from `md`. */
const rowsOfPlaces = (rows: number) =>
  `calc(${layout.chooserHeight} + ${rows} * (${layout.placeHeight} + ${layout.gap}))`;

/**
 * "Where to get it" (issue 61): delivery and each store, with their stock now. The prerendered
 * page keeps its space, empty: the counts are the server's, asked once the page runs, and no
 * count from the build is claimed.
 */
export function WhereToGetIt({ productId, storeAlert }: Omit<PlacesProps, 'layout'>) {
  return (
    <Stack as="section" aria-labelledby="where-heading" gap="3" mt="4">
      <Heading as="h2" id="where-heading" size="lg">
        {productText.whereToGetIt}
      </Heading>
      <Box minH={{ base: rowsOfPlaces(5), md: rowsOfPlaces(3) }}>
        <PlacesPart productId={productId} storeAlert={storeAlert} layout={layout} />
      </Box>
    </Stack>
  );
}
