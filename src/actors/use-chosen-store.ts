import { useSelector } from '@xstate/react';
import type { StoreId } from '#shop-api/stores.ts';
import { selectChosenStoreId } from '#machines/chosen-store/chosen-store.selectors.ts';
import { chosenStoreActor } from './chosen-store-actor.ts';

/**
 * The shopper's chosen store, and what chooses or forgets it. Browser only: render it once the
 * page has started (`useHydrated`, `afterStartPart`).
 */
export function useChosenStore() {
  const actor = chosenStoreActor();
  return {
    storeId: useSelector(actor, selectChosenStoreId),
    choose: (storeId: StoreId) => actor.send({ type: 'store.choose', storeId }),
    forget: () => actor.send({ type: 'store.forget' }),
  };
}
