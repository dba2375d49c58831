import { fromCallback, fromPromise } from 'xstate';
import type { AuthEvent } from '../../../machines/auth/auth.machine';
import type { Credentials, SignUpDetails, User } from '../../../machines/auth/auth.types';
import {
  tokenRefreshMachine,
  type RefreshRequest,
} from '../../../machines/auth/token-refresh.machine';
import { toAuthError } from './auth-errors';

// Firebase is fetched on first use, in its own chunk, so the first page paints without it.
const loadAuthClient = () => import('./auth-client');

type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>;

async function withAuthClient<T>(call: (client: AuthClient) => Promise<T>): Promise<T> {
  const client = await loadAuthClient().catch((error: unknown) => {
    throw toAuthError(error);
  });
  return call(client);
}

/**
 * The auth machine's `watchSession` actor: reports every sign-in and sign-out, then the outcome
 * of a Google redirect sign-in if the shopper is just back from one.
 */
export const watchSession = fromCallback<AuthEvent>(({ sendBack }) => {
  let stopWatching: (() => void) | undefined;
  let stopped = false;
  loadAuthClient()
    .then(async (client) => {
      const unsubscribe = await client.watchAuthState(
        (user) => sendBack({ type: 'auth.changed', user }),
        (error) => sendBack({ type: 'auth.failed', error }),
      );
      if (stopped) unsubscribe();
      else stopWatching = unsubscribe;
      await client.redirectResult().then(
        (user) => user && sendBack({ type: 'google.returned' }),
        (error: unknown) => sendBack({ type: 'google.failed', error: toAuthError(error) }),
      );
    })
    .catch((error: unknown) => sendBack({ type: 'auth.failed', error: toAuthError(error) }));
  return () => {
    stopped = true;
    stopWatching?.();
  };
});

/** Creates an e-mail and password account named 'First Last'; rejects with an `AuthError`. */
export const createAccount = (details: SignUpDetails): Promise<User> =>
  withAuthClient((client) => client.createAccount(details));

/** Signs in with e-mail and password; rejects with an `AuthError`. */
export const logIn = (credentials: Credentials): Promise<User> =>
  withAuthClient((client) => client.logIn(credentials));

/**
 * Sends the password-reset e-mail. An unknown address counts as sent, so the answer never tells
 * whether an account exists.
 */
export const requestPasswordReset = (email: string): Promise<void> =>
  withAuthClient((client) => client.sendPasswordReset(email)).catch((error: unknown) => {
    if (toAuthError(error).code !== 'user-not-found') throw error;
  });

/** Checks the code of a reset link; resolves with the account's e-mail. */
export const checkPasswordResetCode = (code: string): Promise<string> =>
  withAuthClient((client) => client.checkPasswordResetCode(code));

export const resetPassword = (code: string, newPassword: string): Promise<void> =>
  withAuthClient((client) => client.resetPassword(code, newPassword));

/** Every actor the auth machine needs, backed by Firebase. */
export const authActors = {
  watchSession,
  createAccount: fromPromise<User, SignUpDetails>(({ input }) => createAccount(input)),
  logIn: fromPromise<User, Credentials>(({ input }) => logIn(input)),
  signInWithGoogle: fromPromise<User>(() => withAuthClient((client) => client.signInWithGoogle())),
  redirectToGoogle: fromPromise<void>(() => withAuthClient((client) => client.redirectToGoogle())),
  logOut: fromPromise<void>(() => withAuthClient((client) => client.logOut())),
  updateDisplayName: fromPromise<User, { displayName: string }>(({ input }) =>
    withAuthClient((client) => client.updateDisplayName(input.displayName)),
  ),
  tokenRefresh: tokenRefreshMachine.provide({
    actors: {
      refreshToken: fromPromise<{ expiresIn: number }, RefreshRequest>(({ input }) =>
        withAuthClient((client) => client.readToken(input.force)),
      ),
    },
  }),
};
