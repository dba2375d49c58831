import { assign, fromCallback, setup } from 'xstate';
import { storeIds, type StoreId } from '#shop-api/stores.ts';
import { notProvided } from '#machines/not-provided.ts';

export interface ChosenStoreInput {
  /** The store kept from an earlier visit, as read from storage; null when none. */
  storeId: StoreId | null;
}

export interface ChosenStoreContext {
  storeId: StoreId | null;
}

export type ChosenStoreEvent =
  /** The shopper makes a store theirs, in place of the one before. */
  | { type: 'store.choose'; storeId: string }
  /** The shopper keeps no store. */
  | { type: 'store.forget' }
  /** Another tab saved its choice. */
  | { type: 'store.storageChanged'; storeId: StoreId | null };

const saveStoreId = {
  type: 'saveStoreId',
  params: ({ context }: { context: ChosenStoreContext }) => ({ storeId: context.storeId }),
} as const;

const isStoreId = (id: string): id is StoreId => (storeIds as readonly string[]).includes(id);

/**
 * The shopper's own store (issue 61): the product page shows it first, with its stock. A choice
 * is saved with `saveStoreId`; `watchStorage` reports other tabs'. Only the shop's stores are
 * taken: an id it no longer has is ignored. A browser that refuses storage keeps it for the page.
 */
export const chosenStoreMachine = setup({
  types: {
    input: {} as ChosenStoreInput,
    context: {} as ChosenStoreContext,
    events: {} as ChosenStoreEvent,
  },
  actors: {
    /** Sends `store.storageChanged` whenever another tab saves its choice. */
    watchStorage: fromCallback<ChosenStoreEvent>(notProvided('chosenStore', 'watchStorage')),
  },
  actions: {
    saveStoreId: (_, _params: { storeId: StoreId | null }) =>
      notProvided('chosenStore', 'saveStoreId', 'action')(),
    keep: assign((_, { storeId }: { storeId: StoreId | null }) => ({ storeId })),
  },
  guards: {
    isAnotherStore: ({ context }, { storeId }: { storeId: string }) =>
      isStoreId(storeId) && storeId !== context.storeId,
    hasStore: ({ context }) => context.storeId !== null,
  },
}).createMachine({
  id: 'chosenStore',
  context: ({ input }) => ({ storeId: input.storeId }),
  invoke: { src: 'watchStorage' },
  on: {
    'store.choose': {
      guard: { type: 'isAnotherStore', params: ({ event }) => ({ storeId: event.storeId }) },
      actions: [
        { type: 'keep', params: ({ event }) => ({ storeId: event.storeId as StoreId }) },
        saveStoreId,
      ],
    },
    'store.forget': {
      guard: 'hasStore',
      actions: [{ type: 'keep', params: { storeId: null } }, saveStoreId],
    },
    // Not saved again: the other tab has saved it.
    'store.storageChanged': {
      actions: { type: 'keep', params: ({ event }) => ({ storeId: event.storeId }) },
    },
  },
});
