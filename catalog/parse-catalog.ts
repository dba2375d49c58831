import * as v from 'valibot';
import { productSchema, type CatalogEntry, type Product } from './product.ts';

export interface ParsedCatalog {
  products: Product[];
  /** The same products as the JSON writes them (what the server's release stores). */
  entries: CatalogEntry[];
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
    return { products: [], entries: [], problems: ['catalog: expected an array of products'] };
  }
  const products: Product[] = [];
  const entries: CatalogEntry[] = [];
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
    entries.push(entry as CatalogEntry);
  });
  return { products, entries, problems };
}
