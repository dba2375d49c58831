import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine.ts';
import { maxQuantity, quantityLimitPassed } from '#shop-api/cart-rules.ts';

// Apart from cart.selectors.ts, which every first view loads for the header's count: this is
// needed only where the lines are shown, and loads with them.

/** The limit the quantity last typed for the line of `productId` went past, or undefined. */
export function selectLimitPassed(cart: SnapshotFrom<typeof cartMachine>, productId: string) {
  const { typed, products } = cart.context;
  const product = products[productId];
  return typed?.productId === productId && product
    ? quantityLimitPassed(typed.quantity, maxQuantity(product))
    : undefined;
}
