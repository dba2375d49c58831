import { assign, enqueueActions, fromCallback, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';
import { COMPARE_LIMIT, type CompareLink } from './compare.rules.ts';

export interface CompareInput {
  /** The ids kept from an earlier visit, as read from storage. */
  productIds: string[];
  /** Some or all of the stored list could not be read and was left out of `productIds`. */
  unreadable: boolean;
}

export interface CompareContext {
  /** The products compared, in the order they were added, `COMPARE_LIMIT` at most. */
  productIds: string[];
  /** A product the shopper asked to add to a full list: waiting for which to replace. */
  pending: string | null;
  /** The table shows only the rows whose values differ. */
  onlyDifferences: boolean;
  /** The list started without what could not be read of the stored list. */
  unreadable: boolean;
  /** What the page tells the shopper was left out: of a shared link, and products no longer sold. */
  leftOut: LeftOut;
}

export interface LeftOut {
  /** Ids of the last shared link that the shop does not sell. */
  unknown: number;
  /** Ids the last shared link named more than once (each extra time). */
  repeated: number;
  /** Known ids of the last shared link beyond the limit. */
  overLimit: number;
  /** Products the catalog no longer sells, dropped from the list. */
  dropped: number;
}

const nothingLeftOut: LeftOut = { unknown: 0, repeated: 0, overLimit: 0, dropped: 0 };

export type CompareEvent =
  /** 'Compare' on a card or the product page: in the list, it leaves; else it joins. */
  | { type: 'compare.toggle'; productId: string }
  /** The list was full: `productId` leaves and the pending product takes its place. */
  | { type: 'compare.replace'; productId: string }
  /** The list was full: the shopper keeps it as it is. */
  | { type: 'compare.cancel' }
  | { type: 'compare.remove'; productId: string }
  | { type: 'compare.clear' }
  /**
   * A shared link (`/compare?ids=`), read by `readCompareLink`: its products become the list; a
   * link naming none the shop sells leaves the list as it is.
   */
  | { type: 'compare.open'; link: CompareLink }
  /** Ids the catalog does not sell: they leave the list. */
  | { type: 'compare.drop'; productIds: string[] }
  | { type: 'compare.showOnlyDifferences'; only: boolean }
  /** Another tab saved the list. */
  | { type: 'compare.storageChanged'; productIds: string[] };

const saveProductIds = {
  type: 'saveProductIds',
  params: ({ context }: { context: CompareContext }) => ({ productIds: context.productIds }),
} as const;

const without = (ids: string[], gone: readonly string[]) => ids.filter((id) => !gone.includes(id));

/**
 * The products a shopper compares, up to `COMPARE_LIMIT`: 'Compare' adds a product or takes it
 * out; a product added to a full list waits (`choosing`) until the shopper says which one it
 * replaces, or cancels. A shared link's ids replace the list; ids the catalog does not sell are
 * dropped. Changes are saved with `saveProductIds`; `watchStorage` reports other tabs'.
 */
export const compareMachine = setup({
  types: {
    input: {} as CompareInput,
    context: {} as CompareContext,
    events: {} as CompareEvent,
  },
  actors: {
    /** Sends `compare.storageChanged` whenever another tab saves the list. */
    watchStorage: fromCallback<CompareEvent>(notProvided('compare', 'watchStorage')),
  },
  actions: {
    saveProductIds: (_, _params: { productIds: string[] }) =>
      notProvided('compare', 'saveProductIds', 'action')(),
    add: assign({
      productIds: ({ context }, { productId }: { productId: string }) => [
        ...context.productIds,
        productId,
      ],
    }),
    remove: assign({
      productIds: ({ context }, { productIds }: { productIds: readonly string[] }) =>
        without(context.productIds, productIds),
    }),
    replace: assign({
      productIds: (_, { productIds }: { productIds: string[] }) =>
        [...new Set(productIds)].slice(0, COMPARE_LIMIT),
    }),
    hold: assign({ pending: (_, { productId }: { productId: string }) => productId }),
    // The product replaced leaves; the waiting one joins at the end, as the latest added.
    swap: assign({
      productIds: ({ context }, { productId }: { productId: string }) => [
        ...without(context.productIds, [productId]),
        ...(context.pending === null ? [] : [context.pending]),
      ],
      pending: null,
    }),
    letGo: assign({ pending: null }),
    addPending: enqueueActions(({ context, enqueue }) => {
      const { pending } = context;
      if (pending !== null && !context.productIds.includes(pending)) {
        enqueue.assign({ productIds: [...context.productIds, pending] });
      }
      enqueue.assign({ pending: null });
    }),
    tellLeftOut: assign({
      leftOut: (_, { link }: { link: CompareLink }) => ({
        unknown: link.unknown,
        repeated: link.repeated,
        overLimit: link.overLimit,
        dropped: 0,
      }),
    }),
    tellDropped: assign({
      leftOut: ({ context }, { productIds }: { productIds: readonly string[] }) => ({
        ...context.leftOut,
        dropped:
          context.leftOut.dropped +
          context.productIds.filter((id) => productIds.includes(id)).length,
      }),
    }),
    setOnlyDifferences: assign({
      onlyDifferences: (_, { only }: { only: boolean }) => only,
    }),
  },
  guards: {
    isCompared: ({ context }, { productId }: { productId: string }) =>
      context.productIds.includes(productId),
    hasRoom: ({ context }) => context.productIds.length < COMPARE_LIMIT,
    hasAny: ({ context }) => context.productIds.length > 0,
    namesProducts: (_, { link }: { link: CompareLink }) => link.productIds.length > 0,
    isWaiting: ({ context }) => context.pending !== null,
    canTakeWaiting: ({ context }) =>
      context.pending !== null && context.productIds.length < COMPARE_LIMIT,
  },
}).createMachine({
  id: 'compare',
  context: ({ input }) => ({
    productIds: [...new Set(input.productIds)].slice(0, COMPARE_LIMIT),
    pending: null,
    onlyDifferences: false,
    unreadable: input.unreadable,
    leftOut: nothingLeftOut,
  }),
  // What could be read is saved at once, so the next visit reads it whole.
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.unreadable) {
      enqueue({ type: 'saveProductIds', params: { productIds: context.productIds } });
    }
  }),
  invoke: { src: 'watchStorage' },
  on: {
    'compare.remove': {
      guard: { type: 'isCompared', params: ({ event }) => ({ productId: event.productId }) },
      actions: [
        { type: 'remove', params: ({ event }) => ({ productIds: [event.productId] }) },
        saveProductIds,
      ],
      target: '.settling',
    },
    'compare.clear': {
      guard: 'hasAny',
      actions: [{ type: 'replace', params: { productIds: [] } }, saveProductIds],
    },
    'compare.open': [
      {
        guard: { type: 'namesProducts', params: ({ event }) => ({ link: event.link }) },
        actions: [
          { type: 'tellLeftOut', params: ({ event }) => ({ link: event.link }) },
          { type: 'replace', params: ({ event }) => ({ productIds: event.link.productIds }) },
          'letGo',
          saveProductIds,
        ],
        target: '.ready',
      },
      { actions: { type: 'tellLeftOut', params: ({ event }) => ({ link: event.link }) } },
    ],
    'compare.drop': {
      actions: [
        { type: 'tellDropped', params: ({ event }) => ({ productIds: event.productIds }) },
        { type: 'remove', params: ({ event }) => ({ productIds: event.productIds }) },
        saveProductIds,
      ],
    },
    'compare.showOnlyDifferences': {
      actions: { type: 'setOnlyDifferences', params: ({ event }) => ({ only: event.only }) },
    },
    // Not saved again: the other tab has saved it.
    'compare.storageChanged': {
      actions: { type: 'replace', params: ({ event }) => ({ productIds: event.productIds }) },
      target: '.settling',
    },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'compare.toggle': [
          {
            guard: { type: 'isCompared', params: ({ event }) => ({ productId: event.productId }) },
            actions: [
              { type: 'remove', params: ({ event }) => ({ productIds: [event.productId] }) },
              saveProductIds,
            ],
          },
          {
            guard: 'hasRoom',
            actions: [
              { type: 'add', params: ({ event }) => ({ productId: event.productId }) },
              saveProductIds,
            ],
          },
          {
            target: 'choosing',
            actions: { type: 'hold', params: ({ event }) => ({ productId: event.productId }) },
          },
        ],
      },
    },
    /** The list is full and a fifth product waits: which one does it replace? */
    choosing: {
      on: {
        'compare.toggle': [
          // 'Compare' on one of the four, while asked: that one leaves, the waiting one joins.
          {
            guard: { type: 'isCompared', params: ({ event }) => ({ productId: event.productId }) },
            target: 'ready',
            actions: [
              { type: 'swap', params: ({ event }) => ({ productId: event.productId }) },
              saveProductIds,
            ],
          },
          { actions: { type: 'hold', params: ({ event }) => ({ productId: event.productId }) } },
        ],
        'compare.replace': {
          guard: { type: 'isCompared', params: ({ event }) => ({ productId: event.productId }) },
          target: 'ready',
          actions: [
            { type: 'swap', params: ({ event }) => ({ productId: event.productId }) },
            saveProductIds,
          ],
        },
        'compare.cancel': { target: 'ready', actions: 'letGo' },
      },
    },
    /** After a product left: a product still waiting joins if there is room now. */
    settling: {
      always: [
        {
          guard: 'canTakeWaiting',
          target: 'ready',
          actions: ['addPending', saveProductIds],
        },
        { guard: 'isWaiting', target: 'choosing' },
        { target: 'ready' },
      ],
    },
  },
});
