import { createActorContext } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { wishlistMachine, type WishlistEvent } from '#machines/wishlist/wishlist.machine.ts';
import { wishlistStore } from '#src/services/storage/wishlist-store.ts';

/**
 * The app-wide wishlist actor. The app provides it; components and pages read and drive it
 * through `useWishlist()` (`use-wishlist.ts`), never directly.
 */
export const WishlistActor = createActorContext(wishlistMachine);

/** The wishlist machine wired to the catalog and to localStorage (shared with other tabs). */
export const appWishlistLogic = wishlistMachine.provide({
  actors: {
    findUnavailable: fromPromise(async ({ input }) => {
      const { findProducts } = await import('#src/services/catalog/find-products.ts');
      return (await findProducts(input.ids)).missing;
    }),
    watchStorage: fromCallback<WishlistEvent>(({ sendBack }) =>
      wishlistStore.watch((productIds) =>
        sendBack({ type: 'wishlist.storageChanged', productIds }),
      ),
    ),
  },
  actions: {
    saveProductIds: ({ self }, { productIds }) => {
      if (!wishlistStore.write(productIds)) self.send({ type: 'wishlist.saveFailed' });
    },
  },
});
