import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true from then on. What only
 * this browser knows (the kept cart, the saved products) shows once it is true, so the first
 * render matches the HTML and then changes only what was reserved for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
