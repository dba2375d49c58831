import { afterStartPart } from '#src/components/ui/after-start-part.tsx';
import { whenIdle } from '#src/services/when-idle.ts';

/**
 * A product's reviews, from the shop's server, once the page has started and the browser is idle
 * (they are at the end of the page: its start, and what a shopper does first, come before them).
 * Never in the prerendered HTML, and placed below all the product's details, so nothing a first
 * view shows moves when they arrive (docs/decisions/0030-reviews.md).
 */
export const Reviews = afterStartPart<{ productId: string }>(() =>
  new Promise<void>((idle) => whenIdle(idle))
    .then(() => import('./reviews-section.tsx'))
    .then((module) => module.ReviewsSection),
);
