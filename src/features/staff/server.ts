import type { PostVisibility, StaffQuestionFilter } from '#shop-api/questions.ts';
import type { ReviewVisibility } from '#shop-api/reviews.ts';
import type { StaffMessageFilter } from '#shop-api/messages.ts';
import { markMessageHandledRoute, staffMessagesRoute } from '#shop-api/messages.ts';
import {
  moderateAnswerRoute,
  moderateQuestionRoute,
  staffQuestionsRoute,
} from '#shop-api/questions.ts';
import {
  editableProductRoute,
  editProductRoute,
  staffProductsRoute,
  type ProductEdit,
} from '#shop-api/staff-products.ts';
import {
  productStockRoute,
  restockRoute,
  storePickupsRoute,
  transferRoute,
  type TransferRequest,
} from '#shop-api/staff-stock.ts';
import type { LocationId, StoreId } from '#shop-api/stores.ts';
import {
  changeCodeRoute,
  changeSaleRoute,
  createCodeRoute,
  createSaleRoute,
  endCodeRoute,
  endSaleRoute,
  offerHistoryRoute,
  salePreviewRoute,
  staffOffersRoute,
  type CodeTermsEdit,
  type SaleTermsEdit,
} from '#shop-api/staff-offers.ts';
import { moderateReviewRoute, staffReviewsRoute } from '#shop-api/reviews.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

/**
 * The staff's pages at the shop's server: review and question moderation, stock per location, product
 * edits and the contact messages (docs/decisions/0030-reviews.md, 0031-questions-and-answers.md,
 * 0029-back-in-stock-alerts.md), the calls the pages reach by `useStaffServer()`; a test puts
 * fakes in their place (`renderApp(ui, { servers: { staff } })`). The server refuses anyone
 * without the `staff` claim (403 'forbidden').
 */
export const staffServer = {
  /** The reviews with `visibility`, newest first. */
  listStaffReviews: async (visibility: ReviewVisibility) =>
    (await callRoute(staffReviewsRoute, { query: { visibility } })).reviews,

  /** Shows a review again (its reports cleared) or hides it: the review after. */
  moderateReview: (reviewId: number, visibility: PostVisibility) =>
    callRoute(moderateReviewRoute, { params: { reviewId }, body: { visibility } }),

  /**
   * The questions still without a shown staff answer, the longest waiting first ('unanswered'),
   * or those hidden or with a hidden answer, newest first ('hidden'): each with every answer.
   */
  listStaffQuestions: async (filter: StaffQuestionFilter) =>
    (await callRoute(staffQuestionsRoute, { query: { filter } })).questions,

  /** Shows a question (with its answers) again or hides it: the question after. */
  moderateQuestion: (questionId: number, visibility: PostVisibility) =>
    callRoute(moderateQuestionRoute, { params: { questionId }, body: { visibility } }),

  /** Shows an answer again or hides it: the answer after. */
  moderateAnswer: (answerId: number, visibility: PostVisibility) =>
    callRoute(moderateAnswerRoute, { params: { answerId }, body: { visibility } }),

  /** Every product the shop knows, sold or not: what the staff's pages name and choose. */
  listProducts: async () => (await callRoute(staffProductsRoute, {})).products,

  /** A product's name, description, prices and status, as staff edit them. */
  editableProduct: (productId: string) =>
    callRoute(editableProductRoute, { params: { id: productId } }),

  /** Saves a staff edit of a product: the product as the server now holds it. */
  editProduct: (productId: string, edit: ProductEdit) =>
    callRoute(editProductRoute, { params: { id: productId }, body: edit }),

  /**
   * Adds `quantity` to the product's stock at `location`; the receipt says that location's stock
   * after and who is e-mailed.
   */
  restockProduct: (productId: string, location: LocationId, quantity: number) =>
    callRoute(restockRoute, { params: { id: productId }, body: { location, quantity } }),

  /** A product's units at each location and its latest transfers (decision 0043). */
  productStock: (productId: string) => callRoute(productStockRoute, { params: { id: productId } }),

  /** Moves units between two locations, in one transaction: the product's stock after. */
  transferStock: (transfer: TransferRequest) => callRoute(transferRoute, { body: transfer }),

  /** A store's pickups still to be collected, the reservation that ends first at the top. */
  storePickups: async (store: StoreId) =>
    (await callRoute(storePickupsRoute, { query: { store } })).pickups,

  /**
   * The contact messages waiting for an answer, oldest first ('open'), or handled, newest
   * first.
   */
  listStaffMessages: async (filter: StaffMessageFilter) =>
    (await callRoute(staffMessagesRoute, { query: { filter } })).messages,

  /** Marks a contact message handled: the message after. */
  markMessageHandled: (messageId: number) =>
    callRoute(markMessageHandledRoute, { params: { id: messageId } }),

  /** Every sale and promo code with its state (and a code's uses), running ones first. */
  listOffers: () => callRoute(staffOffersRoute, {}),

  /** Creates a sale (`id` undefined) or changes sale `id`: the sale as the server holds it. */
  saveSale: (id: string | undefined, terms: SaleTermsEdit) =>
    id === undefined
      ? callRoute(createSaleRoute, { body: terms })
      : callRoute(changeSaleRoute, { params: { id }, body: terms }),

  /** Ends a running sale now: the sale after. */
  endSale: (id: string) => callRoute(endSaleRoute, { params: { id } }),

  /** The prices a sale with `terms` would give, not saved. */
  previewSale: (terms: SaleTermsEdit) => callRoute(salePreviewRoute, { body: terms }),

  /** Creates a code (`existing` false) or changes it: the code as the server holds it. */
  saveCode: (existing: boolean, terms: CodeTermsEdit) =>
    existing
      ? callRoute(changeCodeRoute, { params: { code: terms.code }, body: terms })
      : callRoute(createCodeRoute, { body: terms }),

  /** Ends a running code now: the code after. */
  endCode: (code: string) => callRoute(endCodeRoute, { params: { code } }),

  /** Who changed which sale or code, what and when: the latest first. */
  offerHistory: async () => (await callRoute(offerHistoryRoute, {})).changes,
};

export type StaffServer = typeof staffServer;
export const { Context: StaffServerContext, useServer: useStaffServer } =
  serverContext(staffServer);
