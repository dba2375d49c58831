import { createIdListStore } from './local-store.ts';

/**
 * A tab's view of the compared products' ids in localStorage, kept as the wishlist's are (ids
 * that are not product ids dropped and reported, repeats kept once, tabs merged by product). The
 * compare machine keeps the first four.
 */
export const createCompareStore = () => createIdListStore('voltbay.compare');

/** This tab's compare store. */
export const compareStore = createCompareStore();
