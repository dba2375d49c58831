import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate';
import {
  asAuthError,
  type AuthError,
  type AuthFailure,
  type AuthFlow,
  type Credentials,
  type SignUpDetails,
  type User,
} from './auth.types.ts';
import { tokenRefreshMachine } from './token-refresh.machine.ts';
import { notProvided } from '#machines/not-provided.ts';

export type AuthEvent =
  | { type: 'auth.changed'; user: User | null }
  | { type: 'auth.failed'; error: AuthError }
  | { type: 'auth.retry' }
  | { type: 'signUp.submit'; details: SignUpDetails }
  | { type: 'logIn.submit'; credentials: Credentials }
  | { type: 'google.submit' }
  | { type: 'google.returned' }
  | { type: 'google.failed'; error: AuthError }
  | { type: 'logOut.submit' }
  | { type: 'profile.submit'; displayName: string }
  | { type: 'failure.dismiss' };

/** What the machine tells the UI as it happens (toasts listen to these); see `actor.on(...)`. */
export type AuthEmitted =
  | { type: 'flow.started'; flow: AuthFlow }
  | { type: 'flow.succeeded'; flow: AuthFlow }
  | { type: 'flow.failed'; flow: AuthFlow; error: AuthError }
  | { type: 'session.ended' };

export interface AuthContext {
  user: User | null;
  /** Why the identity service is unavailable. */
  error: AuthError | null;
  /** The last flow that failed, until the shopper tries again or dismisses it. */
  failure: AuthFailure | null;
}

/** Action params for a flow's actor that failed: the error it rejected with. */
const failure =
  (flow: AuthFlow) =>
  ({ event }: { event: { error: unknown } }): AuthFailure => ({
    flow,
    error: asAuthError(event.error),
  });

/** Action params for a flow's actor that succeeded: the user it resolved with. */
const success =
  (flow: AuthFlow) =>
  ({ event }: { event: { output: User } }) => ({ flow, user: event.output });

