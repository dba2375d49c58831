import type { SnapshotFrom } from 'xstate';
import type { stockAlertMachine } from './stock-alert.machine.ts';

type StockAlertSnapshot = SnapshotFrom<typeof stockAlertMachine>;

/** True while the request is under way: the button says so. */
export const selectIsSending = (snapshot: StockAlertSnapshot) => snapshot.hasTag('busy');
/** The address that will be e-mailed, once the server has the request (new or not); else null. */
export const selectWaitingEmail = (snapshot: StockAlertSnapshot) =>
  snapshot.hasTag('done') ? snapshot.context.email : null;
/** True when the address had already asked: the answer says so. */
export const selectWasAlreadyWaiting = (snapshot: StockAlertSnapshot) =>
  snapshot.matches('alreadyWaiting');
/** Why the last submit failed, or null. */
export const selectAlertError = (snapshot: StockAlertSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
