import { Flex, Text } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore } from 'react';
import type { ProductRating } from '#shop-api/ratings.ts';
import { productText } from '#src/content/product.ts';
import {
  currentRatings,
  loadRatings,
  onRatingsChange,
  type Ratings,
} from '#src/services/ratings.ts';
import { StarRating } from './star-rating.tsx';

// The ratings as a page shows them once it runs: loaded after start (`RatingSlot`), so no first
// view carries the store or its reader.

/** What the prerendered HTML and the first render of a hydrating page show: no rating yet. */
const notYet: Ratings = { status: 'loading' };

/**
 * The shop's ratings as this render may show them: `loading` in the prerendered HTML and while
 * React hydrates it (the server snapshot: the build cannot know them), then as the store has
 * them. The first mount reads the server; effects run only once the page runs.
 */
export function useRatings(): Ratings {
  useEffect(() => {
    // A failed read says so through the store; the next mount tries again.
    loadRatings().catch(() => {});
  }, []);
  return useSyncExternalStore(onRatingsChange, currentRatings, () => notYet);
}

/** The product's rating when the ratings are known (none: it has no review yet). */
export const ratingIn = (ratings: Ratings, productId: string): ProductRating | undefined =>
  ratings.status === 'known' ? ratings.ratings.get(productId) : undefined;

/**
 * A product's stars and count (`withNumber`: and the rating in figures, as the product page
 * shows it), or "No reviews yet"; nothing until the server answered, or when it cannot.
 */
export function ProductRatingLine({
  productId,
  withNumber = false,
}: {
  productId: string;
  withNumber?: boolean;
}) {
  const ratings = useRatings();
  const rating = ratingIn(ratings, productId);
  if (rating) {
    return (
      <Flex align="center" wrap="wrap" columnGap="2" rowGap="1">
        <StarRating rating={rating.average} reviewCount={rating.count} />
        {withNumber && (
          // Seen, not read out: the stars' accessible name already says the rating.
          <Text textStyle="sm" color="fg.muted" aria-hidden="true">
            {productText.ratingNumber(rating.average)}
          </Text>
        )}
      </Flex>
    );
  }
  return ratings.status === 'known' ? (
    <Text textStyle="xs" color="fg.muted">
      {productText.noReviews}
    </Text>
  ) : null;
}
