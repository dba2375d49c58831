import { brands as shopBrands, useCases, type UseCase } from './taxonomy.ts';
import type { Product } from './product.ts';
import type { ProductRating } from '#shop-api/ratings.ts';
import {
  MIN_RATINGS,
  specFacetFields,
  type ListingQuery,
  type ListingSort,
  type SpecFacetField,
} from './listing-query.ts';
import { matchesUseCase } from './use-cases.ts';

export const PAGE_SIZE = 24;

export interface FacetOption<Value> {
  value: Value;
  /** Products in the results with this value, counted with every other filter applied. */
  count: number;
}

export interface ListingFacets {
  /** Brands present, by label; only those with products. */
  brands: FacetOption<string>[];
  useCases: FacetOption<UseCase>[];
  /** Products rated at least each of `MIN_RATINGS`; none while the ratings are not known. */
  ratings: FacetOption<number>[];
  /** The listing's specification facets that have values, each value ascending. */
  specs: { field: SpecFacetField; options: FacetOption<number>[] }[];
  /** The cheapest and dearest price among the results before the price filter, in cents. */
  priceRange?: { minCents: number; maxCents: number };
}

export interface ListingPage {
  /** The products of the page, in the chosen order. */
  products: Product[];
  /** How many products match, on all pages. */
  total: number;
  /** The page shown: the one asked for, or the last when it asked for one past it. */
  page: number;
  pageCount: number;
  facets: ListingFacets;
}

/** A filter's name: each specification field is a filter of its own. */
type Filter =
  | 'brands'
  | 'price'
  | 'inStockOnly'
  | 'availableAt'
  | 'useCase'
  | 'minRating'
  | `spec:${SpecFacetField}`;
type FilterTests = Partial<Record<Filter, (product: Product) => boolean>>;

const specValue = (product: Product, field: SpecFacetField): number | undefined => {
  const value = (product.specifications as Partial<Record<SpecFacetField, number>>)[field];
  return typeof value === 'number' ? value : undefined;
};

// The use cases a product suits, worked out once per product: matching reads its name and
// categories, and every listing asks for every product.
const suitedUseCasesCache = new WeakMap<Product, readonly UseCase[]>();
function suitedUseCasesOf(product: Product): readonly UseCase[] {
  let suited = suitedUseCasesCache.get(product);
  if (!suited) {
    suited = useCases.filter((useCase) => matchesUseCase(product, useCase));
    suitedUseCasesCache.set(product, suited);
  }
  return suited;
}

/** Every product's rating from the shop's reviews (src/services/ratings.ts); none: no review. */
export type RatingsById = ReadonlyMap<string, ProductRating>;

/** The product's average stars, 0 for one without a review. */
const averageOf = (ratings: RatingsById, product: Product) => ratings.get(product.id)?.average ?? 0;

/**
 * What a listing knows now beyond the catalog (the shop's server reads it): every product's
 * rating, and the products with units at the store the query's `availableAt` names.
 */
export interface LiveFacts {
  ratings?: RatingsById;
  /** Ids of the products the query's store has now; not known, none passes. */
  atStore?: ReadonlySet<string>;
}

/** Each filter of a query as a test, so that a facet can count with all filters but its own. */
function filterTests(
  query: ListingQuery,
  ratings: RatingsById,
  atStore: ReadonlySet<string>,
): FilterTests {
  const tests: FilterTests = {};
  if (query.brands.length > 0) tests.brands = (product) => query.brands.includes(product.brand);
  const { minPriceCents = 0, maxPriceCents = Infinity, useCase, minRating } = query;
  if (query.minPriceCents !== undefined || query.maxPriceCents !== undefined) {
    tests.price = (product) =>
      product.priceCents >= minPriceCents && product.priceCents <= maxPriceCents;
  }
  if (query.inStockOnly) tests.inStockOnly = (product) => product.inStock;
  if (query.availableAt) tests.availableAt = (product) => atStore.has(product.id);
  if (useCase) tests.useCase = (product) => suitedUseCasesOf(product).includes(useCase);
  if (minRating !== undefined)
    tests.minRating = (product) => averageOf(ratings, product) >= minRating;
  for (const field of specFacetFields) {
    const wanted = query.specs[field];
    if (wanted?.length)
      tests[`spec:${field}`] = (product) => wanted.includes(specValue(product, field) ?? NaN);
  }
  return tests;
}

const passes = (product: Product, tests: FilterTests, except?: Filter): boolean => {
  for (const filter in tests) {
    if (filter !== except && !tests[filter as Filter]!(product)) return false;
  }
  return true;
};

