import * as v from 'valibot';
import { emailSchema } from './messages.ts';
import { productIdSchema } from './orders.ts';

/**
 * "Notify me when it's back": what the product page's form sends the shop's server, checked by
 * both with this schema. The address is trimmed and lower-cased, so the same address typed twice
 * is one request.
 */
export const stockAlertSchema = v.strictObject({ productId: productIdSchema, email: emailSchema });

export type StockAlertRequest = v.InferOutput<typeof stockAlertSchema>;

/** The server's answer: `created` false when this address already waits for this product. */
export const stockAlertAnswer = v.object({ created: v.boolean() });
export type StockAlertReceipt = v.InferOutput<typeof stockAlertAnswer>;
