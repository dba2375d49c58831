import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listScope } from '#catalog/category-listing.ts';
import { readListingQuery } from '#catalog/listing-query.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import raw from '#catalog/products.json';
import { listingScopeParams } from '#shop-api/listing.ts';
import { successHandlers } from './identity-toolkit.ts';

/**
 * The MSW server for Vitest; every identity call succeeds unless a test picks a scenario; the
 * shop's server knows no rating (every card reads the ratings once it runs), no store's units (a
 * listing narrowed to a store is empty) and runs no offer unless a test says,
 * and sells the catalog's active products as the catalog has them (the cart and the wishlist ask
 * it for what they kept, a listing page for its listing; server/http/catalog.test.ts tests the
 * server's own answers).
 */
const shopProducts = parseCatalog(raw).products;
/** The catalog's active entries by id: what the shop's server sells. */
const soldById = new Map(raw.filter((entry) => entry.isActive).map((entry) => [entry.id, entry]));

export const server = setupServer(
  ...successHandlers,
  http.get('*/api/ratings', () => HttpResponse.json({ ratings: [] })),
  http.get('*/api/offers', () => HttpResponse.json({ sales: [], codes: [] })),
  http.get('*/api/products', ({ request }) => {
    const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
    return HttpResponse.json({ products: ids.flatMap((id) => soldById.get(id) ?? []) });
  }),
  http.get('*/api/listing', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const scope = {
      category: params.get(listingScopeParams.category) ?? undefined,
      brand: params.get(listingScopeParams.brand) ?? undefined,
    };
    const query = readListingQuery(params, 'listing');
    const { page, listed, elsewhere } = listScope(shopProducts, scope, query, {
      ratings: new Map(),
    });
    return HttpResponse.json({
      ...page,
      products: page.products.map(({ id }) => soldById.get(id)),
      listed,
      elsewhere,
    });
  }),
);
