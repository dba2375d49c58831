import { categories, findBrand, findCategory } from '../../content/navigation';
import type { Product } from './product';

/** The products a listing may show: withdrawn ones stay in the data for old links and orders. */
export const activeProducts = (products: readonly Product[]) =>
  products.filter((product) => product.isActive);

/** The active product with this id, if any. */
export function findProduct(products: readonly Product[], id: string): Product | undefined {
  return products.find((product) => product.isActive && product.id === id);
}

/** Active products of a category, and of one of its brands when given; slugs ignore case. */
export function productsIn(
  products: readonly Product[],
  categorySlug: string,
  brandSlug?: string,
): Product[] {
  const category = categorySlug.toLowerCase();
  const brand = brandSlug?.toLowerCase();
  return activeProducts(products).filter(
    (product) => product.category === category && (brand === undefined || product.brand === brand),
  );
}

/** Active products per category slug; every category of the navigation is present, 0 if empty. */
export function countsByCategory(products: readonly Product[]): Record<string, number> {
  const counts = Object.fromEntries(categories.map((category) => [category.slug, 0]));
  for (const product of activeProducts(products)) {
    counts[product.category] = (counts[product.category] ?? 0) + 1;
  }
  return counts;
}

/** Active products per brand slug of one category; every brand of it is present, 0 if empty. */
export function countsByBrand(
  products: readonly Product[],
  categorySlug: string,
): Record<string, number> {
  const category = findCategory(categorySlug);
  if (category === undefined) return {};
  const counts = Object.fromEntries(category.brands.map((brand) => [brand.slug, 0]));
  for (const product of productsIn(products, category.slug)) {
    counts[product.brand] = (counts[product.brand] ?? 0) + 1;
  }
  return counts;
}

// What a shopper might type for a product: its name, labels as the menus show them, type, tags.
function searchableFields(product: Product): string[] {
  const category = findCategory(product.category);
  const brand = category && findBrand(category, product.brand);
  return [
    product.name,
    brand?.label ?? product.brand,
    category?.label ?? product.category,
    product.productType,
    product.tags.join(' '),
  ].map((field) => field.toLowerCase());
}

/**
 * Active products in which every whitespace-separated term of `query` occurs (ignoring case) in
 * the name, brand label, category label, product type or tags; those matching in more of these
 * fields come first, then by name. An empty query finds nothing.
 */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  return activeProducts(products)
    .flatMap((product) => {
      const fields = searchableFields(product);
      if (!terms.every((term) => fields.some((field) => field.includes(term)))) return [];
      const score = fields.filter((field) => terms.some((term) => field.includes(term))).length;
      return [{ product, score }];
    })
    .sort((a, b) => b.score - a.score || a.product.name.localeCompare(b.product.name, 'en'))
    .map(({ product }) => product);
}

/** Active products, the most recently added first. */
export const newestFirst = (products: readonly Product[]) =>
  activeProducts(products).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Active products flagged as best sellers, the most reviewed first. */
export const bestSellers = (products: readonly Product[]) =>
  activeProducts(products)
    .filter((product) => product.isBestSeller)
    .sort((a, b) => b.reviewCount - a.reviewCount);

/**
 * Up to `limit` other active products of `product`'s category: the same brand first, then the
 * best rated, so the product page can suggest alternatives.
 */
export const relatedProducts = (products: readonly Product[], product: Product, limit = 4) =>
  activeProducts(products)
    .filter((other) => other.category === product.category && other.id !== product.id)
    .sort(
      (a, b) =>
        Number(b.brand === product.brand) - Number(a.brand === product.brand) ||
        b.rating - a.rating,
    )
    .slice(0, limit);
