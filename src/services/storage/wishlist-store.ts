import { createIdListStore } from './local-store.ts';

/** A tab's view of the wishlist's product ids in localStorage. */
export const createWishlistStore = () => createIdListStore('voltbay.wishlist');

/** This tab's wishlist store. */
export const wishlistStore = createWishlistStore();
