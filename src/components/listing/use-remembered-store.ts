import { useEffect, useState } from 'react';
import { stores } from '#shop-api/stores.ts';
import type { StoresChosenFirst } from '#src/actors/chosen-store.late.ts';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';

/**
 * The store the shopper keeps (the product page's "Where to get it" chooses it; null: none), and
 * every store with it first. Read once the page has started, its code fetched then: a listing's
 * first view carries none of it, and its HTML never depends on what only this browser keeps.
 */
export function useRememberedStore(): StoresChosenFirst {
  const hydrated = useHydrated();
  const [remembered, setRemembered] = useState<StoresChosenFirst>({ storeId: null, stores });
  useEffect(() => {
    if (!hydrated) return;
    let stop: (() => void) | undefined;
    let mounted = true;
    import('#src/actors/chosen-store.late.ts').then(
      ({ followChosenStore }) => {
        if (mounted) stop = followChosenStore(setRemembered);
      },
      // Without its code (offline) the stores keep the shop's order.
      () => {},
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [hydrated]);
  return remembered;
}
