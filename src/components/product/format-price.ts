const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * An amount in whole cents as the shopper reads it: US dollars with two decimals, `$1,299.00`.
 * Every price, total and price filter on screen goes through it
 * (docs/decisions/prices-and-delivery.md).
 */
export const formatCents = (cents: number): string => usd.format(cents / 100);
