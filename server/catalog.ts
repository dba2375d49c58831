import { catalogRelease } from '#catalog/catalog-release.ts';
import { parseShopCatalog } from '#catalog/shop-catalog.ts';
import type { Db } from './store/database.ts';
import { releaseCatalog, type CatalogProduct } from './shop/catalog-release.ts';

/**
 * The catalog this build of the shop carries (catalog/), as its release step applies
 * it: `npm run catalog:release` (server/release-catalog.ts) before a deploy, and the
 * development server at its start.
 */
export function releaseShopCatalog(db: Db) {
  return releaseCatalog(db, { ...catalogRelease, products: shopCatalogProducts() });
}

/** The products of the catalog this build carries, as a release takes them. */
export function shopCatalogProducts(): CatalogProduct[] {
  const { products, entries } = parseShopCatalog();
  return products.map((product, index) => ({
    id: product.id,
    name: product.name,
    priceCents: product.priceCents,
    stockCount: product.stockCount,
    document: entries[index]!,
  }));
}
