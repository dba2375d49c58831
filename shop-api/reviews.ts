import * as v from 'valibot';
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

export const reviewListQuerySchema = v.strictObject({
  sort: v.optional(v.picklist(reviewSorts, 'Sort by newest or helpful'), 'newest'),
  page: pageQuerySchema,
});

export const reviewIdSchema = postIdSchema('Unknown review');

/** Shown: listed. Reported: hidden by shoppers' reports until staff look. Hidden: by staff. */
const reviewVisibilities = ['shown', 'reported', 'hidden'] as const;
export type ReviewVisibility = (typeof reviewVisibilities)[number];
export const reviewVisibilitySchema = v.picklist(reviewVisibilities);

export interface Review {
  id: number;
  productId: string;
  /** The name on the author's account when they wrote it. */
  author: string;
  stars: number;
  title: string;
  /** Plain text as the author wrote it: never read as HTML or markdown. */
  body: string;
  /** Every review is by a shopper who received the product (the server checks it). */
  verifiedPurchase: true;
  helpfulCount: number;
  createdAt: string;
  /** Set once the author has changed it. */
  editedAt: string | null;
}

/** The product's rating: the catalog's ratings with the shop's reviews added (the record says how). */
export interface ProductRating {
  average: number;
  count: number;
}

export interface ReviewPage {
  productId: string;
  rating: ProductRating;
  /** How many of the shop's shown reviews gave each number of stars, 5 first. */
  breakdown: { stars: number; count: number }[];
  /** The shop's shown reviews, all pages. */
  reviewCount: number;
  sort: ReviewSort;
  page: number;
  pageCount: number;
  reviews: Review[];
  /** For a signed-in caller: their review (shown or not), whether they may write one, their votes. */
  viewer: {
    mine: (Review & { visibility: ReviewVisibility }) | null;
    mayReview: boolean;
    votedHelpful: number[];
  } | null;
}

export interface StaffReview extends Review {
  visibility: ReviewVisibility;
  reportCount: number;
}
