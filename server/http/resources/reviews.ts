import {
  deleteReview,
  listStaffReviews,
  moderateReview,
  productRatings,
  reportReview,
  reviewPage,
  saveReview,
  voteHelpful,
} from '#server/shop/reviews.ts';
import { ShopError } from '#server/shop/problems.ts';
import { refusals } from '#server/texts.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

/**
 * Reviews, the ratings they give, their votes and reports, and their moderation
 * (docs/decisions/0030-reviews.md).
 */
export const reviewRoutes = ({
  db,
}: ResourceContext): Handlers<
  | 'ratings'
  | 'reviews'
  | 'saveReview'
  | 'deleteReview'
  | 'voteHelpful'
  | 'reportReview'
  | 'staffReviews'
  | 'moderateReview'
> => ({
  ratings: async ({ c }) => {
    const ratings = await productRatings(db);
    // The same for every shopper, and fine a minute old: shared caches may keep it that long.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ ratings });
  },
  reviews: async ({ c, caller, params, query }) =>
    c.json(await reviewPage(db, params.productId, query, caller)),
  saveReview: async ({ c, caller, params, body }) => {
    const { review, created } = await saveReview(db, params.productId, body, caller);
    return c.json(review, created ? 201 : 200);
  },
  deleteReview: async ({ c, caller, params }) => {
    if (!(await deleteReview(db, params.productId, caller))) {
      throw new ShopError('not-found', refusals.review.noneToDelete);
    }
    return c.json({ deleted: true });
  },
  voteHelpful: async ({ c, caller, params }) =>
    c.json(await voteHelpful(db, params.reviewId, caller)),
  reportReview: async ({ c, caller, params }) =>
    c.json(await reportReview(db, params.reviewId, caller)),
  staffReviews: async ({ c, query }) =>
    c.json({ reviews: await listStaffReviews(db, query.visibility) }),
  moderateReview: async ({ c, params, body }) =>
    c.json(await moderateReview(db, params.reviewId, body.visibility)),
});
