import * as v from 'valibot';
import type { Route } from './route.ts';

// Every product's name and stock for the staff's pages (reviews, questions, restock). Apart from
// products.ts, which the shoppers' pages load: the staff's chunk shares nothing with them.

/**
 * Every product the shop knows: each one's name, stock and whether it is sold. Those no longer
 * sold are named too: their reviews and questions stay.
 */
const staffProductsAnswer = v.object({
  products: v.array(
    v.object({ id: v.string(), name: v.string(), stock: v.number(), sold: v.boolean() }),
  ),
});
export type StaffProduct = v.InferOutput<typeof staffProductsAnswer>['products'][number];

export const staffProductsRoute = {
  method: 'GET',
  path: '/staff/products',
  who: 'staff',
  answer: staffProductsAnswer,
} as const satisfies Route;
