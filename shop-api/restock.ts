import * as v from 'valibot';
import type { Route } from './route.ts';
import { productIdSchema } from './orders.ts';

// Staff put a product back in stock (docs/decisions/0029-back-in-stock-alerts.md): the staff's
// stock page and the server check with this schema. Apart from stock-alerts.ts, whose schema the
// product page's form loads: the staff page's chunk shares nothing with it.

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
const restockAnswer = v.object({
  productId: v.string(),
  stock: v.number(),
  notified: v.number(),
});
export type RestockReceipt = v.InferOutput<typeof restockAnswer>;

// Its routes (shop-api/routes.ts gathers every resource's).

export const restockRoute = {
  method: 'POST',
  path: '/staff/products/:id/restock',
  who: 'staff',
  params: { id: productIdSchema },
  body: restockSchema,
  answer: restockAnswer,
} as const satisfies Route;
