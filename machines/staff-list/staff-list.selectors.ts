import type { SnapshotFrom } from 'xstate';
import type { RowAction, staffListMachine } from './staff-list.machine.ts';

type StaffListSnapshot = SnapshotFrom<typeof staffListMachine>;

/** Listing failed (offline, the server down, not staff): the page says why and offers a retry. */
export const selectLoadError = (snapshot: StaffListSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The rows once listed (also while one is acted on), else null. */
export const selectRows = (snapshot: StaffListSnapshot) =>
  snapshot.matches('loaded') ? snapshot.context.rows : null;
export const selectFilter = (snapshot: StaffListSnapshot) => snapshot.context.filter;
/** The action the server is making now, else null. */
export const selectActing = (snapshot: StaffListSnapshot): RowAction | null =>
  snapshot.matches({ loaded: 'acting' }) ? snapshot.context.action : null;
/** The last action that failed, with why, until the next one or another list. */
export const selectActionFailure = (snapshot: StaffListSnapshot) =>
  snapshot.matches({ loaded: 'idle' }) &&
  snapshot.context.action !== null &&
  snapshot.context.error !== null
    ? { action: snapshot.context.action, error: snapshot.context.error }
    : null;
/** The row the server changed last, until the next action or another list. */
export const selectDone = (snapshot: StaffListSnapshot) => snapshot.context.done;
