import { brands, useCases, type UseCase } from './taxonomy.ts';
import { listingParams } from './listing-params.ts';
import { centsOf, wholeDollars } from '#shop-api/money.ts';
import { priceRangeOf, readPriceBound } from './price-range.ts';
import { storeIds, type StoreId } from '#shop-api/stores.ts';

/**
 * What a shopper asked of a listing or of the search results: filters, sort and page, read from
 * and written to the URL's query string so that back, forward, a reload and a shared link all
 * give the same view. Reading never fails: a value the shop does not know is left out, a price
 * range follows the filter's own rule (given backwards it is turned round), a page that is no
 * number counts as the first.
 */
export interface ListingQuery {
  /** Brand slugs, in the order of the URL, without repeats. */
  brands: string[];
  /** Inclusive bounds in cents; the URL writes them in whole dollars. */
  minPriceCents?: number;
  maxPriceCents?: number;
  inStockOnly: boolean;
  /** The store whose units the products must have now (`inStockOnly` is the warehouse's). */
  availableAt?: StoreId;
  useCase?: UseCase;
  /** Whole stars: 4 keeps products rated 4.0 and above. */
  minRating?: number;
  /** Wanted values of a numeric specification (`ram: [8, 16]`), any of which will do. */
  specs: Partial<Record<SpecFacetField, number[]>>;
  sort: ListingSort;
  /** From 1; a page past the last is corrected when the results are known. */
  page: number;
}

/** The numeric specifications a listing can be filtered by. */
export const specFacetFields = ['ram', 'storage', 'screenSize', 'refreshRate'] as const;
export type SpecFacetField = (typeof specFacetFields)[number];

/** 'relevance' is the search results' own order, 'featured' the listings'. */
const listingSorts = [
  'relevance',
  'featured',
  'price-asc',
  'price-desc',
  'rating',
  'newest',
] as const;
export type ListingSort = (typeof listingSorts)[number];

/** A listing orders by 'featured' unless told otherwise; search results by 'relevance'. */
export type ListingKind = 'listing' | 'search';

/** The sorts a kind of listing offers, its default first. */
export const sortsFor = (kind: ListingKind): readonly ListingSort[] =>
  listingSorts.filter((sort) => sort !== (kind === 'listing' ? 'relevance' : 'featured'));

export const MIN_RATINGS = [4, 3, 2] as const;

/** The most values a list parameter keeps: a hand-made URL cannot make the page do unbounded work. */
const MAX_LIST_VALUES = 50;

const listOf = (value: string | null): string[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].slice(0, MAX_LIST_VALUES);

