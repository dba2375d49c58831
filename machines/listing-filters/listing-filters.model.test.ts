import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describePath } from '#machines/model-testing.ts';
import {
  listingFiltersMachine,
  type FilterQuery,
  type ListingFiltersEvent,
  type TypedPrice,
} from './listing-filters.machine.ts';
import {
  selectDraft,
  selectIsDrawerOpen,
  selectPriceBoxes,
  selectQuery,
} from './listing-filters.selectors.ts';

// Model-based: every state a listing's filters can reach, by the shortest path to each, when the
// shopper chooses at once, types and applies prices in either panel (whole dollars, backwards,
// or no price), opens, changes, clears, applies or closes the drawer, and the listing shows what
// it loaded; the rules are checked on each of them.

const plain: FilterQuery = { page: 1 };
const cheap: FilterQuery = { page: 1, maxPriceCents: 10_000 };
const price = (text: string, cents: TypedPrice['cents']): TypedPrice => ({ text, cents });
const nine = price('900', 90_000);
const one = price('100', 10_000);
const notWhole = price('x', 'invalid');

const events: ListingFiltersEvent[] = [
  { type: 'query.change', query: cheap },
  { type: 'query.shown', query: plain },
  { type: 'drawer.open' },
  { type: 'drawer.close' },
  { type: 'drawer.apply' },
  { type: 'draft.change', query: cheap },
  { type: 'draft.clear', query: plain },
  ...(['sidebar', 'drawer'] as const).flatMap((panel): ListingFiltersEvent[] => [
    { type: 'price.typed', panel, min: nine, max: one },
    { type: 'price.typed', panel, min: notWhole, max: one },
    { type: 'price.apply', panel },
  ]),
];

const paths = getShortestPaths(listingFiltersMachine, { input: { query: plain }, events });

describe('listing-filters machine, every state the filters can reach', () => {
  it('reaches the listing loading and the drawer open, and each with a price problem', () => {
    const reached = paths.map(({ state }) => state);
    expect(reached.some((state) => state.hasTag('loading') && selectIsDrawerOpen(state))).toBe(
      true,
    );
    for (const panel of ['sidebar', 'drawer'] as const) {
      expect(reached.some((state) => selectPriceBoxes(state, panel).problem)).toBe(true);
    }
  });

  it('keeps the rules in every one of them', () => {
    for (const { state: snapshot, steps } of paths) {
      const how = describePath(steps);
      const shown = selectQuery(snapshot);
      // Loading exactly while the controls show a query the listing has not shown yet.
      expect(snapshot.hasTag('loading'), how).toBe(snapshot.context.requested !== null);
      // No price range anywhere is backwards.
      for (const query of [shown, selectDraft(snapshot)]) {
        const { minPriceCents: min, maxPriceCents: max } = query;
        if (min !== undefined && max !== undefined) expect(min, how).toBeLessThanOrEqual(max);
      }

      // Closing the drawer never changes what the listing shows or asks for.
      const [closed] = transition(listingFiltersMachine, snapshot, { type: 'drawer.close' });
      expect(selectIsDrawerOpen(closed), how).toBe(false);
      expect(selectQuery(closed), how).toBe(shown);

      // Opening it starts the draft from what the controls show, with untouched price boxes.
      if (!selectIsDrawerOpen(snapshot)) {
        const [opened] = transition(listingFiltersMachine, snapshot, { type: 'drawer.open' });
        expect(selectDraft(opened), how).toBe(shown);
        expect(selectPriceBoxes(opened, 'drawer'), how).toEqual({ typed: null, problem: null });
      }

      // Applying the drawer shows its draft; a closed drawer applies nothing.
      const [applied] = transition(listingFiltersMachine, snapshot, { type: 'drawer.apply' });
      expect(selectQuery(applied), how).toBe(
        selectIsDrawerOpen(snapshot) ? selectDraft(snapshot) : shown,
      );

      // Boxes that are not whole dollars never change a query, in either panel.
      for (const panel of ['sidebar', 'drawer'] as const) {
        const [typed] = transition(listingFiltersMachine, snapshot, {
          type: 'price.typed',
          panel,
          min: notWhole,
          max: one,
        });
        const [tried] = transition(listingFiltersMachine, typed, { type: 'price.apply', panel });
        expect(selectQuery(tried), how).toBe(shown);
        expect(selectDraft(tried), how).toBe(selectDraft(snapshot));
      }
    }
  });
});
