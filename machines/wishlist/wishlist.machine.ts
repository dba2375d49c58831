import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';

export interface WishlistInput {
  /** The ids kept from an earlier visit, as read from storage. */
  productIds: string[];
  /** Some or all of the stored wishlist could not be read and was left out of `productIds`. */
  unreadable: boolean;
}

export interface WishlistContext {
  /** Saved products, oldest first. */
  productIds: string[];
  /** The wishlist started without what could not be read of the stored wishlist. */
  unreadable: boolean;
  /** The browser refused to save the wishlist (storage full or turned off) at least once. */
  saveFailed: boolean;
}

export type WishlistEvent =
  /** The heart: `name` is for the notice of what it did. */
  | { type: 'wishlist.toggle'; productId: string; name: string }
  | { type: 'wishlist.remove'; productId: string }
  /** Another tab saved the wishlist. */
  | { type: 'wishlist.storageChanged'; productIds: string[] }
  /** `saveProductIds` could not save: the browser refuses storage (full, or turned off). */
  | { type: 'wishlist.saveFailed' };

export type WishlistEmitted =
  /** A heart saved the product (`saved`) or took it out. */
  | { type: 'wishlist.toggled'; name: string; saved: boolean }
  /** Saved products the catalog no longer sells were dropped. */
  | { type: 'wishlist.itemsDropped'; count: number }
  /** The wishlist started without what could not be read of the stored wishlist. */
  | { type: 'wishlist.unreadableDropped' }
  /** The wishlist cannot be saved on this device, so it lasts as long as the page: told once. */
  | { type: 'wishlist.cannotSave' };

const saveProductIds = {
  type: 'saveProductIds',
  params: ({ context }: { context: WishlistContext }) => ({ productIds: context.productIds }),
} as const;

/**
 * The shopper's wishlist, for guests too: a heart toggles a product in or out, and
 * `wishlist.toggled` tells which, for the shopper's notice. Ids kept from an earlier visit are
 * checked against the catalog once (`wishlist.itemsDropped` for those it no longer sells); a
 * stored wishlist that could not all be read is announced as it starts
 * (`wishlist.unreadableDropped`). Changes are saved with `saveProductIds`, which sends
 * `wishlist.saveFailed` when the browser refuses (announced once: `wishlist.cannotSave`);
 * `watchStorage` reports other tabs'.
 */
export const wishlistMachine = setup({
  types: {
    input: {} as WishlistInput,
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    emitted: {} as WishlistEmitted,
  },
  actors: {
    /** Those of `ids` that the catalog no longer sells. */
    findUnavailable: fromPromise<string[], { ids: string[] }>(
      notProvided('wishlist', 'findUnavailable'),
    ),
    /** Sends `wishlist.storageChanged` whenever another tab saves the wishlist. */
    watchStorage: fromCallback<WishlistEvent>(notProvided('wishlist', 'watchStorage')),
  },
  actions: {
    saveProductIds: (_, _params: { productIds: string[] }) =>
      notProvided('wishlist', 'saveProductIds', 'action')(),
    toggle: enqueueActions(
      ({ context, enqueue }, { productId, name }: { productId: string; name: string }) => {
        const saved = !context.productIds.includes(productId);
        enqueue.assign({
          productIds: saved
            ? [...context.productIds, productId]
            : context.productIds.filter((id) => id !== productId),
        });
        enqueue.emit({ type: 'wishlist.toggled', name, saved });
      },
    ),
    remove: assign({
      productIds: ({ context }, { productId }: { productId: string }) =>
        context.productIds.filter((id) => id !== productId),
    }),
    replace: assign({ productIds: (_, { productIds }: { productIds: string[] }) => productIds }),
    reportCannotSave: enqueueActions(({ enqueue }) => {
      enqueue.assign({ saveFailed: true });
      enqueue.emit({ type: 'wishlist.cannotSave' });
    }),
    dropUnavailable: enqueueActions(({ context, enqueue }, unavailable: string[]) => {
      const productIds = context.productIds.filter((id) => !unavailable.includes(id));
      enqueue.assign({ productIds });
      const dropped = context.productIds.length - productIds.length;
      if (dropped > 0) enqueue.emit({ type: 'wishlist.itemsDropped', count: dropped });
    }),
  },
  guards: {
    isSaved: ({ context }, { productId }: { productId: string }) =>
      context.productIds.includes(productId),
    hasSavedIds: ({ context }) => context.productIds.length > 0,
    isFirstSaveFailure: ({ context }) => !context.saveFailed,
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({
    productIds: input.productIds,
    unreadable: input.unreadable,
    saveFailed: false,
  }),
  // What could not be read is told as the wishlist starts, and what was read saved at once, so
  // the next visit reads it whole and the shopper hears of it only once.
  entry: enqueueActions(({ context, enqueue }) => {
    if (!context.unreadable) return;
    enqueue.emit({ type: 'wishlist.unreadableDropped' });
    enqueue({ type: 'saveProductIds', params: { productIds: context.productIds } });
  }),
  invoke: { src: 'watchStorage' },
  on: {
    'wishlist.toggle': {
      actions: [
        {
          type: 'toggle',
          params: ({ event }) => ({ productId: event.productId, name: event.name }),
        },
        saveProductIds,
      ],
    },
    'wishlist.remove': {
      guard: { type: 'isSaved', params: ({ event }) => ({ productId: event.productId }) },
      actions: [
        { type: 'remove', params: ({ event }) => ({ productId: event.productId }) },
        saveProductIds,
      ],
    },
    // Not saved again: the other tab has saved it.
    'wishlist.storageChanged': {
      actions: { type: 'replace', params: ({ event }) => ({ productIds: event.productIds }) },
    },
    'wishlist.saveFailed': { guard: 'isFirstSaveFailure', actions: 'reportCannotSave' },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasSavedIds', target: 'validating' }, { target: 'ready' }],
    },
    validating: {
      invoke: {
        src: 'findUnavailable',
        input: ({ context }) => ({ ids: context.productIds }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'dropUnavailable', params: ({ event }) => event.output },
            saveProductIds,
          ],
        },
        // Unchecked ids are harmless: the wishlist page lists only products it finds.
        onError: 'ready',
      },
    },
    ready: {},
  },
});
