import { fromCallback, fromPromise } from 'xstate';
import type { AuthEvent } from '#machines/auth/auth.machine.ts';
import {
  AuthError,
  type Credentials,
  type SignUpDetails,
  type User,
} from '#machines/auth/auth.types.ts';
import {
  tokenRefreshMachine,
  type RefreshRequest,
  type TokenTimes,
} from '#machines/auth/token-refresh.machine.ts';
import { nextTask } from '#src/services/next-task.ts';
import { sessionNeeded, sessionWanted, startAuthNow } from './auth-wake.ts';

export { startAuthNow };

/** A chunk of the session's code, or an `AuthError` when it does not arrive. */
const loadChunk = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch((error: unknown) => {
    throw new AuthError('unreachable', error instanceof Error ? error.message : String(error));
  });

// Firebase is fetched on first use, in its own chunk, so the first page paints without it. Every
// function of auth-client rejects with an `AuthError` (its `toAuthError` maps what Firebase
// throws); here only the chunk itself can fail, when it does not arrive.
let authClientAsked = false;
const loadAuthClient = () => {
  authClientAsked = true;
  return loadChunk(() => import('./auth-client.ts'));
};
// Read once the page is idle: not part of its first view.
const loadKeptSession = () => loadChunk(() => import('./kept-session.ts'));

type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>;

export const withAuthClient = <T>(call: (client: AuthClient) => Promise<T>): Promise<T> =>
  loadAuthClient().then(call);

/**
 * The auth machine's `watchSession` actor: once the session is wanted (`auth-wake.ts`), reports
 * the outcome of a Google redirect sign-in if the shopper is just back from one, and every sign-in
 * and sign-out. At idle, a browser that holds no session (kept-session.ts) is reported signed
 * out without loading Firebase, which then waits until a page or control needs the session or
 * another tab signs in.
 */
export const watchSession = fromCallback<AuthEvent>(({ sendBack }) => {
  let stopWatching: (() => void) | undefined;
  let stopHearing: (() => void) | undefined;
  let stopped = false;
  sessionWanted()
    .then(async (wokenBy) => {
      const keptSessionLoaded = loadKeptSession();
      if (wokenBy === 'idle') {
        const keptSession = await keptSessionLoaded;
        if (!(await keptSession.mayHoldSession())) {
          sendBack({ type: 'auth.changed', user: null });
          stopHearing = keptSession.onSignInElsewhere(startAuthNow);
          await sessionNeeded();
          stopHearing();
        }
      }
      if (stopped) return;
      // Side by side: a control in use waits for Firebase, not for the record's chunk first.
      const [keptSession, client] = await Promise.all([keptSessionLoaded, loadAuthClient()]);
      // Evaluating Firebase's chunk and starting its Auth (reading the kept session) are each
      // 20-50 ms at 4x CPU: two tasks, not one long one.
      await nextTask();
      if (stopped) return;
      // The redirect's user first, so that the session starts signed in rather than signed out.
      const returned = await client.redirectResult().then(
        (user): AuthEvent | null => (user ? { type: 'google.returned' } : null),
        (error: AuthError): AuthEvent => ({ type: 'google.failed', error }),
      );
      const unsubscribe = await client.watchAuthState(
        (user) => {
          keptSession.rememberSession(user !== null);
          sendBack({ type: 'auth.changed', user });
        },
        (error) => sendBack({ type: 'auth.failed', error }),
      );
      if (stopped) unsubscribe();
      else stopWatching = unsubscribe;
      if (returned) sendBack(returned);
    })
    .catch((error: AuthError) => sendBack({ type: 'auth.failed', error }));
  return () => {
    stopped = true;
    stopHearing?.();
    stopWatching?.();
  };
});

// A pasted address often brings a space along; the identity service would refuse it as invalid.
// Passwords are sent as typed.
export const trimmedEmail = (email: string) => email.trim();

/** Creates an e-mail and password account named 'First Last'; rejects with an `AuthError`. */
export const createAccount = (details: SignUpDetails): Promise<User> =>
  withAuthClient((client) =>
    client.createAccount({ ...details, email: trimmedEmail(details.email) }),
  );

/** Signs in with e-mail and password; rejects with an `AuthError`. */
export const logIn = (credentials: Credentials): Promise<User> =>
  withAuthClient((client) =>
    client.logIn({ ...credentials, email: trimmedEmail(credentials.email) }),
  );

/**
 * The signed-in shopper's ID token for the shop's server; undefined when signed out. Rejects with
 * an `AuthError` when Firebase cannot be loaded or asked. A page that has not asked Firebase for
 * anything, in a browser that holds no session (kept-session.ts), has no shopper to name: its
 * calls to the server (reviews, stock) go without loading Firebase.
 */
export const readIdToken = async (): Promise<string | undefined> => {
  if (!authClientAsked && !(await (await loadKeptSession()).mayHoldSession())) return undefined;
  return withAuthClient((client) => client.currentIdToken());
};

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
      refreshToken: fromPromise<TokenTimes, RefreshRequest>(({ input }) =>
        withAuthClient((client) => client.readToken(input.force)),
      ),
    },
  }),
};
