import { useEffect, useState } from 'react';
import type { StoreId } from '#shop-api/stores.ts';
import { selectChosenStoreId } from '#machines/chosen-store/chosen-store.selectors.ts';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';

/**
 * The store the shopper keeps (the product page's "Where to get it" chooses it), or null. Read
 * once the page has started, its code fetched then: a listing's first view carries none of it,
 * and its HTML never depends on what only this browser keeps.
 */
export function useRememberedStore(): StoreId | null {
  const hydrated = useHydrated();
  const [storeId, setStoreId] = useState<StoreId | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let stop: (() => void) | undefined;
    let mounted = true;
    import('#src/actors/chosen-store-actor.ts').then(
      ({ chosenStoreActor }) => {
        if (!mounted) return;
        const actor = chosenStoreActor();
        setStoreId(selectChosenStoreId(actor.getSnapshot()));
        const subscription = actor.subscribe((snapshot) =>
          setStoreId(selectChosenStoreId(snapshot)),
        );
        stop = () => subscription.unsubscribe();
      },
      // Without its code (offline) the stores keep the shop's order.
      () => {},
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [hydrated]);
  return storeId;
}
