import { runnerImport, type Plugin } from 'vite';
import type { CatalogEntry } from '#catalog/product.ts';

const SOURCE = '/src/services/catalog/generate-catalog.ts';

/**
 * The product page the bundle budget and `npm run perf`'s control are measured on: the catalog's
 * first product, or a generated catalog's (whose ids are its own).
 */
export const MEASURED_PRODUCT = process.env.VOLTBAY_CATALOG_SIZE
  ? '/products/gen-1'
  : '/products/vb-0001';

/**
 * With `VOLTBAY_CATALOG_SIZE=N`, the build's catalog (catalog/products.json) is N generated
 * products (`generateCatalog`, the bench's): how the build and the first views of a shop of 1,000
 * or 10,000 products are measured (`VOLTBAY_CATALOG_SIZE=10000 npm run build:emulator`,
 * docs/performance.md). Without it, nothing changes.
 */
export function generatedCatalogPlugin(): Plugin {
  const size = Number(process.env.VOLTBAY_CATALOG_SIZE ?? 0);
  return {
    name: 'voltbay-generated-catalog',
    enforce: 'pre',
    async load(id) {
      if (size <= 0 || !id.endsWith('/catalog/products.json')) return undefined;
      const { module } = await runnerImport<{
        generateCatalog: (count: number, seed: number) => CatalogEntry[];
      }>(SOURCE, { configFile: false, logLevel: 'error' });
      return JSON.stringify(module.generateCatalog(size, 1));
    },
  };
}
