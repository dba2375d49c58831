import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';
import type { AuthFlow } from './auth.types.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectUser = (snapshot: AuthSnapshot) => snapshot.context.user;
export const selectIsLoading = (snapshot: AuthSnapshot) => snapshot.hasTag('loading');
export const selectIsUnavailable = (snapshot: AuthSnapshot) => snapshot.matches('unavailable');
/** What the header shows for the shopper: a name when there is one, else the e-mail. */
export const selectUserLabel = (snapshot: AuthSnapshot) =>
  snapshot.context.user?.displayName || snapshot.context.user?.email || null;
export const selectIsSignedIn = (snapshot: AuthSnapshot) =>
  snapshot.matches({ session: 'signedIn' });
export const selectIsSignedOut = (snapshot: AuthSnapshot) =>
  snapshot.matches({ session: 'signedOut' });
/** The shopper can sign in with e-mail and password, so has a password to change. */
export const selectHasPassword = (snapshot: AuthSnapshot) =>
  snapshot.context.user?.providerData.some(({ providerId }) => providerId === 'password') ?? false;
/** The last failed flow and its error, for the form that started it. */
export const selectFailure = (snapshot: AuthSnapshot) => snapshot.context.failure;

const pendingFlows: [Parameters<AuthSnapshot['matches']>[0], AuthFlow][] = [
  [{ session: 'signingUp' }, 'signUp'],
  [{ session: 'loggingIn' }, 'logIn'],
  [{ session: 'googleSignIn' }, 'google'],
  [{ session: 'redirectingToGoogle' }, 'google'],
  [{ session: 'loggingOut' }, 'logOut'],
  [{ session: { signedIn: 'savingProfile' } }, 'profile'],
];

/** The flow under way, if any: its button shows progress and the others wait. */
export const selectPendingFlow = (snapshot: AuthSnapshot): AuthFlow | null =>
  pendingFlows.find(([state]) => snapshot.matches(state))?.[1] ?? null;
