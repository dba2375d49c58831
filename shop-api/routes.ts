import * as v from 'valibot';
import {
  contactAnswer,
  contactMessageSchema,
  messageIdSchema,
  newsletterAnswer,
  newsletterSignUpSchema,
  staffMessageAnswer,
  staffMessageFilterSchema,
  staffMessageListAnswer,
} from './messages.ts';
import {
  changeStatusSchema,
  openOrderSchema,
  orderAnswer,
  orderListAnswer,
  orderNumberSchema,
  orderProgressAnswer,
  orderStatusSchema,
  placedOrderAnswer,
  placeOrderSchema,
  productIdSchema,
  quoteAnswer,
  quoteSchema,
  staffOrderListAnswer,
  stockAnswer,
  trackOrderSchema,
} from './orders.ts';
import { moderationSchema } from './posts.ts';
import {
  answerAnswer,
  answerIdSchema,
  answerSchema,
  questionAnswer,
  questionIdSchema,
  questionListQuerySchema,
  questionPageAnswer,
  questionSchema,
  staffAnswerAnswer,
  staffQuestionAnswer,
  staffQuestionFilterSchema,
  staffQuestionListAnswer,
} from './questions.ts';
import { restockAnswer, restockSchema } from './restock.ts';
import {
  deletedAnswer,
  helpfulAnswer,
  reportAnswer,
  reviewAnswer,
  reviewIdSchema,
  reviewListQuerySchema,
  reviewPageAnswer,
  reviewSchema,
  reviewVisibilitySchema,
  staffReviewAnswer,
  staffReviewListAnswer,
} from './reviews.ts';
import { stockAlertAnswer, stockAlertSchema } from './stock-alerts.ts';

// Every endpoint of the shop's server, written once: its method and path under /api, who may call
// it, and the schemas of its path parameters, query, body and answer. The server registers its
// handlers from this table and checks each part before a handler runs (server/http/routing.ts);
// the browser calls each route through one client (src/services/shop-api/api-client.ts). Each
// route is its own export, so a page's code carries the schemas of the routes it calls, not all.

/**
 * Who may call a route; the server checks it before the handler runs.
 * - `anyone`: no identity is read.
 * - `anyone-known-if-signed-in`: a token that is sent must be valid, and the answer may depend
 *   on it (a shopper's own review, an order kept with the account).
 * - `signed-in`: a valid token.
 * - `poster`: signed in with a confirmed e-mail (or staff), within the hour's posts of the account.
 * - `staff`: signed in with the staff claim.
 */
export type Who = 'anyone' | 'anyone-known-if-signed-in' | 'signed-in' | 'poster' | 'staff';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api; `:name` is a path parameter. */
  path: string;
  who: Who;
  /** Each path parameter's schema: one that does not read names nothing the shop has (404). */
  params?: Record<string, v.GenericSchema>;
  /** The query string's (400 when it does not read). */
  query?: v.GenericSchema;
  /** The JSON body's (400 when it does not read, 415 when it is not JSON). */
  body?: v.GenericSchema;
  /** A form a script could flood or guess through: counted per client and minute. */
  limited?: true;
  /**
   * The JSON of a successful answer. The browser's client checks it before a page reads it; the
   * server's tests check every answer they get against it.
   */
  answer: v.GenericSchema;
}

const stockQuerySchema = v.object({
  ids: v.pipe(
    v.optional(v.string(), ''),
    v.transform((ids) => ids.split(',').filter(Boolean)),
    v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/))),
    v.maxLength(100, 'At most 100 products at a time'),
  ),
});
const productParams = { productId: productIdSchema };
const orderParams = { number: orderNumberSchema };
const reviewParams = { reviewId: reviewIdSchema };

export const stock = {
  method: 'GET',
  path: '/stock',
  who: 'anyone',
  query: stockQuerySchema,
  answer: stockAnswer,
} as const satisfies Route;

export const contact = {
  method: 'POST',
  path: '/contact',
  who: 'anyone',
  body: contactMessageSchema,
  limited: true,
  answer: contactAnswer,
} as const satisfies Route;

export const staffMessages = {
  method: 'GET',
  path: '/staff/messages',
  who: 'staff',
  query: v.object({ filter: v.optional(staffMessageFilterSchema, 'open') }),
  answer: staffMessageListAnswer,
} as const satisfies Route;

export const markMessageHandled = {
  method: 'POST',
  path: '/staff/messages/:id/handled',
  who: 'staff',
  params: { id: messageIdSchema },
  answer: staffMessageAnswer,
} as const satisfies Route;

export const newsletter = {
  method: 'POST',
  path: '/newsletter',
  who: 'anyone',
  body: newsletterSignUpSchema,
  limited: true,
  answer: newsletterAnswer,
} as const satisfies Route;

export const quote = {
  method: 'POST',
  path: '/orders/quote',
  who: 'anyone',
  body: quoteSchema,
  answer: quoteAnswer,
} as const satisfies Route;

export const placeOrder = {
  method: 'POST',
  path: '/orders',
  who: 'anyone-known-if-signed-in',
  body: placeOrderSchema,
  answer: placedOrderAnswer,
} as const satisfies Route;

export const listOrders = {
  method: 'GET',
  path: '/orders',
  who: 'signed-in',
  answer: orderListAnswer,
} as const satisfies Route;

export const trackOrder = {
  method: 'POST',
  path: '/orders/track',
  who: 'anyone',
  body: trackOrderSchema,
  limited: true,
  answer: orderProgressAnswer,
} as const satisfies Route;

