import * as v from 'valibot';

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
  /** Placing an order with a promo code it can no longer use: nothing was placed. */
  | 'promo-code-refused'
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
  /** A staff transfer of more units than its source location has. */
  | 'too-few-units'
  | 'unavailable'
  | 'internal';

/** Why one line of an order cannot be placed as it stands. */
export const lineProblemSchema = v.variant('problem', [
  v.object({ productId: v.string(), problem: v.literal('not-sold') }),
  v.object({ productId: v.string(), problem: v.literal('sold-out') }),
  v.object({ productId: v.string(), problem: v.literal('too-few'), available: v.number() }),
  v.object({ productId: v.string(), problem: v.literal('price-changed'), priceCents: v.number() }),
]);
export type LineProblem = v.InferOutput<typeof lineProblemSchema>;

/**
 * Every refusal's body. A code this browser does not know yet (a newer server) still reads: the
 * browser shows its message and treats it as a refusal it has no special way for.
 */
export const errorAnswer = v.object({
  error: v.object({
    code: v.custom<ErrorCode>((code) => typeof code === 'string'),
    message: v.string(),
    lines: v.optional(v.pipe(v.array(lineProblemSchema), v.readonly())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof errorAnswer>;
