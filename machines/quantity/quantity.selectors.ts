import type { SnapshotFrom } from 'xstate';
import { quantityLimitPassed } from '#shop-api/cart-rules.ts';
import type { quantityMachine } from './quantity.machine.ts';

type QuantitySnapshot = SnapshotFrom<typeof quantityMachine>;

/** The chosen quantity: a whole number from 1 to the maximum. */
export const selectQuantity = (snapshot: QuantitySnapshot) => snapshot.context.quantity;

/** The most that can be chosen, min(10, stock): a whole number, 1 at least. */
export const selectMax = (snapshot: QuantitySnapshot) => snapshot.context.max;

/** The limit the last typed value went past (the stepper says which), or undefined. */
export const selectLimitPassed = ({ context }: QuantitySnapshot) =>
  context.typed === undefined ? undefined : quantityLimitPassed(context.typed, context.max);

/** False at the maximum: the plus button is disabled. */
export const selectCanIncrement = (snapshot: QuantitySnapshot) =>
  snapshot.can({ type: 'quantity.increment' });

/** False at 1: the minus button is disabled. */
export const selectCanDecrement = (snapshot: QuantitySnapshot) =>
  snapshot.can({ type: 'quantity.decrement' });
