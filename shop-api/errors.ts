/**
 * Every error the shop's server answers has one of these codes and a message a shopper can read:
 * `{ error: { code, message } }`. The browser decides what to do by the code, never by the text.
 */
export type ErrorCode =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  /** A post (review, question, answer, vote, report) from an account whose e-mail is not confirmed. */
  | 'email-not-confirmed'
  | 'not-found'
  | 'too-large'
  /** A body that is not JSON (`Content-Type: application/json`). */
  | 'unsupported-media-type'
  | 'rate-limited'
  | 'order-not-accepted'
  | 'idempotency-key-reused'
  /** One customer or client already holds as much unpaid stock as the shop holds for one. */
  | 'too-many-open-orders'
  /** One client address already holds as many unpaid orders as the shop holds for one address. */
  | 'too-many-open-orders-from-client'
  | 'transition-not-allowed'
  | 'review-not-allowed'
  | 'already-voted'
  | 'already-reported'
  /** A back-in-stock alert for a product that is in stock now (shop-api/stock-alerts.ts). */
  | 'in-stock'
  | 'unavailable'
  | 'internal';

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; lines?: readonly LineProblem[] };
}

/** Why one line of an order cannot be placed as it stands. */
export type LineProblem =
  | { productId: string; problem: 'not-sold' }
  | { productId: string; problem: 'sold-out' }
  | { productId: string; problem: 'too-few'; available: number }
  | { productId: string; problem: 'price-changed'; priceCents: number };
