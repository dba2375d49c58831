import { catalogSearch } from '#server/shop/catalog-search.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

/**
 * The catalog's search (docs/decisions/0038-search-on-the-server.md): one index an instance,
 * built at its first search.
 */
export function searchRoutes({ db }: ResourceContext): Handlers<'search' | 'searchSuggestions'> {
  const catalog = catalogSearch(db);
  return {
    search: async ({ c, query }) => {
      // The listing's parameters are read as the search page reads its own address.
      const params = new URL(c.req.url).searchParams;
      const answer = await catalog.search(query.q, params);
      // The same for everyone, and stock a few seconds old is what every listing shows.
      c.header('Cache-Control', 'public, max-age=5');
      return c.json(answer);
    },
    searchSuggestions: async ({ c, query }) => {
      const suggestions = await catalog.suggest(query.q);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ suggestions });
    },
  };
}
