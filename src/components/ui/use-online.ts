import { useSyncExternalStore } from 'react';

function watchConnection(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/**
 * Whether the browser says it has a network connection, kept up to date by its `online` and
 * `offline` events. A browser fact read like `useMediaQuery`, not behaviour for a machine: there
 * is nothing to decide, time or retry. Online on the server and while a prerendered page
 * hydrates, so the first render matches the HTML.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    watchConnection,
    () => navigator.onLine,
    () => true,
  );
}
