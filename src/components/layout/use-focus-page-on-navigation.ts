import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * The path whose page last had the focus put on it. Kept outside the layout because the error
 * page mounts a layout of its own: a navigation that ends there is still a navigation.
 */
let pathShown: string | undefined;

/**
 * After a navigation to another page, focus goes to the new page's heading (or the page itself
 * where it has none), as a new document would start at its top: a screen reader then reads the
 * page the shopper arrived at, and the next Tab goes into it, instead of focus falling to
 * `<body>` when the link or button that was pressed leaves the screen. Not on the first page the
 * browser opens, nor when only the query changes (filters, sort, a page of results): the shopper
 * stays where they were. A link the shopper followed while the first page was still loading
 * (its code or data on a slow phone) is a navigation like any other.
 */
export function useFocusPageOnNavigation(mainId: string, { whileLoading = false } = {}) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // The placeholder shown while the first page loads is not a page. Where that first load
    // ends, focus stays, even when an old address was replaced by its new one (the shop's
    // redirects replace); a link the shopper followed meanwhile pushed an entry: a navigation.
    if (whileLoading) return;
    const firstPage = pathShown === undefined && navigationType !== NavigationType.Push;
    if (pathShown === pathname) return;
    pathShown = pathname;
    if (firstPage) return;
    const main = document.getElementById(mainId);
    const target = main?.querySelector('h1') ?? main;
    if (!target) return;
    // Focusable by script only; no ring: it is not a control (the theme's global CSS).
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    // The scroll position is ScrollRestoration's: the top, or where back and forward left it.
    target.focus({ preventScroll: true });
  }, [mainId, pathname, whileLoading, navigationType]);
}
