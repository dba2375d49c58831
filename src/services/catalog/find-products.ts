import type { Product } from '#catalog/product.ts';
import { productIdPattern } from '#shop-api/stock.ts';
import { readProducts } from '#src/services/shop-api/catalog-products.ts';

/**
 * The products with `ids` the shop sells, as its server has them now, and the ids it no longer
 * sells: how the cart, the wishlist and the comparison check what they kept from an earlier
 * visit, without downloading the catalog. Import it on demand (`import()`), so the catalog's
 * schema stays out of the first chunk.
 */
export async function findProducts(
  ids: readonly string[],
): Promise<{ found: Product[]; missing: string[] }> {
  // An id the server could not read names no product: not asked, missing (kept data can be old).
  const found = await readProducts(ids.filter((id) => productIdPattern.test(id)));
  const sold = new Set(found.map((product) => product.id));
  return { found, missing: ids.filter((id) => !sold.has(id)) };
}
