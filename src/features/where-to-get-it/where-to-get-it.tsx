import { Box, Heading, Stack } from '@chakra-ui/react';
import { afterStartPart } from '#src/components/ui/after-start-part.tsx';
import { productText } from '#src/content/product.ts';
import { sectionHeight } from './layout.ts';
import type { PlacesProps } from './places.late.tsx';

/** The places and their counts, fetched once the product's page has started. */
const PlacesPart = afterStartPart<PlacesProps>(() =>
  import('./places.late.tsx').then((part) => part.Places),
);

/**
 * "Where to get it" (issue 61): delivery and each store, with their stock now. The prerendered
 * page keeps its space, empty: the counts are the server's, asked once the page runs, and no
 * count from the build is claimed.
 */
export function WhereToGetIt({ productId }: PlacesProps) {
  return (
    <Stack as="section" aria-labelledby="where-heading" gap="3" mt="4">
      <Heading as="h2" id="where-heading" size="lg">
        {productText.whereToGetIt}
      </Heading>
      <Box minH={sectionHeight}>
        <PlacesPart productId={productId} />
      </Box>
    </Stack>
  );
}
