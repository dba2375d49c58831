import { storeIds, type StoreId } from '#shop-api/stores.ts';
import { createLocalStore, type StoredValue } from './local-store.ts';

/** The stored store id when it is one of the shop's stores; `unreadable` when it is not. */
function parseStoreId(data: unknown): StoredValue<StoreId | null> {
  if (data === null) return { value: null, unreadable: false };
  const known = storeIds.find((id) => id === data);
  return known ? { value: known, unreadable: false } : { value: null, unreadable: true };
}

/**
 * A tab's view of the shopper's chosen store in localStorage (a store's id is no secret). Of two
 * tabs' saves the later wins; a save that changed nothing here keeps what another tab saved.
 */
export const createChosenStoreStore = () =>
  createLocalStore<StoreId | null>({
    key: 'voltbay.chosenStore',
    version: 1,
    parse: parseStoreId,
    empty: null,
    merge: ({ base, mine, stored }) => (mine === base ? stored : mine),
  });

/** This tab's store of the chosen store. */
export const chosenStoreStore = createChosenStoreStore();
