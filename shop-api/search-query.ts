// A module of its own: every page reads search addresses (routing/paths.ts) and needs this limit
// without the search's schemas (search.ts), which only the search page and the box load.

/**
 * The most characters of a search the shop reads: the search page cuts a longer `?q=` to this,
 * and the server refuses a longer one.
 */
export const SEARCH_QUERY_MAX = 100;
