import * as v from 'valibot';
import type { Route } from './route.ts';

// The live stock every page asks for once it runs: a module of its own, so that a page's first
// view carries only this route's schemas, not the orders' (shop-api/orders.ts).

/** What the server takes for a product id in a query (an id it cannot read is a 400). */
export const productIdPattern = /^[a-z0-9-]{1,64}$/;

/** The most product ids one call takes. */
const MOST_IDS_PER_CALL = 100;

/** Up to 100 product ids, joined by commas (`?ids=vb-0001,vb-0002`). */
export const productIdsQuery = v.object({
  ids: v.pipe(
    v.optional(v.string(), ''),
    v.transform((ids) => ids.split(',').filter(Boolean)),
    v.array(v.pipe(v.string(), v.regex(productIdPattern))),
    v.maxLength(MOST_IDS_PER_CALL, `At most ${MOST_IDS_PER_CALL} products at a time`),
  ),
});

/** `ids` as the `ids` queries of as few calls as take them all, in order. */
export function idsQueries(ids: readonly string[]): string[] {
  const queries: string[] = [];
  for (let start = 0; start < ids.length; start += MOST_IDS_PER_CALL) {
    queries.push(ids.slice(start, start + MOST_IDS_PER_CALL).join(','));
  }
  return queries;
}

const cents = v.pipe(v.number(), v.integer());

/** Live price and stock of products, as the server sells them now. */
const stockAnswer = v.object({
  products: v.array(
    v.object({
      productId: v.string(),
      /** The price now: a running sale's, named in `sale`. */
      priceCents: cents,
      stock: v.number(),
      sold: v.boolean(),
      sale: v.optional(
        v.object({ title: v.string(), regularPriceCents: cents, endsAt: v.string() }),
      ),
    }),
  ),
});
export type StockLevel = v.InferOutput<typeof stockAnswer>['products'][number];

export const stockRoute = {
  method: 'GET',
  path: '/stock',
  who: 'anyone',
  query: productIdsQuery,
  answer: stockAnswer,
} as const satisfies Route;
