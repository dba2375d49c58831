import type { SnapshotFrom } from 'xstate';
import type { RowAction, rowListMachine } from './row-list.machine.ts';

type RowListSnapshot = SnapshotFrom<typeof rowListMachine>;

export const selectIsLoading = (snapshot: RowListSnapshot) => snapshot.matches('loading');
/** Listing failed (offline, the server down, not allowed): the list says why and offers a retry. */
export const selectLoadError = (snapshot: RowListSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The rows once listed (also while an action is asked about or made), else null. */
export const selectRows = (snapshot: RowListSnapshot) =>
  snapshot.matches('loaded') ? snapshot.context.rows : null;
export const selectFilter = (snapshot: RowListSnapshot) => snapshot.context.filter;
/** The action the server is making now, else null. */
export const selectActing = (snapshot: RowListSnapshot): RowAction | null =>
  snapshot.matches({ loaded: 'acting' }) ? snapshot.context.action : null;
/** The action the machine asks about (`row.request`), while it waits or is under way, else null. */
export const selectAsked = (snapshot: RowListSnapshot): RowAction | null =>
  snapshot.matches({ loaded: 'confirming' }) ||
  (snapshot.matches({ loaded: 'acting' }) && snapshot.context.asked)
    ? snapshot.context.action
    : null;
/** Why the action just confirmed was refused or could not be made: the question says so. */
export const selectAskError = (snapshot: RowListSnapshot) =>
  snapshot.matches({ loaded: 'confirming' }) ? snapshot.context.error : null;
/** The last action the page asked about that failed, with why, until the next one or list. */
export const selectActionFailure = (snapshot: RowListSnapshot) =>
  snapshot.matches({ loaded: 'idle' }) &&
  snapshot.context.action !== null &&
  snapshot.context.error !== null
    ? { action: snapshot.context.action, error: snapshot.context.error }
    : null;
/** The row the server changed last, until the next action or another list. */
export const selectDone = (snapshot: RowListSnapshot) => snapshot.context.done;
/** The action asked for last, open or over: what its dialog says while it closes. */
export const selectLastAction = (snapshot: RowListSnapshot) => snapshot.context.action;
