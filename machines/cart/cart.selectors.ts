import type { SnapshotFrom } from 'xstate';
import type { CartLine, CartProduct, cartMachine } from './cart.machine.ts';
import { deliveryChargeCents } from '#shop-api/cart-rules.ts';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** A line with its product's catalog terms: what the drawer and the checkout page list. */
export interface CartRow {
  product: CartProduct;
  quantity: number;
  /** Price times quantity, in cents. */
  totalCents: number;
}

export interface CartTotals {
  subtotalCents: number;
  deliveryCents: number;
  totalCents: number;
}

/** How many items the cart holds, counting each line's quantity: the header's `Cart(n)`. */
export const selectItemCount = (snapshot: CartSnapshot) =>
  snapshot.context.lines.reduce((count, line) => count + line.quantity, 0);

/** The stored lines, priced or not. */
export const selectLines = (snapshot: CartSnapshot): CartLine[] => snapshot.context.lines;

/** True once every line is priced; until then rows and totals are not known. */
export const selectIsPriced = (snapshot: CartSnapshot) => snapshot.matches('ready');

/** The catalog could not be reached to price the lines (`cart.retry` tries again). */
export const selectPricingFailed = (snapshot: CartSnapshot) => snapshot.matches('unpriced');

/** The priced lines, in the order they were added. */
export const selectRows = (snapshot: CartSnapshot): CartRow[] =>
  snapshot.context.lines.flatMap(({ productId, quantity }) => {
    const product = snapshot.context.products[productId];
    return product ? [{ product, quantity, totalCents: product.priceCents * quantity }] : [];
  });

/** Sub-total, delivery and total in whole cents, so no sum is ever off by a rounding error. */
export function selectTotals(snapshot: CartSnapshot): CartTotals {
  const subtotalCents = selectRows(snapshot).reduce((sum, row) => sum + row.totalCents, 0);
  const deliveryCents = deliveryChargeCents(subtotalCents);
  return { subtotalCents, deliveryCents, totalCents: subtotalCents + deliveryCents };
}
