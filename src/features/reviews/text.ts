import { reviewLimits } from '#shop-api/reviews.ts';
import { plural } from '#src/content/sections.ts';
import { formatWhole } from '#shop-api/money.ts';

/** The product page's reviews section and its form; they load with it. */

export const reviewsText = {
  heading: 'Reviews',
  loading: 'Loading reviews…',
  loadFailed: "We couldn't load the reviews.",
  /** The product's rating, from the shop's shown reviews alone. */
  summary: (average: number, count: number) =>
    `${average.toFixed(1)} out of 5, from ${plural(count, 'review', 'reviews')} on Voltbay`,
  noReviews: 'No reviews on Voltbay yet.',
  breakdownLabel: 'Reviews by stars',
  breakdownRow: (stars: number, count: number) =>
    `${plural(stars, 'star', 'stars')}: ${plural(count, 'review', 'reviews')}`,
  starsShort: (stars: number) => `${stars}★`,
  sortLabel: 'Sort reviews',
  sorts: { newest: 'Newest first', helpful: 'Most helpful first' },
  verifiedPurchase: 'Verified purchase',
  byLine: (author: string, date: string) => `${author} · ${date}`,
  edited: 'edited',
  helpful: (count: number) => `Helpful (${count})`,
  helpfulLabel: (count: number, title: string) =>
    `Helpful (${count}): mark the review "${title}" as helpful`,
  voted: 'You found this helpful',
  report: 'Report',
  reportLabel: (title: string) => `Report, the review "${title}"`,
  reportConfirm:
    'Report this review to our staff? Reviews reported by several shoppers are hidden until our staff look at them.',
  reportYes: 'Report it',
  reportNo: 'Keep it',
  reported: 'Thank you: our staff will look at this review.',
  reportedHidden: 'Thank you: the review is hidden until our staff look at it.',
  pagesLabel: 'Pages of reviews',
  // Writing one's own review.
  signInToReview: 'Sign in to review this product',
  onlyBuyers: 'You can review this product once you have received it in an order.',
  write: 'Write a review',
  yourReview: 'Your review',
  edit: 'Edit your review',
  delete: 'Delete your review',
  deleteConfirm: 'Delete your review? This cannot be undone.',
  deleteYes: 'Delete it',
  deleteNo: 'Keep it',
  deleted: 'Your review was deleted.',
  saved: 'Your review is saved and shown on this page.',
  savedHidden: 'Your changes are saved. The review stays hidden until our staff look at it.',
  hiddenReported: 'Hidden after reports from other shoppers, until our staff look at it.',
  hiddenByStaff: 'Hidden by our staff.',
  formLabel: 'Your review of this product',
  starsLegend: 'Your rating',
  starsRequired: 'Choose from 1 to 5 stars',
  starOption: (stars: number) => plural(stars, 'star', 'stars'),
  title: 'Title',
  body: 'Review',
  bodyHelp: (used: number) =>
    `Plain text, at most ${formatWhole(reviewLimits.bodyMax)} characters (${formatWhole(used)} used).`,
  submit: 'Send review',
  submitChange: 'Save changes',
  sending: 'Sending…',
  cancel: 'Cancel',
} as const;
