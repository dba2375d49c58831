import type { Store, StoreId } from '#shop-api/stores.ts';
import {
  selectChosenStoreId,
  storesChosenFirst,
} from '#machines/chosen-store/chosen-store.selectors.ts';
import { chosenStoreActor } from './chosen-store-actor.ts';

// The chosen store for the listings' filters, which load it once the page has started
// (`useRememberedStore`). Named `.late`: no list of modules to preload is written for it into the
// filters' chunk, which a listing's first view loads (vite.config.ts); and the stores' order is
// put here, not in that chunk, for the same reason.

/** The shopper's store (null: none chosen) and every store, theirs first. */
export interface StoresChosenFirst {
  storeId: StoreId | null;
  stores: readonly Store[];
}

/** Gives `onChange` the shopper's store now and on every change; gives back what stops it. */
export function followChosenStore(onChange: (chosen: StoresChosenFirst) => void): () => void {
  const actor = chosenStoreActor();
  const give = () => {
    const storeId = selectChosenStoreId(actor.getSnapshot());
    onChange({ storeId, stores: storesChosenFirst(storeId) });
  };
  give();
  const subscription = actor.subscribe(give);
  return () => subscription.unsubscribe();
}
