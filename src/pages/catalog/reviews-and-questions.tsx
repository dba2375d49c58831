import { afterStartPart } from '#src/components/ui/after-start-part.tsx';
import { whenIdle } from '#src/services/when-idle.ts';

/**
 * A product's reviews, then its questions and answers, from the shop's server, once the page has
 * started and the browser is idle (they are at the end of the page: its start, and what a shopper
 * does first, come before them). Never in the prerendered HTML, placed below all the product's
 * details, and drawn together, so nothing a first view shows moves when they arrive, nor the
 * one when the other does (docs/decisions/0030-reviews.md, 0031-questions-and-answers.md).
 */
export const ReviewsAndQuestions = afterStartPart<{ productId: string }>(() =>
  new Promise<void>((idle) => whenIdle(idle))
    .then(() => import('./reviews-and-questions-sections.late.tsx'))
    .then((module) => module.ReviewsAndQuestionsSections),
);
