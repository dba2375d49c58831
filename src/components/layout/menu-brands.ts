import brandSlugsByCategory from 'virtual:catalog-brands';
import { findBrand, type Brand, type Category } from '#catalog/taxonomy.ts';

/** The brands a menu lists under `category`: those with products in it, by label. */
export const menuBrands = (category: Category): Brand[] =>
  (brandSlugsByCategory[category.slug] ?? []).flatMap((slug) => findBrand(slug) ?? []);
