import type { ReviewRequest, ReviewSort } from '#shop-api/reviews.ts';
import {
  deleteReviewRoute,
  reportReviewRoute,
  reviewsRoute,
  saveReviewRoute,
  voteHelpfulRoute,
} from '#shop-api/reviews.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

// A product's reviews at the shop's server (docs/decisions/0030-reviews.md).

/**
 * A page of the product's reviews; signed in, with the shopper's own part (their review, whether
 * they may write one, their votes). A session that cannot be read loads the page as a guest's.
 */
export const loadReviews = ({
  productId,
  sort,
  page,
}: {
  productId: string;
  sort: ReviewSort;
  page: number;
}) => callRoute(reviewsRoute, { params: { productId }, query: { sort, page: String(page) } });

/** Writes the signed-in shopper's review of the product, or changes it. */
export const saveMyReview = (productId: string, review: ReviewRequest) =>
  callRoute(saveReviewRoute, { params: { productId }, body: review });

export async function deleteMyReview(productId: string): Promise<void> {
  await callRoute(deleteReviewRoute, { params: { productId } });
}

/** A 'Helpful' vote or a report of someone's review: what the server answered. */
export const actOnReview = ({
  kind,
  reviewId,
}: {
  kind: 'helpful' | 'report';
  reviewId: number;
}): Promise<{ helpfulCount?: number; hidden?: boolean }> =>
  callRoute(kind === 'helpful' ? voteHelpfulRoute : reportReviewRoute, {
    params: { reviewId },
  });
