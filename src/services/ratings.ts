import type { ProductRating } from '#shop-api/ratings.ts';
import type { RatingsById } from '#catalog/listing.ts';

// The products' ratings as the shop's own reviews give them (docs/decisions/0030-reviews.md):
// one read of the server per page session, shared by every card, the product page, compare and
// the listings' rating filter and order. Never in the prerendered HTML: the build cannot know
// them, so the pages keep their place and fill it once the page runs.

/** What the shop knows of the ratings: not yet, every product's, or nothing (server not reached). */
export type Ratings =
  { status: 'loading' } | { status: 'known'; ratings: RatingsById } | { status: 'unavailable' };

let ratings: Ratings = { status: 'loading' };
let reading: Promise<RatingsById> | undefined;
const listeners = new Set<() => void>();

function become(next: Ratings): void {
  ratings = next;
  for (const listener of listeners) listener();
}

/**
 * Every product's rating, read from the server once (its client loaded on demand, so no first
 * view carries it); a failed read rejects, says so to the ratings' readers, and is forgotten, so
 * the next call tries again.
 */
export function loadRatings(): Promise<RatingsById> {
  reading ??= import('./shop-api/ratings-client.late.ts')
    .then((client) => client.readRatings())
    .then(
      (read) => {
        become({ status: 'known', ratings: read });
        return read;
      },
      (error: unknown) => {
        reading = undefined;
        become({ status: 'unavailable' });
        throw error;
      },
    );
  return reading;
}

/** The ratings as they stand: what a page draws now. */
export const currentRatings = (): Ratings => ratings;

/** Calls `listener` at every change of the ratings; the returned function stops it. */
export function onRatingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A product's rating as its reviews section just read it (after the shopper wrote, changed or
 * deleted a review): the cards and the page's rating line follow without another read.
 */
export function ratingRead(productId: string, rating: ProductRating | null): void {
  if (ratings.status !== 'known') return;
  const next = new Map(ratings.ratings);
  if (rating) next.set(productId, rating);
  else next.delete(productId);
  reading = Promise.resolve(next);
  become({ status: 'known', ratings: next });
}

/** Forgets what was read, as a new page session would (each unit test starts so). */
export function forgetRatings(): void {
  reading = undefined;
  become({ status: 'loading' });
}
