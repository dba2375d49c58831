import { isSlug } from '#src/services/slug.ts';
import { createLocalStore, mergeByKey, type StoredValue } from './local-store.ts';

/**
 * The stored ids that can be used, each once, in the order they were saved; `unreadable` when
 * data or an id in it could not be used (an id saved twice loses the shopper nothing).
 */
export const parseProductIds = (data: unknown): StoredValue<string[]> =>
  Array.isArray(data)
    ? { value: [...new Set(data.filter(isSlug))], unreadable: !data.every(isSlug) }
    : { value: [], unreadable: true };

/** A tab's view of the wishlist's product ids in localStorage. */
export const createWishlistStore = () =>
  createLocalStore<string[]>({
    key: 'voltbay.wishlist',
    version: 1,
    parse: parseProductIds,
    empty: [],
    merge: mergeByKey(
      (id) => id,
      () => true,
    ),
  });

/** This tab's wishlist store. */
export const wishlistStore = createWishlistStore();
