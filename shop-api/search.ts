import * as v from 'valibot';
import type { Route } from './route.ts';
import { SEARCH_QUERY_MAX } from './search-query.ts';
import { count, listingPageEntries } from './listing.ts';

// The catalog's search, on the server: the search page's results and the search box's
// suggestions. The browser never builds an index of the whole catalog (docs/decisions/0038).

const searchText = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Type what to search for'),
  v.check(
    (text) => [...text].length <= SEARCH_QUERY_MAX,
    `A search is at most ${SEARCH_QUERY_MAX} characters`,
  ),
);

/**
 * A search and the listing's own parameters as the search page's address writes them (brand,
 * price, sort, page...): the server reads those as the page reads its address
 * (`readListingQuery`), so a parameter the listing does not know is left out, never refused.
 */
const searchQuery = v.looseObject({ q: searchText });

/**
 * One page of the products that match, as a listing's (`listingPageEntries`), and the nearest
 * known words when nothing matched.
 */
const searchAnswer = v.object({ ...listingPageEntries, nearestTerms: v.array(v.string()) });

export type SearchAnswer = v.InferOutput<typeof searchAnswer>;

export const searchRoute = {
  method: 'GET',
  path: '/search',
  who: 'anyone',
  query: searchQuery,
  answer: searchAnswer,
} as const satisfies Route;

/** What the search box offers while the shopper types: the best few products, small. */
const suggestionsAnswer = v.object({
  suggestions: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      imageUrl: v.string(),
      priceCents: count,
    }),
  ),
});
export type SearchSuggestionAnswer = v.InferOutput<typeof suggestionsAnswer>['suggestions'];

export const searchSuggestionsRoute = {
  method: 'GET',
  path: '/search/suggestions',
  who: 'anyone',
  query: v.object({ q: searchText }),
  answer: suggestionsAnswer,
} as const satisfies Route;
