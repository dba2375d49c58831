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
