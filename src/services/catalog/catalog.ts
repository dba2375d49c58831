import * as v from 'valibot';
import { catalogText } from '../../content/messages';
import { productSchema, type Product } from './product';

/** Where the app gets its products; a commerce API can implement it later in place of the JSON. */
export interface Catalog {
  products(): Promise<readonly Product[]>;
}

export interface ParsedCatalog {
  products: Product[];
  /** One line per rejected entry or field, naming the product and the path. */
  problems: string[];
}

// The id names the entry in a problem when there is one to read, else its position does.
function entryName(entry: unknown, index: number): string {
  const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : null;
  return typeof id === 'string' && id !== '' ? `products[${index}] (${id})` : `products[${index}]`;
}

/**
 * Validates raw catalog data entry by entry: a malformed or duplicate entry is left out and
 * described in `problems`, so one bad product never takes the shop down.
 */
export function parseCatalog(raw: unknown): ParsedCatalog {
  if (!Array.isArray(raw)) {
    return { products: [], problems: ['catalog: expected an array of products'] };
  }
  const products: Product[] = [];
  const problems: string[] = [];
  const owners = {
    id: new Map<string, string>(),
    slug: new Map<string, string>(),
    sku: new Map<string, string>(),
  };
  raw.forEach((entry: unknown, index) => {
    const name = entryName(entry, index);
    const result = v.safeParse(productSchema, entry);
    if (!result.success) {
      for (const issue of result.issues) {
        problems.push(`${name}: ${v.getDotPath(issue) ?? '(entry)'}: ${issue.message}`);
      }
      return;
    }
    const product = result.output;
    const clashes = (['id', 'slug', 'sku'] as const).filter((key) => owners[key].has(product[key]));
    if (clashes.length > 0) {
      for (const key of clashes) {
        problems.push(
          `${name}: ${key}: '${product[key]}' is already used by ${owners[key].get(product[key])}`,
        );
      }
      return;
    }
    for (const key of ['id', 'slug', 'sku'] as const) owners[key].set(product[key], name);
    products.push(product);
  });
  return { products, problems };
}

/** The catalog could not be fetched (offline, say); its message is for the shopper. */
export class CatalogLoadError extends Error {
  constructor(cause: unknown) {
    super(catalogText.loadFailed, { cause });
    this.name = 'CatalogLoadError';
  }
}

/**
 * A catalog over `load`, fetched once per page session; a failed load rejects with a
 * `CatalogLoadError` and is forgotten, so the next call tries again. Rejected entries are
 * reported once per load through `report`.
 */
export function createCatalog(
  load: () => Promise<unknown>,
  report: (problems: readonly string[]) => void = (problems) =>
    console.error(`Catalog: ${problems.length} problem(s) found:\n${problems.join('\n')}`),
): Catalog {
  let cached: Promise<readonly Product[]> | undefined;
  return {
    products() {
      cached ??= load()
        .catch((error: unknown) => {
          throw new CatalogLoadError(error);
        })
        .then((raw) => {
          const { products, problems } = parseCatalog(raw);
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

/** The shop's catalog: the JSON in its own chunk, so the first page loads without it. */
export const catalog: Catalog = createCatalog(() =>
  import('../../content/catalog/products.json').then((module) => module.default),
);
