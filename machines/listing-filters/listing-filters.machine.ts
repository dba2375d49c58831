import { assign, emit, setup } from 'xstate';
import { priceRangeOf } from '#catalog/price-range.ts';

/**
 * What the machine reads of a listing's query (catalog/listing-query.ts): its price
 * bounds, in cents, and its page. Every other filter and the sort it keeps as it was given.
 */
export interface FilterQuery {
  minPriceCents?: number;
  maxPriceCents?: number;
  page: number;
}

/** The two panels of filters a listing has: the wide screen's sidebar and the phone's drawer. */
export type FilterPanel = 'sidebar' | 'drawer';

/**
 * A price box as the shopper left it: its text, and the bound it reads as by the price rule
 * (`readPriceBound`), in cents (the money module converts): `undefined` when blank, 'invalid'
 * when it is no whole dollars.
 */
export interface TypedPrice {
  text: string;
  cents: number | undefined | 'invalid';
}

/** A panel's price boxes: what was typed in them, if anything, and what is wrong with it. */
export interface PriceBoxes {
  /** `null`: nothing typed since the boxes last showed the query's bounds. */
  typed: { min: TypedPrice; max: TypedPrice } | null;
  /** 'notWhole': a box holds something other than whole dollars. */
  problem: 'notWhole' | null;
}

export interface ListingFiltersInput {
  /** The query the listing shows: the one its URL describes. */
  query: FilterQuery;
}

export interface ListingFiltersContext {
  /** The query the listing shows (its URL's). */
  shown: FilterQuery;
  /** The query the shopper asked for and the listing is loading, shown by the controls meanwhile. */
  requested: FilterQuery | null;
  /** The drawer's choices, not yet applied. */
  draft: FilterQuery;
  prices: Record<FilterPanel, PriceBoxes>;
}

export type ListingFiltersEvent =
  /** The listing now shows `query` (its URL's, back and forward included). */
  | { type: 'query.shown'; query: FilterQuery }
  /** A choice that applies at once: a filter in the sidebar, the sort. */
  | { type: 'query.change'; query: FilterQuery }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  /** 'Show N products': the draft becomes the listing's query. */
  | { type: 'drawer.apply' }
  /** A filter chosen in the drawer: `query` is the draft with it. */
  | { type: 'draft.change'; query: FilterQuery }
  /** 'Clear filters' in the drawer: `query` is the draft without its filters. */
  | { type: 'draft.clear'; query: FilterQuery }
  /** The panel's price boxes now hold `min` and `max`. */
  | ({ type: 'price.typed' } & TypedPrices)
  /** The panel's price form is submitted: 'Apply price' in the sidebar, Enter in either. */
  | { type: 'price.apply'; panel: FilterPanel };

export type ListingFiltersEmitted =
  /** Show `query`: the app navigates to its URL. */
  { type: 'query.requested'; query: FilterQuery };

/** What the listing's controls show: what was asked for while it loads, else what is shown. */
const currentQuery = (context: ListingFiltersContext) => context.requested ?? context.shown;

const samePrice = (a: FilterQuery, b: FilterQuery) =>
  a.minPriceCents === b.minPriceCents && a.maxPriceCents === b.maxPriceCents;

const untouched: PriceBoxes = { typed: null, problem: null };

type PriceCheck =
  { ok: true; minPriceCents?: number; maxPriceCents?: number } | { ok: false; problem: 'notWhole' };

/** The price rule on a panel's boxes; nothing typed is nothing to apply. */
function checkPrices({ typed }: PriceBoxes): PriceCheck | null {
  if (!typed) return null;
  const { min, max } = typed;
  if (min.cents === 'invalid' || max.cents === 'invalid') return { ok: false, problem: 'notWhole' };
  const range = priceRangeOf(min.cents, max.cents);
  return { ok: true, minPriceCents: range.min, maxPriceCents: range.max };
}

/** `query` with another price range, back on its first page. */
const withPrice = (
  query: FilterQuery,
  { minPriceCents, maxPriceCents }: Pick<FilterQuery, 'minPriceCents' | 'maxPriceCents'>,
) => ({
  ...query,
  minPriceCents,
  maxPriceCents,
  page: 1,
});

/**
 * `shown` and `requested` as given; the sidebar's price boxes show the query's bounds again when
 * those change (back, forward, a chip removed, a range applied), and keep what was typed otherwise.
 */
function showing(
  context: ListingFiltersContext,
  next: Pick<ListingFiltersContext, 'shown' | 'requested'>,
): Partial<ListingFiltersContext> {
  const priceChanged = !samePrice(currentQuery(context), next.requested ?? next.shown);
  return {
    ...next,
    ...(priceChanged && { prices: { ...context.prices, sidebar: untouched } }),
  };
}

/** A panel's two price boxes, as `price.typed` carries them. */
export interface TypedPrices {
  panel: FilterPanel;
  min: TypedPrice;
  max: TypedPrice;
}

/** The boxes `price.typed` carries, for the action that keeps them. */
const typedOf = ({ event }: { event: TypedPrices }) => ({
  panel: event.panel,
  min: event.min,
  max: event.max,
});
/** The panel an event names, for the guards that read it. */
const panelOf = ({ event }: { event: { panel: FilterPanel } }) => ({ panel: event.panel });
/** The query an event carries, for the actions that read it. */
const queryOf = ({ event }: { event: { query: FilterQuery } }) => ({ query: event.query });

