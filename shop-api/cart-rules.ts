// The cart's rules as plain functions: the server prices and takes orders by them, and the cart
// and quantity machines and the components that show the limits use the same ones.

/**
 * Quantity per line; never more than the product's stock either
 * (docs/decisions/0006-cart-rules.md).
 */
export const QUANTITY = { min: 1, max: 10 } as const;

/**
 * $50 delivery in cents, waived when the sub-total is over $100
 * (docs/decisions/0012-prices-and-delivery.md).
 */
export const DELIVERY = { chargeCents: 5000, freeOverCents: 10000 } as const;

/** The most of `product` one line may hold: 10, or the stock when that is lower. */
export const maxQuantity = (product: { stockCount: number }) =>
  Math.min(QUANTITY.max, product.stockCount);

/** `quantity` as a whole number from 1 to `max`. */
export const clampQuantity = (quantity: number, max: number) =>
  Math.min(max, Math.max(QUANTITY.min, Math.floor(quantity)));

/** A limit a typed quantity can go past: 1, 10, or the stock (when it is under 10). */
export type QuantityLimit = 'least' | 'most' | 'stock';

/**
 * The limit `typed` went past, which `clampQuantity` brings it back to, or undefined when it is
 * within 1 to `max` (min(10, stock)), so the shopper can be told why the number changed.
 */
export function quantityLimitPassed(typed: number, max: number): QuantityLimit | undefined {
  if (typed < QUANTITY.min) return 'least';
  if (typed > max) return max < QUANTITY.max ? 'stock' : 'most';
  return undefined;
}

/** Whether an order of `subtotalCents` is delivered free: over $100 ('over': $100.00 pays). */
export const deliversFree = (subtotalCents: number) => subtotalCents > DELIVERY.freeOverCents;

/** The delivery charge for a sub-total: none for an empty cart or over $100, else $50. */
export const deliveryChargeCents = (subtotalCents: number) =>
  subtotalCents === 0 || deliversFree(subtotalCents) ? 0 : DELIVERY.chargeCents;
