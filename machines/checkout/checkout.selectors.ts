import type { SnapshotFrom } from 'xstate';
import { leavesOut, type CheckoutStep, type checkoutMachine } from './checkout.machine.ts';

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

/** The review's prices are the server's latest word on the order: the page may say so. */
export const selectQuoteIsLatest = (snapshot: CheckoutSnapshot) => snapshot.context.quoteIsLatest;

/** The totals leave out a line that cannot be ordered as it stands. */
export const selectTotalsLeaveOut = (snapshot: CheckoutSnapshot) =>
  snapshot.context.quote?.problems.some(leavesOut) ?? false;

/** The server is asked which stores have every line for pickup. */
export const selectFindingStores = (snapshot: CheckoutSnapshot) =>
  snapshot.matches({ delivery: 'findingStores' });

/** Each store for pickup with the lines it lacks; null while not known (any may be chosen). */
export const selectPickupChoices = (snapshot: CheckoutSnapshot) => snapshot.context.pickupChoices;
