import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { searchMachine } from '../../../machines/search/search.machine';
import type { SearchSuggestion } from '../../../machines/search/search.types';
import { href, path, searchHref, searchQueryOf } from '../../app/paths';
import { inspect } from '../../app/inspect';
import { productImageSize } from '../../services/catalog/product-image';

/** The search machine with suggestions from the product search, loaded with the catalog on first use. */
const searchLogic = searchMachine.provide({
  actors: {
    suggest: fromPromise<SearchSuggestion[], { query: string }>(async ({ input }) => {
      // The list that shows the answer loads beside it.
      void import('./search-suggestions');
      const { loadProductSearch } = await import('../../services/catalog/load-product-search');
      return (await loadProductSearch())
        .suggest(input.query)
        .map(({ id, name, imageUrl, price }) => ({
          id,
          name,
          image: { url: imageUrl, ...productImageSize },
          price,
        }));
    }),
  },
});

/**
 * A search entry point on the search machine: a submitted search opens the search page, a chosen
 * suggestion its product's page; on the search page the field shows the page's query.
 */
export function useSearch() {
  const [snapshot, send, actorRef] = useMachine(searchLogic, { inspect });
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
      send({ type: 'query.synced', query: searchQueryOf(new URLSearchParams(search)) });
    }
  }, [pathname, search, send]);

  return [snapshot, send] as const;
}
