import type { SnapshotFrom } from 'xstate';
import type { tokenRefreshMachine } from './token-refresh.machine';

type TokenRefreshSnapshot = SnapshotFrom<typeof tokenRefreshMachine>;

/** The ID token is past its (early) expiry: calls that need it must wait for a refresh. */
export const selectIsTokenExpired = (snapshot: TokenRefreshSnapshot) => snapshot.hasTag('expired');
