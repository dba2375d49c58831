import type { SnapshotFrom } from 'xstate';
import type { wishlistMachine } from './wishlist.machine.ts';

type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;

/** The saved products' ids, oldest first. */
export const selectProductIds = (snapshot: WishlistSnapshot) => snapshot.context.productIds;

/** How many products are saved: the header's wishlist count. */
export const selectSavedCount = (snapshot: WishlistSnapshot) => snapshot.context.productIds.length;

export const selectIsSaved = (snapshot: WishlistSnapshot, productId: string) =>
  snapshot.context.productIds.includes(productId);

/** True once the ids kept from an earlier visit have been checked against the catalog. */
export const selectIsChecked = (snapshot: WishlistSnapshot) => snapshot.matches('ready');
