import * as v from 'valibot';
import {
  contactMessageSchema,
  messageIdSchema,
  newsletterSignUpSchema,
  staffMessageFilterSchema,
} from './messages.ts';
import {
  changeStatusSchema,
  openOrderSchema,
  orderNumberSchema,
  orderStatusSchema,
  placeOrderSchema,
  productIdSchema,
  quoteSchema,
  trackOrderSchema,
} from './orders.ts';
import { moderationSchema } from './posts.ts';
import {
  answerIdSchema,
  answerSchema,
  questionIdSchema,
  questionListQuerySchema,
  questionSchema,
  staffQuestionFilterSchema,
} from './questions.ts';
import { restockSchema } from './restock.ts';
import {
  reviewIdSchema,
  reviewListQuerySchema,
  reviewSchema,
  reviewVisibilitySchema,
} from './reviews.ts';
import { stockAlertSchema } from './stock-alerts.ts';

// Every endpoint of the shop's server, written once: its method and path under /api, who may call
// it, and the schemas of its path parameters, query and body. The server registers its handlers
// from this table and checks each part before a handler runs (server/http/app.ts).

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

export const routes = {
  stock: { method: 'GET', path: '/stock', who: 'anyone', query: stockQuerySchema },
  contact: {
    method: 'POST',
    path: '/contact',
    who: 'anyone',
    body: contactMessageSchema,
    limited: true,
  },
  staffMessages: {
    method: 'GET',
    path: '/staff/messages',
    who: 'staff',
    query: v.object({ filter: v.optional(staffMessageFilterSchema, 'open') }),
  },
  markMessageHandled: {
    method: 'POST',
    path: '/staff/messages/:id/handled',
    who: 'staff',
    params: { id: messageIdSchema },
  },
  newsletter: {
    method: 'POST',
    path: '/newsletter',
    who: 'anyone',
    body: newsletterSignUpSchema,
    limited: true,
  },
  quote: { method: 'POST', path: '/orders/quote', who: 'anyone', body: quoteSchema },
  placeOrder: {
    method: 'POST',
    path: '/orders',
    who: 'anyone-known-if-signed-in',
    body: placeOrderSchema,
  },
  listOrders: { method: 'GET', path: '/orders', who: 'signed-in' },
  trackOrder: {
    method: 'POST',
    path: '/orders/track',
    who: 'anyone',
    body: trackOrderSchema,
    limited: true,
  },
  // Not limited: a key of 256 random bits is not guessed, and the page asks on every visit.
  openOrder: { method: 'POST', path: '/orders/open', who: 'anyone', body: openOrderSchema },
  getOrder: { method: 'GET', path: '/orders/:number', who: 'signed-in', params: orderParams },
  cancelOrder: {
    method: 'POST',
    path: '/orders/:number/cancel',
    who: 'signed-in',
    params: orderParams,
  },
  changeOrderStatus: {
    method: 'POST',
    path: '/orders/:number/status',
    who: 'staff',
    params: orderParams,
    body: changeStatusSchema,
  },
  staffOrders: {
    method: 'GET',
    path: '/staff/orders',
    who: 'staff',
    query: v.object({ status: v.optional(orderStatusSchema) }),
  },
  reviews: {
    method: 'GET',
    path: '/products/:productId/reviews',
    who: 'anyone-known-if-signed-in',
    params: productParams,
    query: reviewListQuerySchema,
  },
  saveReview: {
    method: 'PUT',
    path: '/products/:productId/reviews/mine',
    who: 'poster',
    params: productParams,
    body: reviewSchema,
  },
  deleteReview: {
    method: 'DELETE',
    path: '/products/:productId/reviews/mine',
    who: 'poster',
    params: productParams,
  },
  voteHelpful: {
    method: 'POST',
    path: '/reviews/:reviewId/helpful',
    who: 'poster',
    params: reviewParams,
  },
  reportReview: {
    method: 'POST',
    path: '/reviews/:reviewId/report',
    who: 'poster',
    params: reviewParams,
  },
  staffReviews: {
    method: 'GET',
    path: '/staff/reviews',
    who: 'staff',
    query: v.object({ visibility: v.optional(reviewVisibilitySchema) }),
  },
  moderateReview: {
    method: 'POST',
    path: '/staff/reviews/:reviewId/visibility',
    who: 'staff',
    params: reviewParams,
    body: moderationSchema,
  },
  questions: {
    method: 'GET',
    path: '/products/:productId/questions',
    who: 'anyone-known-if-signed-in',
    params: productParams,
    query: questionListQuerySchema,
  },
  askQuestion: {
    method: 'POST',
    path: '/products/:productId/questions',
    who: 'poster',
    params: productParams,
    body: questionSchema,
  },
  answerQuestion: {
    method: 'POST',
    path: '/questions/:questionId/answers',
    who: 'poster',
    params: { questionId: questionIdSchema },
    body: answerSchema,
  },
  staffQuestions: {
    method: 'GET',
    path: '/staff/questions',
    who: 'staff',
    query: v.object({ filter: v.optional(staffQuestionFilterSchema, 'unanswered') }),
  },
  moderateQuestion: {
    method: 'POST',
    path: '/staff/questions/:questionId/visibility',
    who: 'staff',
    params: { questionId: questionIdSchema },
    body: moderationSchema,
  },
  moderateAnswer: {
    method: 'POST',
    path: '/staff/answers/:answerId/visibility',
    who: 'staff',
    params: { answerId: answerIdSchema },
    body: moderationSchema,
  },
  requestStockAlert: {
    method: 'POST',
    path: '/stock-alerts',
    who: 'anyone-known-if-signed-in',
    body: stockAlertSchema,
    limited: true,
  },
  restock: {
    method: 'POST',
    path: '/staff/products/:id/restock',
    who: 'staff',
    params: { id: productIdSchema },
    body: restockSchema,
  },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
