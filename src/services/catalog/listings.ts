import { listScope, type CategoryListing, type ListingScope } from '#catalog/category-listing.ts';
import { readListingQuery } from '#catalog/listing-query.ts';
import { catalog } from './catalog.ts';

/**
 * A listing as the page at `url` asks for it. The build prerenders each listing's first view from
 * the catalog it is built with; in the browser the shop's server answers, over what it sells now
 * (docs/decisions/0039-listings-on-the-server.md): the browser never downloads the catalog to
 * list a part of it. The build's branch is left out of the browser's code, and the server's
 * client (the catalog's schema with it) loads on the first listing the browser asks for: a
 * prerendered listing's first view needs neither.
 */
export async function readListing(scope: ListingScope, url: URL): Promise<CategoryListing> {
  if (!import.meta.env.SSR) {
    const { listOnServer } = await import('#src/services/shop-api/catalog-listing.ts');
    return listOnServer(scope, url.searchParams);
  }
  return listScope(await catalog.products(), scope, readListingQuery(url.searchParams, 'listing'));
}
