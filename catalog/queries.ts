import { brands, categories, type Brand } from '#catalog/taxonomy.ts';
import type { Product } from '#catalog/product.ts';

/** The products a listing may show: withdrawn ones stay in the data for old links and orders. */
export const activeProducts = (products: readonly Product[]) =>
  products.filter((product) => product.isActive);

/** The active product with this id, if any. */
export function findProduct(products: readonly Product[], id: string): Product | undefined {
  return products.find((product) => product.isActive && product.id === id);
}

/** Every category whose listings show the product: its home category first, then the others. */
export const listingCategories = (product: Product): string[] => [
  product.category,
  ...product.alsoListedIn,
];

/** Active products listed in a category, and of one brand when given; slugs ignore case. */
export function productsIn(
  products: readonly Product[],
  categorySlug: string,
  brandSlug?: string,
): Product[] {
  const category = categorySlug.toLowerCase();
  const brand = brandSlug?.toLowerCase();
  return activeProducts(products).filter(
    (product) =>
      listingCategories(product).includes(category) &&
      (brand === undefined || product.brand === brand),
  );
}

/** Active products per category slug; every category of the navigation is present, 0 if empty. */
export function countsByCategory(products: readonly Product[]): Record<string, number> {
  const counts = Object.fromEntries(categories.map((category) => [category.slug, 0]));
  for (const product of activeProducts(products)) {
    for (const slug of listingCategories(product)) counts[slug] = (counts[slug] ?? 0) + 1;
  }
  return counts;
}

/** Active products per brand slug in one category: the brands with none are not there. */
export function countsByBrand(
  products: readonly Product[],
  categorySlug: string,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const product of productsIn(products, categorySlug)) {
    counts[product.brand] = (counts[product.brand] ?? 0) + 1;
  }
  return counts;
}

/** The brands with active products in a category, by label: what the menus offer under it. */
export function brandsIn(products: readonly Product[], categorySlug: string): Brand[] {
  const counts = countsByBrand(products, categorySlug);
  return brands
    .filter((brand) => counts[brand.slug] !== undefined)
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** Active products, the most recently added first. */
export const newestFirst = (products: readonly Product[]) =>
  activeProducts(products).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Active products flagged as best sellers, in the catalog's order. */
export const bestSellers = (products: readonly Product[]) =>
  activeProducts(products).filter((product) => product.isBestSeller);

/**
 * Up to `limit` other active products listed in `product`'s home category: the same brand first,
 * then the nearest in price, so the product page can suggest alternatives.
 */
export const relatedProducts = (products: readonly Product[], product: Product, limit = 4) => {
  const priceGap = (other: Product) => Math.abs(other.priceCents - product.priceCents);
  return productsIn(products, product.category)
    .filter((other) => other.id !== product.id)
    .sort(
      (a, b) =>
        Number(b.brand === product.brand) - Number(a.brand === product.brand) ||
        priceGap(a) - priceGap(b),
    )
    .slice(0, limit);
};

/**
 * Per category slug, the slugs of the brands `brandsIn` finds there. The app is built with this
 * (`virtual:catalog-brands`), so the menus show only brands that lead somewhere without the first
 * load carrying the catalog.
 */
export const brandSlugsByCategory = (products: readonly Product[]): Record<string, string[]> =>
  Object.fromEntries(
    categories.map((category) => [
      category.slug,
      brandsIn(products, category.slug).map((brand) => brand.slug),
    ]),
  );
