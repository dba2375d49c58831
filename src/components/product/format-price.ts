const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price in US dollars with two decimals: `$1,299.00` (docs/decisions/prices-and-delivery.md). */
export const formatPrice = (amount: number): string => usd.format(amount);

/** An amount kept in whole cents (the cart's), formatted like any price. */
export const formatCents = (cents: number): string => formatPrice(cents / 100);
