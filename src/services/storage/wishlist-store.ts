import { isSlug } from '../slug';
import { createLocalStore } from './local-store';

/** The stored ids that can be used, each once, in the order they were saved. */
export const parseProductIds = (data: unknown): string[] =>
  Array.isArray(data) ? [...new Set(data.filter(isSlug))] : [];

/** The wishlist's product ids in localStorage. */
export const wishlistStore = createLocalStore<string[]>({
  key: 'voltbay.wishlist',
  version: 1,
  parse: parseProductIds,
  empty: [],
});