/**
 * The shopper's session. While `session` is active, `watchSession` reports every sign-in and
 * sign-out (also those made in other tabs) as `auth.changed`; when the identity service cannot be
 * reached it reports `auth.failed` and the shop goes on without accounts (`unavailable`) until the
 * shopper retries. Signing up, logging in and logging out run as invoked actors; their outcome,
 * not the watcher, moves the session on, so a new account is signed in only once it has its name.
 * While signed in, the `tokenRefresh` child keeps the ID token fresh and ends the session when the
 * account is disabled or its token has expired.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
    /** `loading`: the session is not known yet, or signing in or up runs; `busy`: any flow runs. */
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    watchSession: fromCallback<AuthEvent>(notProvided('auth', 'watchSession')),
    createAccount: fromPromise<User, SignUpDetails>(notProvided('auth', 'createAccount')),
    logIn: fromPromise<User, Credentials>(notProvided('auth', 'logIn')),
    signInWithGoogle: fromPromise<User>(notProvided('auth', 'signInWithGoogle')),
    /** Leaves the page for Google's sign-in; the shopper comes back signed in. */
    redirectToGoogle: fromPromise<void>(notProvided('auth', 'redirectToGoogle')),
    logOut: fromPromise<void>(notProvided('auth', 'logOut')),
    updateDisplayName: fromPromise<User, { displayName: string }>(
      notProvided('auth', 'updateDisplayName'),
    ),
    tokenRefresh: tokenRefreshMachine,
  },
  actions: {
    assignUser: assign({ user: (_, user: User | null) => user, error: null }),
    assignError: assign({ error: (_, error: AuthError) => error, user: null }),
    noteFailure: assign({ failure: (_, failure: AuthFailure) => failure }),
    clearFailure: assign({ failure: null }),
    announceStart: emit((_, flow: AuthFlow) => ({ type: 'flow.started', flow })),
    announceSuccess: emit((_, flow: AuthFlow) => ({ type: 'flow.succeeded', flow })),
    succeed: enqueueActions(({ enqueue }, { flow, user }: { flow: AuthFlow; user: User }) => {
      enqueue.assign({ user, error: null });
      enqueue.emit({ type: 'flow.succeeded', flow });
    }),
    fail: enqueueActions(({ enqueue }, failure: AuthFailure) => {
      enqueue.assign({ failure });
      enqueue.emit({ type: 'flow.failed', ...failure });
    }),
    announceSessionEnd: emit({ type: 'session.ended' }),
  },
  guards: {
    hasUser: (_, user: User | null) => user !== null,
    isPopupBlocked: (_, { error }: AuthFailure) => error.kind === 'popup-blocked',
  },
}).createMachine({
  id: 'auth',
  context: { user: null, error: null, failure: null },
  initial: 'session',
  // The shopper left the form that showed the message: whatever the session is doing, including
  // still checking after a return from Google's sign-in, it is not shown again.
  on: { 'failure.dismiss': { actions: 'clearFailure' } },
  states: {
    session: {
      invoke: { src: 'watchSession' },
      initial: 'checking',
      on: {
        'auth.changed': [
          {
            guard: { type: 'hasUser', params: ({ event }) => event.user },
            target: '.signedIn',
            actions: { type: 'assignUser', params: ({ event }) => event.user },
          },
          { target: '.signedOut', actions: { type: 'assignUser', params: null } },
        ],
        'auth.failed': {
          target: 'unavailable',
          actions: { type: 'assignError', params: ({ event }) => event.error },
        },
        // The outcome of a Google sign-in that left the page (popup blocked), read on return.
        'google.returned': { actions: { type: 'announceSuccess', params: 'google' } },
        'google.failed': { actions: { type: 'fail', params: failure('google') } },
      },
      states: {
        checking: { tags: ['loading'] },
        signedOut: {
          on: {
            'signUp.submit': 'signingUp',
            'logIn.submit': 'loggingIn',
            'google.submit': 'googleSignIn',
          },
        },
        signingUp: {
          tags: ['loading', 'busy'],
          entry: ['clearFailure', { type: 'announceStart', params: 'signUp' }],
          // The watcher sees the account before it has its name: the actor's answer counts.
          on: { 'auth.changed': {} },
          invoke: {
            src: 'createAccount',
            input: ({ event }) => {
              assertEvent(event, 'signUp.submit');
              return event.details;
            },
            onDone: {
              target: 'signedIn',
              actions: { type: 'succeed', params: success('signUp') },
            },
            onError: {
              target: 'signedOut',
              actions: { type: 'fail', params: failure('signUp') },
            },
          },
        },
        loggingIn: {
          tags: ['loading', 'busy'],
          entry: ['clearFailure', { type: 'announceStart', params: 'logIn' }],
          on: { 'auth.changed': {} },
          invoke: {
            src: 'logIn',
            input: ({ event }) => {
              assertEvent(event, 'logIn.submit');
              return event.credentials;
            },
            onDone: {
              target: 'signedIn',
              actions: { type: 'succeed', params: success('logIn') },
            },
            onError: {
              target: 'signedOut',
              actions: { type: 'fail', params: failure('logIn') },
            },
          },
        },
        googleSignIn: {
          tags: ['loading', 'busy'],
          entry: ['clearFailure', { type: 'announceStart', params: 'google' }],
          on: { 'auth.changed': {} },
          invoke: {
            src: 'signInWithGoogle',
            onDone: {
              target: 'signedIn',
              actions: { type: 'succeed', params: success('google') },
            },
            onError: [
              {
                guard: { type: 'isPopupBlocked', params: failure('google') },
                target: 'redirectingToGoogle',
                actions: { type: 'noteFailure', params: failure('google') },
              },
              {
                target: 'signedOut',
                actions: { type: 'fail', params: failure('google') },
              },
            ],
          },
        },
        redirectingToGoogle: {
          tags: ['loading', 'busy'],
          invoke: {
            src: 'redirectToGoogle',
            onError: {
              target: 'signedOut',
              actions: { type: 'fail', params: failure('google') },
            },
          },
        },
        signedIn: {
          invoke: { src: 'tokenRefresh', onDone: 'endingSession' },
          initial: 'idle',
          on: {
            'auth.changed': [
              {
                guard: { type: 'hasUser', params: ({ event }) => event.user },
                actions: { type: 'assignUser', params: ({ event }) => event.user },
              },
              {
                // Signed out elsewhere: in another tab, or by the identity service.
                target: 'signedOut',
                actions: [{ type: 'assignUser', params: null }, 'announceSessionEnd'],
              },
            ],
            'logOut.submit': 'loggingOut',
          },
          states: {
            idle: {
              on: { 'profile.submit': 'savingProfile' },
            },
            savingProfile: {
              tags: ['busy'],
              entry: ['clearFailure', { type: 'announceStart', params: 'profile' }],
              invoke: {
                src: 'updateDisplayName',
                input: ({ event }) => {
                  assertEvent(event, 'profile.submit');
                  return { displayName: event.displayName };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'succeed', params: success('profile') },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'fail', params: failure('profile') },
                },
              },
            },
          },
        },
        loggingOut: {
          tags: ['busy'],
          entry: ['clearFailure', { type: 'announceStart', params: 'logOut' }],
          on: { 'auth.changed': {} },
          invoke: {
            src: 'logOut',
            onDone: {
              target: 'signedOut',
              actions: [
                { type: 'assignUser', params: null },
                { type: 'announceSuccess', params: 'logOut' },
              ],
            },
            onError: {
              target: 'signedIn',
              actions: { type: 'fail', params: failure('logOut') },
            },
          },
        },
        // The account was disabled or its token expired: sign out, whatever the answer.
        endingSession: {
          on: { 'auth.changed': {} },
          invoke: {
            src: 'logOut',
            onDone: {
              target: 'signedOut',
              actions: [{ type: 'assignUser', params: null }, 'announceSessionEnd'],
            },
            onError: {
              target: 'signedOut',
              actions: [{ type: 'assignUser', params: null }, 'announceSessionEnd'],
            },
          },
        },
      },
    },
    unavailable: {
      on: { 'auth.retry': 'session' },
    },
  },
});
