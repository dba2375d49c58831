import * as v from 'valibot';
import type { Route } from './route.ts';
import { emailSchema } from './messages.ts';
import { productIdSchema } from './orders.ts';
import { locationIds } from './stores.ts';

/**
 * "Notify me when it's back": what the product page's form sends the shop's server, checked by
 * both with this schema. The address is trimmed and lower-cased, so the same address typed twice
 * is one request.
 */
const stockAlertSchema = v.strictObject({
  productId: productIdSchema,
  email: emailSchema,
  /** Where the shopper wants it: delivery (the warehouse, when not said) or a store. */
  location: v.optional(v.picklist(locationIds, 'Choose delivery or a store'), 'warehouse'),
});

export type StockAlertRequest = v.InferOutput<typeof stockAlertSchema>;

/** The server's answer: `created` false when this address already waits for this product. */
const stockAlertAnswer = v.object({ created: v.boolean() });
export type StockAlertReceipt = v.InferOutput<typeof stockAlertAnswer>;

// Its routes (shop-api/routes.ts gathers every resource's).

export const requestStockAlertRoute = {
  method: 'POST',
  path: '/stock-alerts',
  who: 'anyone-known-if-signed-in',
  body: stockAlertSchema,
  limited: true,
  answer: stockAlertAnswer,
} as const satisfies Route;
