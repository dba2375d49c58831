import type { SnapshotFrom } from 'xstate';
import type { orderListMachine } from './order-list.machine.ts';

type OrderListSnapshot = SnapshotFrom<typeof orderListMachine>;

export const selectIsLoading = (snapshot: OrderListSnapshot) => snapshot.matches('loading');
/** Listing failed (offline, the server down, not allowed): the list says why and offers a retry. */
export const selectLoadError = (snapshot: OrderListSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The orders once listed (also while a change is confirmed or made), else null. */
export const selectOrders = (snapshot: OrderListSnapshot) =>
  snapshot.matches('loaded') ? snapshot.context.orders : null;
export const selectFilter = (snapshot: OrderListSnapshot) => snapshot.context.filter;
/** The change waiting for confirmation or under way, else null. */
export const selectPendingChange = (snapshot: OrderListSnapshot) =>
  snapshot.matches({ loaded: 'confirming' }) || snapshot.matches({ loaded: 'changing' })
    ? snapshot.context.pending
    : null;
export const selectIsChanging = (snapshot: OrderListSnapshot) =>
  snapshot.matches({ loaded: 'changing' });
/** Why the change just confirmed was refused or could not be made. */
export const selectChangeError = (snapshot: OrderListSnapshot) =>
  snapshot.matches({ loaded: 'confirming' }) ? snapshot.context.error : null;
/** The order whose change the server accepted last. */
export const selectChanged = (snapshot: OrderListSnapshot) => snapshot.context.changed;
/** The change asked for last, open or over: what its dialog says while it closes. */
export const selectLastChange = (snapshot: OrderListSnapshot) => snapshot.context.pending;
