import { catalog } from './catalog.ts';
import { runInTasks } from '#src/services/next-task.ts';
import { productSearchInSteps, type ProductSearch } from './product-search.ts';

let loaded: Promise<ProductSearch> | undefined;

/**
 * The shop's product search, built once over the catalog; a failed catalog load is forgotten, so
 * the next call tries again. Import this module on demand (`import()`): it brings MiniSearch and
 * the catalog, which the first load of a page must not carry.
 */
export function loadProductSearch(): Promise<ProductSearch> {
  loaded ??= catalog
    .products()
    .then((products) => runInTasks(productSearchInSteps(products)))
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
