import { useLayoutEffect } from 'react';
import { readItem } from '#src/services/storage/web-storage.ts';

/** Where `<ScrollRestoration>` keeps each history entry's position (session storage). */
export const SCROLL_POSITIONS_KEY = 'voltbay:scroll-positions';

/** Whether the page this document opened on has been shown (the placeholder does not count). */
let firstPageShown = false;

/**
 * A document opened by Back, Forward or a reload returns to where its history entry was left.
 * React Router restores that position once, while the first load's placeholder is on screen
 * (before the page's code and data arrive): on the development server, where the page is not
 * prerendered, that placeholder is shorter than the page, so the position came out capped (a
 * listing left at 1,500 px came back at ~800). This scrolls there again once the first page itself
 * is on screen. A new page load (a typed address, a link) is left at the top.
 */
export function useFirstPageScroll({ whileLoading = false } = {}) {
  useLayoutEffect(() => {
    if (whileLoading || firstPageShown) return;
    firstPageShown = true;
    const [opening] = performance.getEntriesByType?.('navigation') ?? [];
    const type = (opening as PerformanceNavigationTiming | undefined)?.type;
    if (type !== 'back_forward' && type !== 'reload') return;
    const key = (window.history.state as { key?: unknown } | null)?.key;
    if (typeof key !== 'string') return;
    let saved: unknown;
    try {
      saved = (
        JSON.parse(readItem('sessionStorage', SCROLL_POSITIONS_KEY) ?? '{}') as Record<
          string,
          unknown
        >
      )[key];
    } catch {
      // Not JSON (edited by hand): nothing to return to; React Router ignores it too.
      return;
    }
    if (typeof saved === 'number' && window.scrollY !== saved) window.scrollTo(0, saved);
  }, [whileLoading]);
}