/** A whole number within bounds written plainly ('12', not '1e1' or '0x1'), else undefined. */
function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\s*\d{1,9}\s*$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** A decimal number as specification values are written ('6.1', '512'), else undefined. */
function specValue(value: string): number | undefined {
  if (!/^\d{1,6}(?:\.\d{1,2})?$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

const shopBrands = new Set(brands.map((brand) => brand.slug));

/**
 * The listing query in `params`; `kind` decides the default sort. Unknown and malformed values
 * are dropped; the price bounds follow the price filter's rule
 * (catalog/price-range.ts): min above max swaps the two, as the filter's
 * boxes do.
 */
export function readListingQuery(params: URLSearchParams, kind: ListingKind): ListingQuery {
  const sorts = sortsFor(kind);
  const sort = params.get(listingParams.sort)?.trim().toLowerCase();
  const bound = (name: string) => {
    const dollars = readPriceBound(params.get(name));
    return dollars === 'invalid' ? undefined : dollars;
  };
  const price = priceRangeOf(
    bound(listingParams.minPriceCents),
    bound(listingParams.maxPriceCents),
  );
  const useCase = params.get(listingParams.useCase)?.trim().toLowerCase();
  const store = params.get(listingParams.availableAt)?.trim().toLowerCase();
  const specs: ListingQuery['specs'] = {};
  for (const field of specFacetFields) {
    // Repeats removed once read as numbers: '8', '08' and '8.0' are one value.
    const values = [
      ...new Set(listOf(params.get(field)).flatMap((value) => specValue(value) ?? [])),
    ];
    if (values.length > 0) specs[field] = values;
  }
  return {
    brands: listOf(params.get(listingParams.brands)).filter((brand) => shopBrands.has(brand)),
    minPriceCents: price.min === undefined ? undefined : centsOf(price.min),
    maxPriceCents: price.max === undefined ? undefined : centsOf(price.max),
    inStockOnly: ['1', 'true'].includes(params.get(listingParams.inStockOnly)?.trim() ?? ''),
    availableAt: storeIds.find((known) => known === store),
    useCase: useCases.find((known) => known === useCase),
    minRating: MIN_RATINGS.find(
      (rating) => rating === wholeNumber(params.get(listingParams.minRating), 1, 5),
    ),
    specs,
    sort: sorts.find((known) => known === sort) ?? sorts[0]!,
    page: wholeNumber(params.get(listingParams.page), 1, Number.MAX_SAFE_INTEGER) ?? 1,
  };
}

/** The query with nothing chosen: what a listing shows at its plain path. */
export const defaultListingQuery = (kind: ListingKind): ListingQuery => ({
  brands: [],
  inStockOnly: false,
  specs: {},
  sort: sortsFor(kind)[0]!,
  page: 1,
});

/**
 * The query string for `query` (with its `?`, or '' when nothing is chosen): defaults are left
 * out and parameters come in one order, so one view has one URL. `extra` comes first (the search
 * page's `q`).
 */
export function writeListingQuery(
  query: ListingQuery,
  kind: ListingKind,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set(listingParams.brands, query.brands.join(','));
  const { minPriceCents, maxPriceCents } = query;
  set(
    listingParams.minPriceCents,
    minPriceCents === undefined ? undefined : wholeDollars(minPriceCents),
  );
  set(
    listingParams.maxPriceCents,
    maxPriceCents === undefined ? undefined : wholeDollars(maxPriceCents),
  );
  if (query.inStockOnly) set(listingParams.inStockOnly, 1);
  set(listingParams.availableAt, query.availableAt);
  set(listingParams.useCase, query.useCase);
  set(listingParams.minRating, query.minRating);
  for (const field of specFacetFields) set(field, query.specs[field]?.join(','));
  if (query.sort !== sortsFor(kind)[0]) set(listingParams.sort, query.sort);
  if (query.page > 1) set(listingParams.page, query.page);
  const written = params.toString().replaceAll('%2C', ',');
  return written ? `?${written}` : '';
}

/** One chosen filter, with the query that drops it (on its first page). */
export type ChosenFilter = { without: ListingQuery } & (
  | { kind: 'brand'; brand: string }
  | { kind: 'price'; minPriceCents?: number; maxPriceCents?: number }
  | { kind: 'inStock' }
  | { kind: 'availableAt'; store: StoreId }
  | { kind: 'useCase'; useCase: UseCase }
  | { kind: 'rating'; minRating: number }
  | { kind: 'spec'; field: SpecFacetField; value: number }
);

/** Each chosen filter (not sort or page): a brand or a specification value each, the price range once. */
export function chosenFilters(query: ListingQuery): ChosenFilter[] {
  const base = { ...query, page: 1 };
  const chosen: ChosenFilter[] = query.brands.map((brand) => ({
    kind: 'brand',
    brand,
    without: { ...base, brands: query.brands.filter((other) => other !== brand) },
  }));
  const { minPriceCents, maxPriceCents, availableAt, useCase, minRating } = query;
  if (minPriceCents !== undefined || maxPriceCents !== undefined) {
    chosen.push({
      kind: 'price',
      minPriceCents,
      maxPriceCents,
      without: { ...base, minPriceCents: undefined, maxPriceCents: undefined },
    });
  }
  if (query.inStockOnly) chosen.push({ kind: 'inStock', without: { ...base, inStockOnly: false } });
  if (availableAt) {
    chosen.push({
      kind: 'availableAt',
      store: availableAt,
      without: { ...base, availableAt: undefined },
    });
  }
  if (useCase) chosen.push({ kind: 'useCase', useCase, without: { ...base, useCase: undefined } });
  if (minRating !== undefined) {
    chosen.push({ kind: 'rating', minRating, without: { ...base, minRating: undefined } });
  }
  for (const field of specFacetFields) {
    const values = query.specs[field] ?? [];
    for (const value of values) {
      const rest = values.filter((other) => other !== value);
      chosen.push({
        kind: 'spec',
        field,
        value,
        without: { ...base, specs: { ...query.specs, [field]: rest } },
      });
    }
  }
  return chosen;
}

/** How many filters are chosen: the phone's 'Filters (2)' button. */
export const countFilters = (query: ListingQuery): number => chosenFilters(query).length;

/** The same view with no filters: sort kept, first page. */
export const withoutFilters = (query: ListingQuery): ListingQuery => ({
  ...query,
  brands: [],
  minPriceCents: undefined,
  maxPriceCents: undefined,
  inStockOnly: false,
  availableAt: undefined,
  useCase: undefined,
  minRating: undefined,
  specs: {},
  page: 1,
});
