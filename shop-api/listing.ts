import * as v from 'valibot';
import type { Route } from './route.ts';

// A listing on the server: `/products`, `/{category}` and `/{category}/{brand}` with the filters,
// sort and page of their address, worked out over the products the shop sells now. The browser
// never downloads the whole catalog to list a part of it (docs/decisions/0039-listings-on-the-server.md).

/** A count of things: a whole number, 0 or more. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const facetOptions = <Value extends v.GenericSchema>(value: Value) =>
  v.array(v.object({ value, count }));

/**
 * One page of products narrowed, ordered and paged as asked, with the facets that narrow it
 * further (catalog/listing.ts `ListingPage`). Each product is in the catalog's own form
 * (catalog/products.json), whose schema the catalog holds: the browser reads each with it
 * (`productSchema`).
 */
export const listingPageEntries = {
  products: v.array(v.looseObject({ id: v.string() })),
  total: count,
  page: v.pipe(count, v.minValue(1)),
  pageCount: count,
  facets: v.object({
    brands: facetOptions(v.string()),
    useCases: facetOptions(v.string()),
    ratings: facetOptions(v.number()),
    specs: v.array(v.object({ field: v.string(), options: facetOptions(v.number()) })),
    priceRange: v.optional(v.object({ minCents: count, maxCents: count })),
  }),
};

export type ListingPageAnswer = v.InferOutput<v.ObjectSchema<typeof listingPageEntries, undefined>>;

const slug = (what: string) =>
  v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, `A ${what} is named in lowercase letters`));

/**
 * Which products (`scopeCategory`, and `scopeBrand` within it: the listing's path), and the
 * listing's own parameters as the listing page's address writes them (brand, price, sort,
 * page...): the server reads those as the page reads its address (`readListingQuery`), so a
 * parameter the listing does not know is left out, never refused.
 */
export const listingScopeParams = { category: 'scopeCategory', brand: 'scopeBrand' } as const;
const listingQuery = v.looseObject({
  [listingScopeParams.category]: v.optional(slug('category')),
  [listingScopeParams.brand]: v.optional(slug('brand')),
});

/** The page, how many the scope holds unfiltered, and where a brand with none here has some. */
const listingAnswer = v.object({
  ...listingPageEntries,
  listed: count,
  elsewhere: v.array(v.object({ category: v.string(), count })),
});

export type ListingAnswer = v.InferOutput<typeof listingAnswer>;

export const listingRoute = {
  method: 'GET',
  path: '/listing',
  who: 'anyone',
  query: listingQuery,
  answer: listingAnswer,
} as const satisfies Route;
