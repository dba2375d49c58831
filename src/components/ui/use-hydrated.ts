import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};
const inTheBrowser = () => false;

/**
 * Whether this render must match the HTML: on the server, or while React hydrates it. React reads
 * a store's server snapshot then and only then (its documentation of `useSyncExternalStore`);
 * both snapshots are the same value, so reading them never renders anything again.
 */
function useRendersTheHtml(): boolean {
  const probe = { serverSnapshotRead: false };
  // React reads the snapshot inside this call, while rendering, never after it: the probe is
  // not changed after render, whatever the compiler's rule must assume of a callback.
  // eslint-disable-next-line react-hooks/immutability
  useSyncExternalStore(nothingToWatch, inTheBrowser, () => {
    probe.serverSnapshotRead = true;
    return false;
  });
  return probe.serverSnapshotRead;
}

/**
 * False on the server and while React hydrates a prerendered page (or a region of it), true from
 * then on. What only this browser knows (the kept cart, the saved products) shows once it is
 * true, so the first render matches the HTML and then changes only what was reserved for it.
 * It turns true in a transition: React renders what changes in slices, between which the
 * browser can handle input, not in one long task right after hydration (docs/performance-log.md,
 * "2026-11-27: Start-up in short tasks").
 */
export function useHydrated(): boolean {
  const rendersTheHtml = useRendersTheHtml();
  const [hydrated, setHydrated] = useState(!rendersTheHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
