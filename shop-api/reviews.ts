import * as v from 'valibot';
import { productRatingSchema } from './ratings.ts';
import type { Route } from './route.ts';
import { moderationSchema } from './posts.ts';
import { productIdSchema } from './orders.ts';
import { pageQuerySchema, postIdSchema } from './posts.ts';

/**
 * Product reviews (docs/decisions/0030-reviews.md): what the review form sends the shop's server
 * and what the server answers. One schema for the browser's form and the server's check.
 */
export const reviewLimits = {
  titleMax: 120,
  bodyMax: 4000,
  /** Reviews on one page of a product's list. */
  pageSize: 5,
  /** Reports from different shoppers that hide a review until staff have looked at it. */
  reportsToHide: 3,
} as const;

export const reviewSchema = v.strictObject({
  stars: v.pipe(
    v.number('Choose from 1 to 5 stars'),
    v.integer('Choose from 1 to 5 stars'),
    v.minValue(1, 'Choose from 1 to 5 stars'),
    v.maxValue(5, 'Choose from 1 to 5 stars'),
  ),
  title: v.pipe(
    v.string('Give your review a title'),
    v.trim(),
    v.minLength(1, 'Give your review a title'),
    v.maxLength(reviewLimits.titleMax, `A title is at most ${reviewLimits.titleMax} characters`),
  ),
  body: v.pipe(
    v.string('Write your review'),
    v.trim(),
    v.minLength(1, 'Write your review'),
    v.maxLength(reviewLimits.bodyMax, `A review is at most ${reviewLimits.bodyMax} characters`),
  ),
});

export type ReviewRequest = v.InferOutput<typeof reviewSchema>;

const reviewSorts = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

const reviewListQuerySchema = v.strictObject({
  sort: v.optional(v.picklist(reviewSorts, 'Sort by newest or helpful'), 'newest'),
  page: pageQuerySchema,
});

const reviewIdSchema = postIdSchema('Unknown review');

/** Shown: listed. Reported: hidden by shoppers' reports until staff look. Hidden: by staff. */
const reviewVisibilities = ['shown', 'reported', 'hidden'] as const;
export type ReviewVisibility = (typeof reviewVisibilities)[number];
const reviewVisibilitySchema = v.picklist(reviewVisibilities);

// The answers (v.object: a field the server adds later does not break a page already loaded).

const reviewEntries = {
  id: v.number(),
  productId: v.string(),
  /** The name on the author's account when they wrote it. */
  author: v.string(),
  stars: v.number(),
  title: v.string(),
  /** Plain text as the author wrote it: never read as HTML or markdown. */
  body: v.string(),
  /** Every review is by a shopper who received the product (the server checks it). */
  verifiedPurchase: v.literal(true),
  helpfulCount: v.number(),
  createdAt: v.string(),
  /** Set once the author has changed it. */
  editedAt: v.nullable(v.string()),
};
/** The shopper's review as saved. */
const reviewAnswer = v.object(reviewEntries);
export type Review = v.InferOutput<typeof reviewAnswer>;

const reviewPageAnswer = v.object({
  productId: v.string(),
  /** The product's rating (shop-api/ratings.ts); null while it has no shown review. */
  rating: v.nullable(productRatingSchema),
  /** How many of the shop's shown reviews gave each number of stars, 5 first. */
  breakdown: v.array(v.object({ stars: v.number(), count: v.number() })),
  /** The shop's shown reviews, all pages. */
  reviewCount: v.number(),
  sort: v.picklist(reviewSorts),
  page: v.number(),
  pageCount: v.number(),
  reviews: v.array(reviewAnswer),
  /** For a signed-in caller: their review (shown or not), whether they may write one, their votes. */
  viewer: v.nullable(
    v.object({
      mine: v.nullable(v.object({ ...reviewEntries, visibility: reviewVisibilitySchema })),
      mayReview: v.boolean(),
      votedHelpful: v.array(v.number()),
    }),
  ),
});
export type ReviewPage = v.InferOutput<typeof reviewPageAnswer>;

/** A review as staff see it: how it shows, and how many shoppers reported it. */
const staffReviewAnswer = v.object({
  ...reviewEntries,
  visibility: reviewVisibilitySchema,
  reportCount: v.number(),
});
export type StaffReview = v.InferOutput<typeof staffReviewAnswer>;
const staffReviewListAnswer = v.object({ reviews: v.array(staffReviewAnswer) });

/** A review deleted by its author. */
const deletedAnswer = v.object({ deleted: v.literal(true) });
/** A 'Helpful' vote counted: the review's count now. */
const helpfulAnswer = v.object({ helpfulCount: v.number() });
/** A report taken: whether the review is hidden now (enough reports). */
const reportAnswer = v.object({ hidden: v.boolean() });

// Its routes (shop-api/routes.ts gathers every resource's).

export const reviewsRoute = {
  method: 'GET',
  path: '/products/:productId/reviews',
  who: 'anyone-known-if-signed-in',
  params: { productId: productIdSchema },
  query: reviewListQuerySchema,
  answer: reviewPageAnswer,
} as const satisfies Route;

export const saveReviewRoute = {
  method: 'PUT',
  path: '/products/:productId/reviews/mine',
  who: 'poster',
  params: { productId: productIdSchema },
  body: reviewSchema,
  answer: reviewAnswer,
} as const satisfies Route;

export const deleteReviewRoute = {
  method: 'DELETE',
  path: '/products/:productId/reviews/mine',
  who: 'poster',
  params: { productId: productIdSchema },
  answer: deletedAnswer,
} as const satisfies Route;

export const voteHelpfulRoute = {
  method: 'POST',
  path: '/reviews/:reviewId/helpful',
  who: 'poster',
  params: { reviewId: reviewIdSchema },
  answer: helpfulAnswer,
} as const satisfies Route;

export const reportReviewRoute = {
  method: 'POST',
  path: '/reviews/:reviewId/report',
  who: 'poster',
  params: { reviewId: reviewIdSchema },
  answer: reportAnswer,
} as const satisfies Route;

export const staffReviewsRoute = {
  method: 'GET',
  path: '/staff/reviews',
  who: 'staff',
  query: v.object({ visibility: v.optional(reviewVisibilitySchema) }),
  answer: staffReviewListAnswer,
} as const satisfies Route;

export const moderateReviewRoute = {
  method: 'POST',
  path: '/staff/reviews/:reviewId/visibility',
  who: 'staff',
  params: { reviewId: reviewIdSchema },
  body: moderationSchema,
  answer: staffReviewAnswer,
} as const satisfies Route;
