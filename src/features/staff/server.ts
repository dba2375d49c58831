import type { PostVisibility, StaffQuestionFilter } from '#shop-api/questions.ts';
import type { ReviewVisibility } from '#shop-api/reviews.ts';
import type { StaffMessageFilter } from '#shop-api/messages.ts';
import * as route from '#shop-api/routes.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

/**
 * The staff's pages at the shop's server: review and question moderation, restocking and the
 * contact messages (docs/decisions/0030-reviews.md, 0031-questions-and-answers.md,
 * 0029-back-in-stock-alerts.md), the calls the pages reach by `useStaffServer()`; a test puts
 * fakes in their place (`renderApp(ui, { servers: { staff } })`). The server refuses anyone
 * without the `staff` claim (403 'forbidden').
 */
export const staffServer = {
  /** The reviews with `visibility`, newest first. */
  listStaffReviews: async (visibility: ReviewVisibility) =>
    (await callRoute(route.staffReviews, { query: { visibility } })).reviews,

  /** Shows a review again (its reports cleared) or hides it: the review after. */
  moderateReview: (reviewId: number, visibility: PostVisibility) =>
    callRoute(route.moderateReview, { params: { reviewId }, body: { visibility } }),

  /**
   * The questions still without a shown staff answer, the longest waiting first ('unanswered'),
   * or those hidden or with a hidden answer, newest first ('hidden'): each with every answer.
   */
  listStaffQuestions: async (filter: StaffQuestionFilter) =>
    (await callRoute(route.staffQuestions, { query: { filter } })).questions,

  /** Shows a question (with its answers) again or hides it: the question after. */
  moderateQuestion: (questionId: number, visibility: PostVisibility) =>
    callRoute(route.moderateQuestion, { params: { questionId }, body: { visibility } }),

  /** Shows an answer again or hides it: the answer after. */
  moderateAnswer: (answerId: number, visibility: PostVisibility) =>
    callRoute(route.moderateAnswer, { params: { answerId }, body: { visibility } }),

  /**
   * Adds `quantity` to the product's stock; the receipt says the stock after and who is
   * e-mailed.
   */
  restockProduct: (productId: string, quantity: number) =>
    callRoute(route.restock, { params: { id: productId }, body: { quantity } }),

  /**
   * The contact messages waiting for an answer, oldest first ('open'), or handled, newest
   * first.
   */
  listStaffMessages: async (filter: StaffMessageFilter) =>
    (await callRoute(route.staffMessages, { query: { filter } })).messages,

  /** Marks a contact message handled: the message after. */
  markMessageHandled: (messageId: number) =>
    callRoute(route.markMessageHandled, { params: { id: messageId } }),
};

export type StaffServer = typeof staffServer;
export const { Context: StaffServerContext, useServer: useStaffServer } =
  serverContext(staffServer);
