import type { ReviewRequest, ReviewSort } from '#shop-api/reviews.ts';
import {
  deleteReviewRoute,
  reportReviewRoute,
  reviewsRoute,
  saveReviewRoute,
  voteHelpfulRoute,
} from '#shop-api/reviews.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

/**
 * A product's reviews at the shop's server (docs/decisions/0030-reviews.md): the calls its
 * sections, and the pages that compose them, reach by `useReviewsServer()`; a test puts fakes in
 * their place (`renderApp(ui, { servers: { reviews } })`).
 */
export const reviewsServer = {
  /**
   * A page of the product's reviews; signed in, with the shopper's own part (their review, whether
   * they may write one, their votes). A session that cannot be read loads the page as a guest's.
   */
  loadReviews: ({ productId, sort, page }: { productId: string; sort: ReviewSort; page: number }) =>
    callRoute(reviewsRoute, { params: { productId }, query: { sort, page: String(page) } }),

  /** Writes the signed-in shopper's review of the product, or changes it. */
  saveMyReview: (productId: string, review: ReviewRequest) =>
    callRoute(saveReviewRoute, { params: { productId }, body: review }),

  deleteMyReview: async (productId: string): Promise<void> => {
    await callRoute(deleteReviewRoute, { params: { productId } });
  },

  /** A 'Helpful' vote or a report of someone's review: what the server answered. */
  actOnReview: ({
    kind,
    reviewId,
  }: {
    kind: 'helpful' | 'report';
    reviewId: number;
  }): Promise<{ helpfulCount?: number; hidden?: boolean }> =>
    callRoute(kind === 'helpful' ? voteHelpfulRoute : reportReviewRoute, {
      params: { reviewId },
    }),
};

export type ReviewsServer = typeof reviewsServer;
export const { Context: ReviewsServerContext, useServer: useReviewsServer } =
  serverContext(reviewsServer);
