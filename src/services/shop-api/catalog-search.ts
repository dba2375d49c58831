import type { ListingPage } from '#catalog/listing.ts';
import { searchRoute } from '#shop-api/search.ts';
import { callRoute } from './api-client.ts';
import { readAnsweredPage } from './catalog-products.ts';

/** What the search page shows: a page of results, and the nearest words when none matched. */
export interface CatalogSearchResult {
  result: ListingPage;
  nearestTerms: string[];
}

/**
 * The catalog's products matching `text`, as the shop's server finds them
 * (docs/decisions/0038-search-on-the-server.md), narrowed, ordered and paged as the listing's
 * parameters in `params` (the search page's address) ask. Rejects with a `ShopApiError` the
 * shopper can read when the server cannot be reached or refuses.
 */
export async function searchCatalog(
  text: string,
  params: URLSearchParams,
): Promise<CatalogSearchResult> {
  const answer = await callRoute(searchRoute, {
    query: { ...Object.fromEntries(params), q: text },
  });
  return {
    result: readAnsweredPage(answer, `${searchRoute.method} ${searchRoute.path}`),
    nearestTerms: answer.nearestTerms,
  };
}
