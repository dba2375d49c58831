import { assign, fromCallback, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';

/** A product the shopper opened, and when (milliseconds since 1970, from the caller's clock). */
export interface RecentView {
  productId: string;
  viewedAt: number;
}

/** How many products are kept: the newest that many. */
export const RECENTLY_VIEWED_LIMIT = 12;

export interface RecentlyViewedInput {
  /** The views kept from an earlier visit, as read from storage, newest first. */
  views: RecentView[];
}

export interface RecentlyViewedContext {
  /** Newest first, each product once, `RECENTLY_VIEWED_LIMIT` at most. */
  views: RecentView[];
}

export type RecentlyViewedEvent =
  /** The shopper opened a product's page. */
  | { type: 'recent.viewed'; view: RecentView }
  /** 'Clear': the shopper forgets every view. */
  | { type: 'recent.clear' }
  /** Another tab saved its views. */
  | { type: 'recent.storageChanged'; views: RecentView[] };

const keepNewest = (views: RecentView[]) => views.slice(0, RECENTLY_VIEWED_LIMIT);

const saveViews = {
  type: 'saveViews',
  params: ({ context }: { context: RecentlyViewedContext }) => ({ views: context.views }),
} as const;

/**
 * The products a shopper opened lately, newest first: a product opened again moves to the front,
 * the 13th oldest drops off, 'Clear' forgets them all. Changes are saved with `saveViews`;
 * `watchStorage` reports other tabs'. A browser that refuses storage keeps them for the page.
 */
export const recentlyViewedMachine = setup({
  types: {
    input: {} as RecentlyViewedInput,
    context: {} as RecentlyViewedContext,
    events: {} as RecentlyViewedEvent,
  },
  actors: {
    /** Sends `recent.storageChanged` whenever another tab saves the views. */
    watchStorage: fromCallback<RecentlyViewedEvent>(notProvided('recentlyViewed', 'watchStorage')),
  },
  actions: {
    saveViews: (_, _params: { views: RecentView[] }) =>
      notProvided('recentlyViewed', 'saveViews', 'action')(),
    view: assign(({ context }, { view }: { view: RecentView }) => ({
      views: keepNewest([
        view,
        ...context.views.filter((known) => known.productId !== view.productId),
      ]),
    })),
    clear: assign({ views: [] }),
    replace: assign((_, { views }: { views: RecentView[] }) => ({ views: keepNewest(views) })),
  },
  guards: {
    hasViews: ({ context }) => context.views.length > 0,
  },
}).createMachine({
  id: 'recentlyViewed',
  context: ({ input }) => ({ views: keepNewest(input.views) }),
  invoke: { src: 'watchStorage' },
  on: {
    'recent.viewed': {
      actions: [{ type: 'view', params: ({ event }) => ({ view: event.view }) }, saveViews],
    },
    'recent.clear': { guard: 'hasViews', actions: ['clear', saveViews] },
    // Not saved again: the other tab has saved them.
    'recent.storageChanged': {
      actions: { type: 'replace', params: ({ event }) => ({ views: event.views }) },
    },
  },
});
