import { timing } from '#machines/timing.ts';
import { catalogText } from './catalog-text.ts';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import { withTimeout } from '#src/services/with-timeout.ts';
import { builtPageDataFile } from './built-page-file.ts';
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

/**
 * Whether pages made of the catalog (the home page, a product's, the categories) read their data
 * from the build (`builtPageData`): in the browser's build of the shop. Where there is no build to
 * read (the prerender itself, the development server, the unit tests), they work it out from the
 * catalog as the build does; a constant, so the browser's build leaves that code out.
 */
export const readsBuiltPages: boolean = !import.meta.env.DEV && !import.meta.env.SSR;

/**
 * The data of the prerendered page at `pathname` as the build wrote it beside the page's HTML
 * (`builtPageDataFile`): how a client-side navigation gets a page's data without downloading the
 * catalog (docs/decisions/0040-page-data-from-the-build.md). `undefined` when the build wrote
 * none: no such page. A failed or slow download is a `CatalogLoadError`, which the error page
 * says with Try again.
 */
export async function builtPageData<Data>(pathname: string): Promise<Data | undefined> {
  const file = builtPageDataFile(pathname);
  try {
    const response = await withTimeout(fetch(file), timing.loadTimeout);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    return (await response.json()) as Data;
  } catch (error) {
    throw new CatalogLoadError(error);
  }
}
