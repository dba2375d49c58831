/**
 * The one price rule of a listing, for the filter's boxes (through the listing-filters machine)
 * and for the URL's `minPrice` and `maxPrice` (`readListingQuery`) alike
 * (docs/decisions/0023-listing-filters.md): a bound is whole dollars, 0 to 1,000,000, written
 * plainly ('250', not '250.00', '2.5e2' or '$250'); blank is no bound; a minimum of 0 is no
 * minimum; a range given backwards is turned round. Dollars become cents in the money module
 * (shop-api/money.ts), not here.
 */

/** Whole dollars above this are no price the shop could have. */
const MAX_PRICE_DOLLARS = 1_000_000;

/** A bound as read: whole dollars, `undefined` for none (blank), 'invalid' for anything else. */
export type PriceBound = number | undefined | 'invalid';

/** The bound `text` gives (a price box's text, a URL parameter's value, or none). */
export function readPriceBound(text: string | null | undefined): PriceBound {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,7}$/.test(trimmed)) return 'invalid';
  const dollars = Number(trimmed);
  return dollars <= MAX_PRICE_DOLLARS ? dollars : 'invalid';
}

/** Inclusive bounds, either of which may be missing, in one unit (dollars or cents). */
export interface PriceRange {
  min?: number;
  max?: number;
}

/**
 * The range two valid bounds make, in whatever unit they share: given backwards it is turned
 * round (a shopper who types 900 and 100 means between the two), and a minimum of 0 is none
 * (every price is at least 0, so the filter would be a chip that filters nothing).
 */
export function priceRangeOf(min: number | undefined, max: number | undefined): PriceRange {
  const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  return { min: low === 0 ? undefined : low, max: high };
}
