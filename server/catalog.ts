import { catalogRelease } from '#catalog/catalog-release.ts';
import { parseShopCatalog } from '#catalog/shop-catalog.ts';
import type { Db } from './store/database.ts';
import { releaseCatalog } from './shop/catalog-release.ts';

/**
 * The catalog this build of the shop carries (catalog/), as its release step applies
 * it: `npm run catalog:release` (server/release-catalog.ts) before a deploy, and the
 * development server at its start. Only the entries the catalog's schema accepts.
 */
export function releaseShopCatalog(db: Db) {
  return releaseCatalog(db, { ...catalogRelease, products: parseShopCatalog().entries });
}