type Compare = (a: Product, b: Product) => number;

const compareBy: Record<ListingSort, ((ratings: RatingsById) => Compare) | undefined> = {
  relevance: undefined,
  // In stock first, then what the shop features and sells most.
  featured: () => (a, b) =>
    Number(b.inStock) - Number(a.inStock) ||
    Number(b.isFeatured) - Number(a.isFeatured) ||
    Number(b.isBestSeller) - Number(a.isBestSeller),
  'price-asc': () => (a, b) => a.priceCents - b.priceCents,
  'price-desc': () => (a, b) => b.priceCents - a.priceCents,
  // The best rated first, the more reviewed first among equals; those without a review last.
  rating: (ratings) => (a, b) =>
    averageOf(ratings, b) - averageOf(ratings, a) ||
    (ratings.get(b.id)?.count ?? 0) - (ratings.get(a.id)?.count ?? 0),
  newest: () => (a, b) => b.createdAt.localeCompare(a.createdAt),
};

/** Counts per value of `valuesOf`, over the products that pass every test but `except`'s. */
function countBy<Value>(
  products: readonly Product[],
  tests: FilterTests,
  except: Filter,
  valuesOf: (product: Product) => Iterable<Value>,
): Map<Value, number> {
  const counts = new Map<Value, number>();
  for (const product of products) {
    if (!passes(product, tests, except)) continue;
    for (const value of valuesOf(product)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** The cheapest and dearest price of `products` in cents, if there are any. */
function priceRange(products: Iterable<Product>): ListingFacets['priceRange'] {
  let minCents = Infinity;
  let maxCents = -Infinity;
  for (const { priceCents } of products) {
    minCents = Math.min(minCents, priceCents);
    maxCents = Math.max(maxCents, priceCents);
  }
  return minCents <= maxCents ? { minCents, maxCents } : undefined;
}

/**
 * One page of `products` (a listing's, or search results in relevance order) as `query` asks:
 * filtered, sorted (a stable sort, so equal products keep the order they came in), cut into pages
 * of `PAGE_SIZE`, with the facets to narrow it further. `specFields` are the specification
 * facets the listing offers; `ratings` the products' ratings when known (the caller reads them
 * when the query filters or sorts by rating: without them, the rating facet offers nothing);
 * `atStore` the products the query's store has (no facet counts the stores: that would read
 * every store's units for every listing).
 */
export function listProducts(
  products: readonly Product[],
  query: ListingQuery,
  {
    specFields = [],
    ratings,
    atStore = new Set(),
  }: { specFields?: readonly SpecFacetField[] } & LiveFacts = {},
): ListingPage {
  const tests = filterTests(query, ratings ?? new Map(), atStore);
  const matching = products.filter((product) => passes(product, tests));
  const compare = compareBy[query.sort];
  if (compare) matching.sort(compare(ratings ?? new Map()));
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);

  const brandCounts = countBy(products, tests, 'brands', (product) => [product.brand]);
  const useCaseCounts = countBy(products, tests, 'useCase', suitedUseCasesOf);
  const ratingCounts =
    ratings &&
    countBy(products, tests, 'minRating', (product) =>
      MIN_RATINGS.filter((rating) => averageOf(ratings, product) >= rating),
    );
  const facets: ListingFacets = {
    // A chosen brand stays even when other filters leave none of it, so it can be unchosen.
    brands: shopBrands.flatMap(({ slug }) => {
      const count = brandCounts.get(slug) ?? 0;
      return count > 0 || query.brands.includes(slug) ? [{ value: slug, count }] : [];
    }),
    useCases: useCases.map((value) => ({ value, count: useCaseCounts.get(value) ?? 0 })),
    ratings: ratingCounts
      ? MIN_RATINGS.map((value) => ({ value, count: ratingCounts.get(value) ?? 0 }))
      : [],
    specs: specFields.flatMap((field) => {
      const counts = countBy(products, tests, `spec:${field}`, (product) => {
        const value = specValue(product, field);
        return value === undefined ? [] : [value];
      });
      for (const value of query.specs[field] ?? []) counts.set(value, counts.get(value) ?? 0);
      const options = [...counts]
        .sort(([a], [b]) => a - b)
        .map(([value, count]) => ({ value, count }));
      // One value to choose narrows nothing, unless it is chosen already.
      return options.length > 1 || query.specs[field]?.length ? [{ field, options }] : [];
    }),
    priceRange: priceRange(products.filter((product) => passes(product, tests, 'price'))),
  };
  return {
    products: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pageCount,
    facets,
  };
}
