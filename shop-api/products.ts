import * as v from 'valibot';
import type { Route } from './route.ts';
import { productIdsQuery } from './stock.ts';

// Products by id, as the shop sells them now: what the cart, the wishlist, the comparison and
// the recently viewed ask for the products they kept, so no page downloads the whole catalog.

/**
 * The products asked for that the shop sells, in the catalog's own form (catalog/products.json)
 * with the stock the server holds; the browser reads each with the catalog's schema. An id the
 * shop does not sell (any more) is left out.
 */
const productsAnswer = v.object({ products: v.array(v.looseObject({ id: v.string() })) });

export const productsRoute = {
  method: 'GET',
  path: '/products',
  who: 'anyone',
  query: productIdsQuery,
  answer: productsAnswer,
} as const satisfies Route;
