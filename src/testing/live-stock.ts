import { parseShopCatalog } from '#catalog/shop-catalog.ts';
import { apiText } from '#src/services/shop-api/api-text.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';

/** The shop's server out of reach: the pages and the cart keep the build's counts. */
export const serverUnreachable: ReadLiveStock = () =>
  Promise.reject(new ShopApiError(apiText.unreachable, 'offline', 0));

const catalogPrices = new Map(
  parseShopCatalog().products.map((product) => [product.id, product.priceCents]),
);

/**
 * The shop's server counting `stock` (product id to count), at the catalog's prices unless
 * `prices` (product id to cents) says otherwise; it knows no other product.
 */
export const serverCounting =
  (stock: Record<string, number>, prices: Record<string, number> = {}): ReadLiveStock =>
  (productIds) =>
    Promise.resolve(
      productIds.flatMap((productId) => {
        const count = stock[productId];
        const priceCents = prices[productId] ?? catalogPrices.get(productId);
        return count === undefined || priceCents === undefined
          ? []
          : [{ productId, stock: count, priceCents }];
      }),
    );
