import { Box } from '@chakra-ui/react';
import { afterStartPart } from '#src/components/ui/after-start-part.tsx';

/** The product's rating line, drawn once the page has started and its code has come. */
const RatingLine = afterStartPart(() =>
  import('./product-rating.late.tsx').then((module) => module.ProductRatingLine),
);

/**
 * Where a product's rating goes: kept at its height, empty in the prerendered HTML (the build
 * cannot know the shop's ratings) and until the server answered, so nothing below it moves.
 */
export function RatingSlot(props: { productId: string; withNumber?: boolean }) {
  return (
    <Box minH="5">
      <RatingLine {...props} />
    </Box>
  );
}
