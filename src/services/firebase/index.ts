import { fromCallback } from 'xstate';
import type { AuthEvent } from '../../../machines/auth/auth.machine';
import type { User } from '../../../machines/auth/auth.types';
import { toAuthError } from './auth-errors';

// Firebase is fetched on first use, in its own chunk, so the first page paints without it.
const loadAuthClient = () => import('./auth-client');

/** The auth machine's `watchSession` actor: reports every sign-in and sign-out. */
export const watchSession = fromCallback<AuthEvent>(({ sendBack }) => {
  let stopWatching: (() => void) | undefined;
  let stopped = false;
  loadAuthClient()
    .then((client) =>
      client.watchAuthState(
        (user) => sendBack({ type: 'auth.changed', user }),
        (error) => sendBack({ type: 'auth.failed', error }),
      ),
    )
    .then((unsubscribe) => {
      if (stopped) unsubscribe();
      else stopWatching = unsubscribe;
    })
    .catch((error: unknown) => sendBack({ type: 'auth.failed', error: toAuthError(error) }));
  return () => {
    stopped = true;
    stopWatching?.();
  };
});

async function withAuthClient<T>(
  call: (client: Awaited<ReturnType<typeof loadAuthClient>>) => Promise<T>,
): Promise<T> {
  const client = await loadAuthClient().catch((error: unknown) => {
    throw toAuthError(error);
  });
  return call(client);
}

/** Creates an e-mail and password account and signs it in; rejects with an `AuthError`. */
export const createAccount = (email: string, password: string): Promise<User> =>
  withAuthClient((client) => client.createAccount(email, password));

/** Signs in with e-mail and password; rejects with an `AuthError`. */
export const signIn = (email: string, password: string): Promise<User> =>
  withAuthClient((client) => client.signIn(email, password));
