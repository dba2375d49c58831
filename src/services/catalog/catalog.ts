import { timing } from '#machines/timing.ts';
import { catalogText } from './catalog-text.ts';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import { withTimeout } from '#src/services/with-timeout.ts';
import type { ParsedCatalog } from '#catalog/parse-catalog.ts';
import type { Product } from '#catalog/product.ts';

/** Where the app gets its products; a commerce API can implement it later in place of the JSON. */
export interface Catalog {
  products(): Promise<readonly Product[]>;
}

/** The catalog could not be fetched (offline, or too slow, say); its message is for the shopper. */
export class CatalogLoadError extends ShopperFacingError {
  constructor(cause: unknown) {
    super(catalogText.loadFailed, { cause });
    this.name = 'CatalogLoadError';
  }
}

/**
 * A catalog over `load`, which fetches and checks the data (`parseCatalog`), once per page
 * session; a failed load, or one that takes longer than `timing.loadTimeout`, rejects with a
 * `CatalogLoadError` and is forgotten, so the next call tries again. Rejected entries are reported once per load through `report`.
 */
export function createCatalog(
  load: () => Promise<ParsedCatalog>,
  report: (problems: readonly string[]) => void = (problems) =>
    console.error(`Catalog: ${problems.length} problem(s) found:\n${problems.join('\n')}`),
): Catalog {
  let cached: Promise<readonly Product[]> | undefined;
  return {
    products() {
      cached ??= withTimeout(load(), timing.loadTimeout)
        .catch((error: unknown) => {
          throw new CatalogLoadError(error);
        })
        .then(({ products, problems }) => {
          if (problems.length > 0) report(problems);
          return products;
        })
        .catch((error: unknown) => {
          cached = undefined;
          throw error;
        });
      return cached;
    },
  };
}

/**
 * The shop's catalog: the JSON and the schema that checks it in their own chunk, so a page's
 * first load carries neither.
 */
export const catalog: Catalog = createCatalog(() =>
  import('#catalog/shop-catalog.ts').then((module) => module.parseShopCatalog()),
);
