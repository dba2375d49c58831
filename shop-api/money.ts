// Money in whole cents, from the catalog's dollars to what the shopper reads, the same in the
// browser, the prerendered pages and the server's e-mails (docs/decisions/0012-prices-and-delivery.md).

/**
 * Whole cents for an amount in dollars with at most two decimals (the catalog's prices, the
 * whole dollars of a price filter): the one place money becomes cents
 * (docs/decisions/0012-prices-and-delivery.md). Rounding takes away the binary fraction's error
 * (19.99 * 100 is 1998.9999999999998).
 */
export const centsOf = (dollars: number): number => Math.round(dollars * 100);

/**
 * A price filter's bound as the URL and the filter's boxes write it: whole dollars, as the
 * shopper typed them.
 */
export const wholeDollars = (cents: number): number => Math.round(cents / 100);

/**
 * The whole dollars at or below `cents` and at or above it: the price filter's placeholders,
 * which take in every price of a listing (down from the cheapest, up from the dearest).
 */
export const wholeDollarsBelow = (cents: number): number => Math.floor(cents / 100);
export const wholeDollarsAbove = (cents: number): number => Math.ceil(cents / 100);

/**
 * An amount in whole cents as the shopper reads it: US dollars with two decimals, `$1,299.00`
 * (`-$5.00` below zero), as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`
 * writes it. Every price, total and price filter on screen goes through it
 * (docs/decisions/0012-prices-and-delivery.md). Not through Intl: the first `Intl.NumberFormat` a
 * page builds loads the locale's data, 50-70 ms of a phone's start at 4x CPU, a long task on every
 * page (docs/performance-log.md, "2026-11-27: Start-up in short tasks"); the test holds it to
 * Intl's output.
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = formatWhole(Math.floor(whole / 100));
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
}
/**
 * A whole number as the shop writes it, with a comma between thousands: `1,204`, as
 * `toLocaleString('en-US')` writes it. Not through Intl: the first number a page formats with it
 * loads the locale's data, 50-80 ms of a phone's main thread at 4x CPU in one task (a product
 * page's review count did: docs/performance-log.md, "2026-11-28: The newsletter's lost tap
 * found"); the test holds it to Intl's output.
 */
export function formatWhole(value: number): string {
  const whole = Math.abs(Math.round(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && whole > 0 ? `-${grouped}` : grouped;
}

/**
 * An amount in whole cents as machines read it: dollars with two decimals, no sign of the
 * currency and no commas (`1299.00`), as schema.org's `price` asks.
 */
export const decimalDollars = (cents: number): string => formatCents(cents).replace(/[$,]/g, '');

/**
 * The most a price is ever shown reduced, in percent: a catalog's discount, and what a sale takes
 * off (`shop-api/offer-rules.ts`), so no product looks nearly given away.
 */
export const MOST_DISCOUNT_PERCENT = 90;

/**
 * The discount a price and an original price imply, in whole percent (0 when not reduced); the
 * same in dollars or cents.
 */
export function impliedDiscount(price: number, originalPrice: number): number {
  return originalPrice > price ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0;
}
