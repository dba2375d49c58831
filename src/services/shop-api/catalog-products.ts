import { parseCatalog } from '#catalog/parse-catalog.ts';
import type { Product } from '#catalog/product.ts';
import { productsRoute } from '#shop-api/products.ts';
import { callRoute } from './api-client.ts';

/**
 * Products the shop's server answered in the catalog's form, read with the catalog's schema: one
 * this build cannot read (a newer server's) is left out and told to the console, as the catalog
 * does with an entry of its own.
 */
export function readAnswered(entries: readonly unknown[], route: string): Product[] {
  const { products, problems } = parseCatalog(entries);
  if (problems.length > 0) console.error(`${route}: unreadable products:\n${problems.join('\n')}`);
  return products;
}

/** The server's limit of products a call (shop-api/stock.ts `productIdsQuery`). */
const IDS_PER_CALL = 100;

/**
 * The products with `ids` the shop sells now, with their stock, in the order asked; one it no
 * longer sells is left out. Rejects with a `ShopApiError` when the server cannot answer.
 */
export async function readProducts(ids: readonly string[]): Promise<Product[]> {
  const calls: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) {
    calls.push(ids.slice(start, start + IDS_PER_CALL));
  }
  const answers = await Promise.all(
    calls.map((some) => callRoute(productsRoute, { query: { ids: some.join(',') } })),
  );
  return readAnswered(
    answers.flatMap((answer) => answer.products),
    `${productsRoute.method} ${productsRoute.path}`,
  );
}
