import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectUser = (snapshot: AuthSnapshot) => snapshot.context.user;
export const selectIsLoading = (snapshot: AuthSnapshot) => snapshot.hasTag('loading');
export const selectIsUnavailable = (snapshot: AuthSnapshot) => snapshot.matches('unavailable');
/** What the header shows for the shopper: a name when there is one, else the e-mail. */
export const selectUserLabel = (snapshot: AuthSnapshot) =>
  snapshot.context.user?.displayName || snapshot.context.user?.email || null;
