import { useSyncExternalStore } from 'react';

/** A product's rating as its reviews, loaded from the shop's server, give it. */
export interface LiveRating {
  average: number;
  count: number;
}

const ratings = new Map<string, LiveRating>();
const listeners = new Set<() => void>();

/** Told by the reviews section once the server answered: the page's rating line follows. */
export function publishRating(productId: string, rating: LiveRating): void {
  ratings.set(productId, rating);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The product's rating from its reviews once they have loaded (after the page has started),
 * else undefined: the prerendered page shows the catalog's until then.
 */
export function useLiveRating(productId: string): LiveRating | undefined {
  return useSyncExternalStore(
    subscribe,
    () => ratings.get(productId),
    () => undefined,
  );
}
