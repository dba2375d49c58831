import type { SnapshotFrom } from 'xstate';
import type { orderPageMachine } from './order-page.machine.ts';

type OrderPageSnapshot = SnapshotFrom<typeof orderPageMachine>;

export const selectIsLoading = (snapshot: OrderPageSnapshot) =>
  snapshot.matches('opening') || snapshot.matches('loading');
/** The address's key did not open the order: the page says so where it asks for the e-mail. */
export const selectLinkRefused = (snapshot: OrderPageSnapshot) => snapshot.context.linkRefused;
/** Loading failed (offline, the server down): the page says so and offers to try again. */
export const selectLoadError = (snapshot: OrderPageSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The page asks for the order's e-mail (or is looking it up). */
export const selectIsAskingEmail = (snapshot: OrderPageSnapshot) =>
  snapshot.matches('askingEmail') || snapshot.matches('lookingUp');
export const selectIsLookingUp = (snapshot: OrderPageSnapshot) => snapshot.matches('lookingUp');
export const selectLookUpNotFound = (snapshot: OrderPageSnapshot) =>
  snapshot.matches('askingEmail') && snapshot.context.notFound;
export const selectLookUpError = (snapshot: OrderPageSnapshot) =>
  snapshot.matches('askingEmail') ? snapshot.context.error : null;
/** The order once the page has it, else null. */
export const selectOrder = (snapshot: OrderPageSnapshot) =>
  snapshot.matches('shown') ? snapshot.context.order : null;
export const selectCanCancel = (snapshot: OrderPageSnapshot) =>
  snapshot.can({ type: 'cancel.request' });
/** The cancel confirmation is open (also while cancelling). */
export const selectIsConfirmingCancel = (snapshot: OrderPageSnapshot) =>
  snapshot.matches({ shown: 'confirmingCancel' }) || snapshot.matches({ shown: 'cancelling' });
export const selectIsCancelling = (snapshot: OrderPageSnapshot) =>
  snapshot.matches({ shown: 'cancelling' });
export const selectCancelError = (snapshot: OrderPageSnapshot) =>
  snapshot.matches({ shown: 'confirmingCancel' }) ? snapshot.context.error : null;
/** The state a refresh found the order in, once it moved on: the page announces it. */
export const selectStatusChange = (snapshot: OrderPageSnapshot) =>
  snapshot.matches('shown') ? snapshot.context.statusChange : null;
