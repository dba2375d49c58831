import type { CategoryListing, ListingScope } from '#catalog/category-listing.ts';
import { listingRoute, listingScopeParams } from '#shop-api/listing.ts';
import { callRoute } from './api-client.ts';
import { readAnsweredPage } from './catalog-products.ts';

/**
 * The listing of `scope` as the shop's server works it out over the products it sells now
 * (docs/decisions/0039-listings-on-the-server.md), narrowed, ordered and paged as the listing's
 * parameters in `params` (the listing page's address) ask. Rejects with a `ShopApiError` the
 * shopper can read when the server cannot be reached or refuses.
 */
export async function listOnServer(
  scope: ListingScope,
  params: URLSearchParams,
): Promise<CategoryListing> {
  // The listing's path says which products, never its address's query.
  const query = new URLSearchParams(params);
  query.delete(listingScopeParams.category);
  query.delete(listingScopeParams.brand);
  if (scope.category) query.set(listingScopeParams.category, scope.category);
  if (scope.brand) query.set(listingScopeParams.brand, scope.brand);
  const answer = await callRoute(listingRoute, { query: Object.fromEntries(query) });
  return {
    page: readAnsweredPage(answer, `${listingRoute.method} ${listingRoute.path}`),
    listed: answer.listed,
    elsewhere: answer.elsewhere,
  };
}
