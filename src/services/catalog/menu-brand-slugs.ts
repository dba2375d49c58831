import raw from '#catalog/products.json';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { brandSlugsByCategory } from '#catalog/queries.ts';

const { products, problems } = parseCatalog(raw);

/**
 * What `virtual:catalog-brands` holds (see scripts/catalog-brands-plugin.ts): per category, the
 * brands with products in it, from the catalog the app ships with the checks it loads it with.
 */
export const menuBrandSlugs = brandSlugsByCategory(products);

/** The catalog's rejected entries, which the app leaves out too. */
export const catalogProblems = problems;
