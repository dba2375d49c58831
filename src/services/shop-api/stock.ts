import type { LiveStockLevel } from '#machines/stock/live-stock.machine.ts';
import { idsQueries, stockRoute } from '#shop-api/stock.ts';
import { callRoute } from './api-client.ts';

/** Reads the stockRoute of products from the shop's server; the app's is `readLiveStock`. */
export type ReadLiveStock = (productIds: readonly string[]) => Promise<LiveStockLevel[]>;

// The pages and the cart show the build's counts until it answers: not worth a long wait.
const STOCK_TIMEOUT_MS = 4_000;

/**
 * The stockRoute of `productIds` as the shop's server counts it now: a product the shop stopped
 * selling counts 0, and one the server does not know is left out (the build's count stands).
 * More ids than one call takes are asked in as few calls as take them, at once.
 */
export const readLiveStock: ReadLiveStock = async (productIds) => {
  const answers = await Promise.all(
    idsQueries(productIds).map((ids) =>
      callRoute(stockRoute, { query: { ids }, timeoutMs: STOCK_TIMEOUT_MS }),
    ),
  );
  return answers
    .flatMap(({ products }) => products)
    .map((level) => ({
      productId: level.productId,
      stock: level.sold ? level.stock : 0,
      priceCents: level.priceCents,
      ...(level.sale && { sale: { title: level.sale.title, endsAt: level.sale.endsAt } }),
    }));
};
