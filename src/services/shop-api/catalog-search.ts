import type { ListingFacets, ListingPage } from '#catalog/listing.ts';
import { specFacetFields } from '#catalog/listing-query.ts';
import { useCases } from '#catalog/taxonomy.ts';
import { searchRoute, type SearchAnswer } from '#shop-api/search.ts';
import { callRoute } from './api-client.ts';
import { readAnswered } from './catalog-products.ts';

/** What the search page shows: a page of results, and the nearest words when none matched. */
export interface CatalogSearchResult {
  result: ListingPage;
  nearestTerms: string[];
}

const isKnown =
  <Value>(known: readonly Value[]) =>
  (option: { value: unknown }): option is { value: Value; count: number } =>
    known.includes(option.value as Value);

/** The facets of an answer, each value one this build offers (a newer server may know more). */
function facetsOf(facets: SearchAnswer['facets']): ListingFacets {
  return {
    ...facets,
    useCases: facets.useCases.filter(isKnown(useCases)),
    specs: facets.specs.flatMap(({ field, options }) => {
      const known = specFacetFields.find((name) => name === field);
      return known ? [{ field: known, options }] : [];
    }),
  };
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
  const products = readAnswered(answer.products, `${searchRoute.method} ${searchRoute.path}`);
  return {
    result: { ...answer, products, facets: facetsOf(answer.facets) },
    nearestTerms: answer.nearestTerms,
  };
}
