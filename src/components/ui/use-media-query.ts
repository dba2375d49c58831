import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media query matches, kept up to date as the window changes. Where there is no
 * matchMedia (jsdom, some embedded browsers) it never matches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches === true,
    () => false,
  );
}
