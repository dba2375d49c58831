import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { searchMachine } from '#machines/search/search.machine.ts';
import type { SearchSuggestion } from '#machines/search/search.types.ts';
import { href, path, readSearchQuery, searchHref } from '#src/routing/paths.ts';
import { inspect } from '#src/actors/inspect.ts';
import { productImageSize } from '#src/services/catalog/product-image.ts';
import { useSearchServer, type SearchServer } from './server.ts';

/** The search machine with the suggestions `server` makes. */
const searchLogicOf = (server: SearchServer) =>
  searchMachine.provide({
    actors: {
      suggest: fromPromise<SearchSuggestion[], { query: string }>(async ({ input }) => {
        // The list that shows the answer loads beside it.
        void import('./search-suggestions.tsx');
        return (await server.suggest(input.query)).map(({ id, name, imageUrl, priceCents }) => ({
          id,
          name,
          image: { url: imageUrl, ...productImageSize },
          priceCents,
        }));
      }),
    },
  });

/**
 * A search entry point on the search machine: a submitted search opens the search page, a chosen
 * suggestion its product's page; on the search page the field shows the page's query.
 */
export function useSearch() {
  const server = useSearchServer();
  // The machine starts once, with the server of its first render (a test's fakes, or the real).
  const [searchLogic] = useState(() => searchLogicOf(server));
  const [snapshot, send, actorRef] = useMachine(searchLogic, { inspect, systemId: 'search' });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const subscriptions = [
      actorRef.on('search.requested', ({ query }) => void navigate(searchHref(query))),
      actorRef.on(
        'product.requested',
        ({ productId }) => void navigate(href('product', { productId })),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, navigate]);

  useEffect(() => {
    if (pathname === path.search) {
      send({ type: 'query.synced', query: readSearchQuery(new URLSearchParams(search)).query });
    }
  }, [pathname, search, send]);

  return [snapshot, send] as const;
}
