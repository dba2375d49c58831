export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/**
 * The shop's timing constants, in milliseconds, in one place
 * (docs/decisions/0016-what-is-shown-when.md).
 */
export const timing = {
  /** Nav-bar dropdowns open after hovering 100 ms and close 200 ms after the pointer leaves. */
  navDropdown: { openDelay: 100, closeDelay: 200 },
  /** Toasts stay 4000 ms, then take 200 ms to leave. */
  toast: { duration: 4000, removeDelay: 200 },
  /** The newsletter's button stays busy for at least 1000 ms, however fast the server answers. */
  newsletterBusy: SECOND,
  /** Placing an order: after this long the checkout says it is taking longer than it should. */
  checkoutSlowAnswer: 6 * SECOND,
  /** The home page's carousels: the hero and the testimonials move on every 5000 ms. */
  carousel: { heroAutoplay: 5 * SECOND, testimonialsAutoplay: 5 * SECOND },
  /** The search box asks for suggestions once typing has paused this long. */
  searchSuggestDelay: 150,
  /**
   * An open order's page asks the server again this often, so that it follows what staff do
   * (also whenever the page is shown again).
   */
  orderRefresh: 30 * SECOND,
  /** Side drawers (menu, cart) slide in and out in 300 ms. */
  drawerSlide: 300,
  /**
   * The catalog and a page's code: after this long without them the error page offers Try again
   * instead of a placeholder that never ends (a slow phone connection needs some seconds).
   */
  loadTimeout: 20 * SECOND,
  /** ID tokens: refreshed 5 min before expiry (docs/decisions/0014-sign-in-and-return-paths.md). */
  token: {
    refreshMargin: 5 * MINUTE,
    /**
     * The shortest wait before a forced refresh: a token that arrives already inside the refresh
     * margin (a client clock that runs fast, a short-lived token) would otherwise be refreshed at
     * once, again and again.
     */
    minRefreshInterval: 30 * SECOND,
    /** After a failed refresh: retry after 30 s, doubling each time, to at most 16 minutes. */
    firstRetryDelay: 30 * SECOND,
    maxRetryDelay: 16 * MINUTE,
  },
} as const;
