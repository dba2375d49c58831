import type { SnapshotFrom } from 'xstate';
import type { CheckoutStep, checkoutMachine } from './checkout.machine.ts';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The step the page shows: the review while it is priced, placed or failed too. */
export function selectStep(snapshot: CheckoutSnapshot): CheckoutStep {
  if (snapshot.matches('contact')) return 'contact';
  if (snapshot.matches('delivery')) return 'delivery';
  if (snapshot.matches('payment')) return 'payment';
  return 'review';
}

/** The server is being asked for its prices. */
export const selectIsQuoting = (snapshot: CheckoutSnapshot) => snapshot.matches('quoting');

/** The prices could not be had; `checkout.retry` asks again. */
export const selectQuoteFailed = (snapshot: CheckoutSnapshot) => snapshot.matches('quoteFailed');

export const selectIsPlacing = (snapshot: CheckoutSnapshot) => snapshot.matches('placing');

/** Placing takes longer than it should. */
export const selectIsSlow = (snapshot: CheckoutSnapshot) => snapshot.matches({ placing: 'slow' });

/** The order can be placed: priced, and no line in the way. */
export const selectCanPlace = (snapshot: CheckoutSnapshot) =>
  snapshot.can({ type: 'checkout.place', freshKey: '' });
