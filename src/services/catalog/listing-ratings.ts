import { currentRatings, loadRatings } from '#src/services/ratings.ts';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import { catalogText } from './catalog-text.ts';
import type { RatingsById } from '#catalog/listing.ts';

// Apart from src/services/ratings.ts, which every card's first view carries: only a listing
// needs this, and the error text it brings.

/**
 * The ratings a listing is ordered or filtered by: read now when `needed` (a failed read is an
 * error the shopper is told), else the ones already known, or none (the listing then offers no
 * rating filter: the prerendered pages, which the build makes without the server, never do).
 */
export async function ratingsForListing(needed: boolean): Promise<RatingsById | undefined> {
  if (!needed) {
    const ratings = currentRatings();
    return ratings.status === 'known' ? ratings.ratings : undefined;
  }
  return loadRatings().catch((error: unknown) => {
    throw new ShopperFacingError(catalogText.ratingsFailed, { cause: error });
  });
}
