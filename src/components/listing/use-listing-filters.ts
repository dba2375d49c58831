import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  listingFiltersMachine,
  type FilterQuery,
} from '#machines/listing-filters/listing-filters.machine.ts';
import {
  selectDraft,
  selectIsDrawerOpen,
  selectPriceBoxes,
  selectQuery,
} from '#machines/listing-filters/listing-filters.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import type { ListingQuery } from '#catalog/listing-query.ts';

// The machine keeps each query as it was given and reads only its price bounds and page, so
// every query it gives back is one of ours.
const asListingQuery = (query: FilterQuery) => query as ListingQuery;

/**
 * A listing's filters, sort and drawer on the listing-filters machine: `shownQuery` is what the
 * listing shows (its URL's); a choice navigates to the URL of the query asked for, keeping the
 * scroll position (a filter or the sort changes what is shown, not where the shopper is).
 */
export function useListingFilters(
  shownQuery: ListingQuery,
  hrefFor: (query: ListingQuery) => string,
) {
  const [snapshot, send, actorRef] = useMachine(listingFiltersMachine, {
    input: { query: shownQuery },
    inspect,
    systemId: 'listingFilters',
  });
  const navigate = useNavigate();

  const show = useEffectEvent(
    (query: FilterQuery) =>
      void navigate(hrefFor(asListingQuery(query)), { preventScrollReset: true }),
  );
  useEffect(() => {
    const subscription = actorRef.on('query.requested', ({ query }) => show(query));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    // At mount the machine already shows this query: an event would still be a new snapshot, and
    // an external store's update renders the whole listing again in one task (615 ms at 4x CPU).
    const { shown, requested } = actorRef.getSnapshot().context;
    if (shown === shownQuery && requested === null) return;
    send({ type: 'query.shown', query: shownQuery });
  }, [actorRef, send, shownQuery]);

  return {
    send,
    /** What the controls show: what the shopper asked for while it loads, else what is shown. */
    query: asListingQuery(selectQuery(snapshot)),
    draft: asListingQuery(selectDraft(snapshot)),
    isDrawerOpen: selectIsDrawerOpen(snapshot),
    sidebarPrice: selectPriceBoxes(snapshot, 'sidebar'),
    drawerPrice: selectPriceBoxes(snapshot, 'drawer'),
  };
}
