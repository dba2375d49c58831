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
export interface StockAlertReceipt {
  created: boolean;
}

/** The most a staff restock adds at once. */
const maxRestock = 10_000;

/** What staff send to put a product back in stock: how many arrived. */
export const restockSchema = v.strictObject({
  quantity: v.pipe(
    v.number('The quantity is a number'),
    v.integer('The quantity is a whole number'),
    v.minValue(1, 'The quantity is at least 1'),
    v.maxValue(maxRestock, `The quantity is at most ${maxRestock}`),
  ),
});

/** The answer to a restock: the new stock and how many waiting addresses are being e-mailed. */
export interface RestockReceipt {
  productId: string;
  stock: number;
  notified: number;
}
