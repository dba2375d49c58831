import type { Product } from '#catalog/product.ts';
import { offersRoute, type OffersAnswer } from '#shop-api/published-offers.ts';
import { callRoute } from './api-client.ts';
import { readAnswered } from './catalog-products.ts';

export type RunningSale = Omit<OffersAnswer['sales'][number], 'products'> & {
  products: Product[];
};

/** The Offers page's content: the sales running now with their products, and the codes. */
export interface Offers {
  sales: RunningSale[];
  codes: OffersAnswer['codes'];
}

/**
 * The sales and published codes as the shop's server has them now, each sale's products read
 * with the catalog's schema. Rejects with a `ShopApiError` the shopper can read when the server
 * cannot be reached or refuses.
 */
export async function readOffers(): Promise<Offers> {
  const answer = await callRoute(offersRoute, {});
  const route = `${offersRoute.method} ${offersRoute.path}`;
  return {
    sales: answer.sales.map((sale) => ({ ...sale, products: readAnswered(sale.products, route) })),
    codes: answer.codes,
  };
}
