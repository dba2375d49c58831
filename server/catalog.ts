import { catalogRelease } from '#catalog/catalog-release.ts';
import type { ParsedCatalog } from '#catalog/parse-catalog.ts';
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
export const shopCatalogProducts = (): CatalogProduct[] => releasedProducts(parseShopCatalog());

/** The products of a parsed catalog, as a release takes them. */
export function releasedProducts({ products, entries }: ParsedCatalog): CatalogProduct[] {
  return products.map((product, index) => ({
    id: product.id,
    name: product.name,
    priceCents: product.priceCents,
    stockCount: product.stockCount,
    document: entries[index]!,
  }));
}
