import type { SnapshotFrom } from 'xstate';
import type { quantityMachine } from './quantity.machine';

type QuantitySnapshot = SnapshotFrom<typeof quantityMachine>;

/** The chosen quantity: a whole number from 1 to the maximum. */
export const selectQuantity = (snapshot: QuantitySnapshot) => snapshot.context.quantity;

/** The most the shopper can choose (at least 1). */
export const selectMax = (snapshot: QuantitySnapshot) => snapshot.context.max;

/** False at the maximum: the plus button is disabled. */
export const selectCanIncrement = (snapshot: QuantitySnapshot) =>
  snapshot.can({ type: 'quantity.increment' });

/** False at 1: the minus button is disabled. */
export const selectCanDecrement = (snapshot: QuantitySnapshot) =>
  snapshot.can({ type: 'quantity.decrement' });
