import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { parseCatalog } from '../src/services/catalog/catalog';
import { brandSlugsByCategory } from '../src/services/catalog/queries';

const MODULE_ID = 'virtual:catalog-brands';
const RESOLVED_ID = `\0${MODULE_ID}`;
const CATALOG_FILE = new URL('../src/content/catalog/products.json', import.meta.url);

/**
 * `virtual:catalog-brands`: per category, the slugs of the brands with products in it, computed
 * from the catalog when the app is built (or served), with the same checks and query the app and
 * its tests use. The menus need only these few slugs, so the catalog itself stays a lazily loaded
 * chunk. On the dev server a change to the catalog rebuilds the module.
 */
export function catalogBrandsPlugin(): Plugin {
  return {
    name: 'voltbay-catalog-brands',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(CATALOG_FILE.pathname);
      const { products, problems } = parseCatalog(JSON.parse(readFileSync(CATALOG_FILE, 'utf8')));
      // The app leaves the same entries out when it loads the catalog, so the menus agree with it.
      if (problems.length > 0) this.warn(`catalog problems:\n${problems.join('\n')}`);
      return `export default ${JSON.stringify(brandSlugsByCategory(products))};`;
    },
  };
}
