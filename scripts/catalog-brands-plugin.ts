import { runnerImport, type Plugin } from 'vite';

const MODULE_ID = 'virtual:catalog-brands';
const RESOLVED_ID = `\0${MODULE_ID}`;
const SOURCE = '/src/services/catalog/menu-brand-slugs.ts';

interface Source {
  menuBrandSlugs: Record<string, string[]>;
  catalogProblems: string[];
}

/**
 * `virtual:catalog-brands`: per category, the slugs of the brands with products in it, computed
 * from the catalog when the app is built (or served), by the app's own checks and query (run
 * with Vite's module runner, so this config does not bundle the app's modules). The menus need
 * only these few slugs, so the catalog itself stays a lazily loaded chunk. On the dev server a
 * change to the catalog or to that code rebuilds the module.
 */
export function catalogBrandsPlugin(): Plugin {
  return {
    name: 'voltbay-catalog-brands',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module, dependencies } = await runnerImport<Source>(SOURCE, {
        configFile: false,
        logLevel: 'error',
      });
      dependencies.forEach((file) => this.addWatchFile(file));
      if (module.catalogProblems.length > 0) {
        this.warn(`catalog problems:\n${module.catalogProblems.join('\n')}`);
      }
      return `export default ${JSON.stringify(module.menuBrandSlugs)};`;
    },
  };
}
