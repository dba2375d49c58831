import type { SnapshotFrom } from 'xstate';
import type { quantityMachine } from './quantity.machine.ts';

type QuantitySnapshot = SnapshotFrom<typeof quantityMachine>;

/** The chosen quantity: a whole number from 1 to the maximum. */
export const selectQuantity = (snapshot: QuantitySnapshot) => snapshot.context.quantity;

/**
 * The most that can be chosen, min(10, stock) as the machine holds it (a whole number, 1 at
 * least): what the stepper says a typed value was brought down to.
 */
export const selectMax = (snapshot: QuantitySnapshot) => snapshot.context.max;

/** False at the maximum: the plus button is disabled. */
export const selectCanIncrement = (snapshot: QuantitySnapshot) =>
  snapshot.can({ type: 'quantity.increment' });

/** False at 1: the minus button is disabled. */
export const selectCanDecrement = (snapshot: QuantitySnapshot) =>
  snapshot.can({ type: 'quantity.decrement' });
