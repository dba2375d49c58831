import { afterStartPart } from '#src/components/ui/after-start-part.tsx';

/**
 * A product's reviews, from the shop's server, once the page has started: never in the
 * prerendered HTML, and placed below all the product's details, so nothing a first view shows
 * moves when they arrive (docs/decisions/0030-reviews.md).
 */
export const Reviews = afterStartPart<{ productId: string }>(() =>
  import('./reviews-section.tsx').then((module) => module.ReviewsSection),
);
