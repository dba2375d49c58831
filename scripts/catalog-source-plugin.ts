import { readFileSync } from 'node:fs';
import { runnerImport, type Plugin } from 'vite';
import type { CatalogEntry } from '#catalog/product.ts';

const GENERATOR = '/catalog/generate-catalog.ts';

/**
 * The product page the bundle budget and `npm run perf`'s control are measured on: the catalog's
 * first product, or a generated catalog's (whose ids are its own).
 */
export const MEASURED_PRODUCT = process.env.VOLTBAY_CATALOG_SIZE
  ? '/products/gen-1'
  : '/products/vb-0001';

/**
 * Where the build's catalog (what `catalog/products.json` gives its modules) comes from:
 * - `VOLTBAY_CATALOG_FILE=<path>`: a catalog the shop's database holds, as `npm run
 *   catalog:export` writes it (staff edits with it, docs/decisions/0041-staff-edit-the-catalog.md):
 *   how a deploy prerenders what the shop sells now (docs/deploy.md);
 * - `VOLTBAY_CATALOG_SIZE=N`: N generated products (`generateCatalog`, the bench's), how the
 *   build and the first views of a shop of 1,000 or 10,000 products are measured
 *   (docs/performance.md);
 * - neither: the file itself, which the release step puts in the database.
 */
export function catalogSourcePlugin(): Plugin {
  const file = process.env.VOLTBAY_CATALOG_FILE;
  const size = Number(process.env.VOLTBAY_CATALOG_SIZE ?? 0);
  return {
    name: 'voltbay-catalog-source',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('/catalog/products.json')) return undefined;
      if (file) return readFileSync(file, 'utf8');
      if (size <= 0) return undefined;
      const { module } = await runnerImport<{
        generateCatalog: (count: number, seed: number) => CatalogEntry[];
      }>(GENERATOR, { configFile: false, logLevel: 'error' });
      return JSON.stringify(module.generateCatalog(size, 1));
    },
  };
}
