import { findCategory, type UseCase } from './taxonomy.ts';
import type { Product } from './product.ts';
import { activeProducts, listingCategories } from './queries.ts';

/**
 * The words that also put a product under a home tab, besides its own `useCase`
 * (docs/decisions/0016-what-is-shown-when.md).
 */
export const useCaseKeywords: Readonly<Record<UseCase, readonly string[]>> = {
  students: ['laptop', 'tablet', 'budget'],
  gamers: ['gaming', 'rgb'],
  professionals: ['workstation', 'pro', 'business'],
  travelers: ['portable', 'travel', 'compact'],
};

// A keyword counts as a whole word, or its plural ('Laptops', 'Tablets'), ignoring case; words
// are runs of letters and digits, so 'Pro' and 'pro-grade' match 'pro' but 'Projector' does not.
const keywordPatterns = Object.fromEntries(
  Object.entries(useCaseKeywords).map(([useCase, keywords]) => [
    useCase,
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${keywords.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`, 'iu'),
  ]),
) as Record<UseCase, RegExp>;

/**
 * True when the product suits the use case: it lists it, or a keyword of it (see
 * `useCaseKeywords`) is a word of the product's name or of the label or slug of a category it is
 * listed in.
 */
export function matchesUseCase(product: Product, useCase: UseCase): boolean {
  if (product.useCase.includes(useCase)) return true;
  const categoryNames = listingCategories(product).flatMap((slug) => [
    findCategory(slug)?.label ?? slug,
    slug,
  ]);
  return [product.name, ...categoryNames].some((text) => keywordPatterns[useCase].test(text));
}

/** The active products a home tab shows, in catalog order. */
export const productsForUseCase = (products: readonly Product[], useCase: UseCase) =>
  activeProducts(products).filter((product) => matchesUseCase(product, useCase));
