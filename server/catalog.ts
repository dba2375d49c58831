import { catalogRelease } from '#catalog/catalog-release.ts';
import { generateCatalog } from '#catalog/generate-catalog.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { parseShopCatalog } from '#catalog/shop-catalog.ts';
import type { Db } from './store/database.ts';
import { releaseCatalog } from './shop/catalog-release.ts';

/**
 * The catalog this build of the shop carries (catalog/), as its release step applies
 * it: `npm run catalog:release` (server/release-catalog.ts) before a deploy, and the
 * development server at its start. Only the entries the catalog's schema accepts. With
 * `generatedSize` (development's VOLTBAY_CATALOG_SIZE, on a fresh database), that many generated
 * products instead: the ones the build renders with the same setting.
 */
export function releaseShopCatalog(db: Db, generatedSize = 0) {
  return releaseCatalog(
    db,
    generatedSize === 0
      ? { ...catalogRelease, products: parseShopCatalog().entries }
      : {
          version: catalogRelease.version,
          digest: `generated-${generatedSize}`,
          products: parseCatalog(generateCatalog(generatedSize, 1)).entries,
        },
  );
}
