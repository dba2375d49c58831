import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import raw from '#catalog/products.json';
import { successHandlers } from './identity-toolkit.ts';

/**
 * The MSW server for Vitest; every identity call succeeds unless a test picks a scenario; the
 * shop's server knows no rating (every card reads the ratings once it runs) unless a test says,
 * and sells the catalog's active products as the catalog has them (the cart and the wishlist ask
 * it for what they kept; server/http/search.test.ts tests the server's own answer).
 */
export const server = setupServer(
  ...successHandlers,
  http.get('*/api/ratings', () => HttpResponse.json({ ratings: [] })),
  http.get('*/api/products', ({ request }) => {
    const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
    const sold = new Map(raw.filter((entry) => entry.isActive).map((entry) => [entry.id, entry]));
    return HttpResponse.json({ products: ids.flatMap((id) => sold.get(id) ?? []) });
  }),
);