/**
 * A listing's filters, sort and drawer (the listing and search pages; the URL is the state:
 * docs/decisions/0001-listing-state-in-the-url.md, docs/decisions/0023-listing-filters.md).
 *
 * Listing: a choice that applies at once (`query.change`) is shown by the controls at once and
 * asked for (`query.requested`: the app navigates), while the listing loads it; what the listing
 * then shows (`query.shown`) replaces it.
 *
 * Drawer (the phone's): opening starts a draft from what the controls show; choices change the
 * draft only; 'Show N products' (`drawer.apply`) asks for the draft and closes; closing without
 * applying leaves the listing as it was. 'Clear filters' empties the draft and its price boxes.
 *
 * Price boxes, one pair per panel, under the one price rule (`catalog/price-range.ts`): the
 * sidebar's apply with their button, the drawer's change the draft as typed. Boxes that are not
 * whole dollars say so and change nothing; a range given backwards is turned round.
 */
export const listingFiltersMachine = setup({
  types: {
    input: {} as ListingFiltersInput,
    context: {} as ListingFiltersContext,
    events: {} as ListingFiltersEvent,
    emitted: {} as ListingFiltersEmitted,
    /** `loading`: the controls show a query the listing is still loading; `drawerOpen`: the drawer is open. */
    tags: {} as 'loading' | 'drawerOpen',
  },
  guards: {
    isSidebar: (_, { panel }: { panel: FilterPanel }) => panel === 'sidebar',
    isDrawer: (_, { panel }: { panel: FilterPanel }) => panel === 'drawer',
    /** The sidebar's boxes were submitted, and they follow the price rule. */
    sidebarPriceApplies: ({ context }, { panel }: { panel: FilterPanel }) =>
      panel === 'sidebar' && checkPrices(context.prices.sidebar)?.ok === true,
  },
  actions: {
    show: assign(({ context }, { query }: { query: FilterQuery }) =>
      showing(context, { shown: query, requested: null }),
    ),
    request: assign(({ context }, { query }: { query: FilterQuery }) =>
      showing(context, { shown: context.shown, requested: query }),
    ),
    requestDraft: assign(({ context }) =>
      showing(context, { shown: context.shown, requested: context.draft }),
    ),
    requestSidebarPrice: assign(({ context }) => {
      const check = checkPrices(context.prices.sidebar);
      const query = check?.ok ? withPrice(currentQuery(context), check) : currentQuery(context);
      // Applied: the boxes show the range as the query has it (turned round, if it was).
      return {
        ...showing(context, { shown: context.shown, requested: query }),
        prices: { ...context.prices, sidebar: untouched },
      };
    }),
    emitRequested: emit(({ context }) => ({
      type: 'query.requested' as const,
      query: currentQuery(context),
    })),
    startDraft: assign(({ context }) => ({
      draft: currentQuery(context),
      prices: { ...context.prices, drawer: untouched },
    })),
    changeDraft: assign((_, { query }: { query: FilterQuery }) => ({ draft: query })),
    clearDraft: assign(({ context }, { query }: { query: FilterQuery }) => ({
      draft: query,
      prices: { ...context.prices, drawer: untouched },
    })),
    keepTyped: assign(({ context }, { panel, min, max }: TypedPrices) => ({
      prices: { ...context.prices, [panel]: { ...context.prices[panel], typed: { min, max } } },
    })),
    /** The price rule on a panel's boxes: its problem shown, or none. */
    checkPrice: assign(({ context }, { panel }: { panel: FilterPanel }) => {
      const check = checkPrices(context.prices[panel]);
      const problem = check && !check.ok ? check.problem : null;
      return { prices: { ...context.prices, [panel]: { ...context.prices[panel], problem } } };
    }),
    /** The drawer's boxes, when they follow the rule, into the draft. */
    priceIntoDraft: assign(({ context }) => {
      const check = checkPrices(context.prices.drawer);
      return check?.ok ? { draft: withPrice(context.draft, check) } : {};
    }),
  },
}).createMachine({
  id: 'listingFilters',
  type: 'parallel',
  context: ({ input }) => ({
    shown: input.query,
    requested: null,
    draft: input.query,
    prices: { sidebar: untouched, drawer: untouched },
  }),
  states: {
    listing: {
      initial: 'shown',
      on: {
        'query.shown': { target: '.shown', actions: { type: 'show', params: queryOf } },
        'query.change': {
          target: '.loading',
          actions: [{ type: 'request', params: queryOf }, 'emitRequested'],
        },
        'price.typed': {
          guard: { type: 'isSidebar', params: panelOf },
          actions: { type: 'keepTyped', params: typedOf },
        },
        'price.apply': [
          {
            guard: { type: 'sidebarPriceApplies', params: panelOf },
            target: '.loading',
            actions: ['requestSidebarPrice', 'emitRequested'],
          },
          {
            guard: { type: 'isSidebar', params: panelOf },
            actions: { type: 'checkPrice', params: { panel: 'sidebar' } },
          },
        ],
      },
      states: {
        shown: {},
        loading: { tags: ['loading'] },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'drawer.open': { target: 'open', actions: 'startDraft' } },
        },
        open: {
          tags: ['drawerOpen'],
          on: {
            'drawer.close': 'closed',
            'drawer.apply': {
              target: ['closed', '#listingFilters.listing.loading'],
              actions: ['requestDraft', 'emitRequested'],
            },
            'draft.change': { actions: { type: 'changeDraft', params: queryOf } },
            'draft.clear': { actions: { type: 'clearDraft', params: queryOf } },
            'price.typed': {
              guard: { type: 'isDrawer', params: panelOf },
              actions: [
                { type: 'keepTyped', params: typedOf },
                { type: 'checkPrice', params: { panel: 'drawer' } },
                'priceIntoDraft',
              ],
            },
            'price.apply': {
              guard: { type: 'isDrawer', params: panelOf },
              actions: [{ type: 'checkPrice', params: { panel: 'drawer' } }, 'priceIntoDraft'],
            },
          },
        },
      },
    },
  },
});
