import type { Product } from './product';

/**
 * The active products with `ids`, and the ids the catalog no longer sells. The catalog is loaded
 * on demand, so the cart and the wishlist keep it and its schema out of the first chunk.
 */
export async function findProducts(
  ids: readonly string[],
): Promise<{ found: Product[]; missing: string[] }> {
  const [{ catalog }, { findProduct }] = await Promise.all([
    import('./catalog'),
    import('./queries'),
  ]);
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
