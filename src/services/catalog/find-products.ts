import { catalog } from './catalog.ts';
import type { Product } from '#catalog/product.ts';
import { findProduct } from '#catalog/queries.ts';

/**
 * The active products with `ids`, and the ids the catalog no longer sells: how the cart and the
 * wishlist check what they kept from an earlier visit. Import it on demand (`import()`), so the
 * catalog and its schema stay out of the first chunk.
 */
export async function findProducts(
  ids: readonly string[],
): Promise<{ found: Product[]; missing: string[] }> {
  const products = await catalog.products();
  const found: Product[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const product = findProduct(products, id);
    if (product) found.push(product);
    else missing.push(id);
  }
  return { found, missing };
}
