import type { SnapshotFrom } from 'xstate';
import type { FilterPanel, listingFiltersMachine } from './listing-filters.machine.ts';

type ListingFiltersSnapshot = SnapshotFrom<typeof listingFiltersMachine>;

/** What the listing's controls show: the query asked for while it loads, else the one shown. */
export const selectQuery = (snapshot: ListingFiltersSnapshot) =>
  snapshot.context.requested ?? snapshot.context.shown;

export const selectIsDrawerOpen = (snapshot: ListingFiltersSnapshot) =>
  snapshot.hasTag('drawerOpen');

/** The drawer's choices, not yet applied. */
export const selectDraft = (snapshot: ListingFiltersSnapshot) => snapshot.context.draft;

/** A panel's price boxes: what was typed in them (`null`: the query's bounds) and its problem. */
export const selectPriceBoxes = (snapshot: ListingFiltersSnapshot, panel: FilterPanel) =>
  snapshot.context.prices[panel];