// Not limited: a key of 256 random bits is not guessed, and the page asks on every visit.
export const openOrder = {
  method: 'POST',
  path: '/orders/open',
  who: 'anyone',
  body: openOrderSchema,
  answer: orderAnswer,
} as const satisfies Route;

export const getOrder = {
  method: 'GET',
  path: '/orders/:number',
  who: 'signed-in',
  params: orderParams,
  answer: orderAnswer,
} as const satisfies Route;

export const cancelOrder = {
  method: 'POST',
  path: '/orders/:number/cancel',
  who: 'signed-in',
  params: orderParams,
  answer: orderAnswer,
} as const satisfies Route;

export const changeOrderStatus = {
  method: 'POST',
  path: '/orders/:number/status',
  who: 'staff',
  params: orderParams,
  body: changeStatusSchema,
  answer: orderAnswer,
} as const satisfies Route;

export const staffOrders = {
  method: 'GET',
  path: '/staff/orders',
  who: 'staff',
  query: v.object({ status: v.optional(orderStatusSchema) }),
  answer: staffOrderListAnswer,
} as const satisfies Route;

export const reviews = {
  method: 'GET',
  path: '/products/:productId/reviews',
  who: 'anyone-known-if-signed-in',
  params: productParams,
  query: reviewListQuerySchema,
  answer: reviewPageAnswer,
} as const satisfies Route;

export const saveReview = {
  method: 'PUT',
  path: '/products/:productId/reviews/mine',
  who: 'poster',
  params: productParams,
  body: reviewSchema,
  answer: reviewAnswer,
} as const satisfies Route;

export const deleteReview = {
  method: 'DELETE',
  path: '/products/:productId/reviews/mine',
  who: 'poster',
  params: productParams,
  answer: deletedAnswer,
} as const satisfies Route;

export const voteHelpful = {
  method: 'POST',
  path: '/reviews/:reviewId/helpful',
  who: 'poster',
  params: reviewParams,
  answer: helpfulAnswer,
} as const satisfies Route;

export const reportReview = {
  method: 'POST',
  path: '/reviews/:reviewId/report',
  who: 'poster',
  params: reviewParams,
  answer: reportAnswer,
} as const satisfies Route;

export const staffReviews = {
  method: 'GET',
  path: '/staff/reviews',
  who: 'staff',
  query: v.object({ visibility: v.optional(reviewVisibilitySchema) }),
  answer: staffReviewListAnswer,
} as const satisfies Route;

export const moderateReview = {
  method: 'POST',
  path: '/staff/reviews/:reviewId/visibility',
  who: 'staff',
  params: reviewParams,
  body: moderationSchema,
  answer: staffReviewAnswer,
} as const satisfies Route;

export const questions = {
  method: 'GET',
  path: '/products/:productId/questions',
  who: 'anyone-known-if-signed-in',
  params: productParams,
  query: questionListQuerySchema,
  answer: questionPageAnswer,
} as const satisfies Route;

export const askQuestion = {
  method: 'POST',
  path: '/products/:productId/questions',
  who: 'poster',
  params: productParams,
  body: questionSchema,
  answer: questionAnswer,
} as const satisfies Route;

export const answerQuestion = {
  method: 'POST',
  path: '/questions/:questionId/answers',
  who: 'poster',
  params: { questionId: questionIdSchema },
  body: answerSchema,
  answer: answerAnswer,
} as const satisfies Route;

export const staffQuestions = {
  method: 'GET',
  path: '/staff/questions',
  who: 'staff',
  query: v.object({ filter: v.optional(staffQuestionFilterSchema, 'unanswered') }),
  answer: staffQuestionListAnswer,
} as const satisfies Route;

export const moderateQuestion = {
  method: 'POST',
  path: '/staff/questions/:questionId/visibility',
  who: 'staff',
  params: { questionId: questionIdSchema },
  body: moderationSchema,
  answer: staffQuestionAnswer,
} as const satisfies Route;

export const moderateAnswer = {
  method: 'POST',
  path: '/staff/answers/:answerId/visibility',
  who: 'staff',
  params: { answerId: answerIdSchema },
  body: moderationSchema,
  answer: staffAnswerAnswer,
} as const satisfies Route;

export const requestStockAlert = {
  method: 'POST',
  path: '/stock-alerts',
  who: 'anyone-known-if-signed-in',
  body: stockAlertSchema,
  limited: true,
  answer: stockAlertAnswer,
} as const satisfies Route;

export const restock = {
  method: 'POST',
  path: '/staff/products/:id/restock',
  who: 'staff',
  params: { id: productIdSchema },
  body: restockSchema,
  answer: restockAnswer,
} as const satisfies Route;

/** The whole table, as the server registers it. */
export const routes = {
  stock,
  contact,
  staffMessages,
  markMessageHandled,
  newsletter,
  quote,
  placeOrder,
  listOrders,
  trackOrder,
  openOrder,
  getOrder,
  cancelOrder,
  changeOrderStatus,
  staffOrders,
  reviews,
  saveReview,
  deleteReview,
  voteHelpful,
  reportReview,
  staffReviews,
  moderateReview,
  questions,
  askQuestion,
  answerQuestion,
  staffQuestions,
  moderateQuestion,
  moderateAnswer,
  requestStockAlert,
  restock,
} as const;

export type RouteName = keyof typeof routes;
