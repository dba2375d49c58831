import { categories } from './taxonomy.ts';
import type { Product } from './product.ts';
import { listProducts, type ListingPage, type LiveFacts } from './listing.ts';
import type { ListingQuery, SpecFacetField } from './listing-query.ts';
import { activeProducts, countsByCategory, productsIn } from './queries.ts';

/**
 * The specification facets each category's listings offer: the one or two numbers shoppers of
 * that category choose by. Other categories have no facet a number describes well.
 */
const specFacetsByCategory: Readonly<Record<string, readonly SpecFacetField[]>> = {
  'phone-tablets': ['storage', 'ram'],
  'laptop-desktop': ['ram', 'storage'],
  component: ['storage', 'ram'],
  'office-equipment': ['screenSize'],
  gaming: ['refreshRate', 'screenSize'],
};

/** Which products a listing shows: all on sale, a category's, or one brand's in a category. */
export interface ListingScope {
  category?: string;
  brand?: string;
}

/** A listing as the shop shows it (`/products`, `/{category}`, `/{category}/{brand}`). */
export interface CategoryListing {
  /** One page of it, as the query asks. */
  page: ListingPage;
  /** How many products the scope holds before any filter: none makes a brand's path a 404. */
  listed: number;
  /** For a brand with nothing in the category: the categories where it has products. */
  elsewhere: { category: string; count: number }[];
}

/**
 * The listing of `scope` over `products`, one page of it as `query` asks, with the category's
 * specification facets: the same answer whether the build, the browser's tests or the shop's
 * server (`GET /api/listing`) works it out.
 */
export function listScope(
  products: readonly Product[],
  scope: ListingScope,
  query: ListingQuery,
  live: LiveFacts = {},
): CategoryListing {
  const listed = scope.category
    ? productsIn(products, scope.category, scope.brand)
    : activeProducts(products);
  const specFields = scope.category ? specFacetsByCategory[scope.category] : undefined;
  return {
    page: listProducts(listed, query, { specFields, ...live }),
    listed: listed.length,
    elsewhere: scope.brand && listed.length === 0 ? brandElsewhere(products, scope.brand) : [],
  };
}

/** The categories where `brand` has active products, with how many. */
function brandElsewhere(products: readonly Product[], brand: string) {
  const counts = countsByCategory(products.filter((product) => product.brand === brand));
  return categories.flatMap(({ slug }) => {
    const count = counts[slug] ?? 0;
    return count > 0 ? [{ category: slug, count }] : [];
  });
}
