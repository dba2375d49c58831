import { assign, fromPromise, setup } from 'xstate';
import { timing } from '../timing';
import { AuthError, type AuthErrorCode } from './auth.types';

/** What the `refreshToken` actor is asked: `force` gets a new token even if the current one is fresh. */
export interface RefreshRequest {
  force: boolean;
}

export interface TokenRefreshContext {
  /** Milliseconds until the current ID token expires, as of the last answer. */
  expiresIn: number;
  retryDelay: number;
  lastError: AuthError | null;
}

/** The session has to end: the auth machine signs the shopper out with this error. */
export interface TokenRefreshOutput {
  error: AuthError;
}

/** A failed refresh, wrapped: a bare `unknown` parameter would lose XState's type inference. */
interface Failure {
  error: unknown;
}

/**
 * Refresh answers that mean the account can no longer be used (disabled, deleted, or its
 * session revoked or expired on the server): retrying will not help.
 */
const SESSION_OVER: readonly AuthErrorCode[] = [
  'user-disabled',
  'user-token-expired',
  'invalid-user-token',
  'user-not-found',
];

const asAuthError = (error: unknown) =>
  error instanceof AuthError ? error : new AuthError('internal-error', String(error));

/**
 * Keeps a signed-in shopper's ID token fresh (docs/decisions/sign-in-and-return-paths.md). It first
 * reads the current token's lifetime (`reading`); then two regions run side by side: `token` counts
 * the token as expired `expiryMargin` before its real expiry (tag `expired`); `refresh` refreshes
 * it `refreshMargin` before expiry, but never sooner than `minRefreshInterval` after the last
 * answer (so a token that is always inside the margin cannot make it loop), and, after a failure
 * such as a lost network, retries with a back-off that doubles from 30 s to 16 min. A new token
 * restarts both. Only an answer that the session is over ends the machine; being offline never
 * signs out.
 */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    output: {} as TokenRefreshOutput,
  },
  actors: {
    /** Gets the ID token (a new one when `force`); resolves with its lifetime in milliseconds. */
    refreshToken: fromPromise<{ expiresIn: number }, RefreshRequest>(() => {
      throw new Error('token-refresh machine: the refreshToken actor was not provided');
    }),
  },
  delays: {
    refreshDue: ({ context }) =>
      Math.max(timing.token.minRefreshInterval, context.expiresIn - timing.token.refreshMargin),
    tokenExpiry: ({ context }) => Math.max(0, context.expiresIn - timing.token.expiryMargin),
    retryDelay: ({ context }) => context.retryDelay,
  },
  guards: {
    isSessionOver: (_, { error }: Failure) =>
      error instanceof AuthError && SESSION_OVER.includes(error.code),
  },
  actions: {
    assignFreshToken: assign((_, token: { expiresIn: number }) => ({
      expiresIn: token.expiresIn,
      retryDelay: timing.token.firstRetryDelay,
      lastError: null,
    })),
    assignFailure: assign({ lastError: (_, { error }: Failure) => asAuthError(error) }),
    doubleRetryDelay: assign({
      retryDelay: ({ context }) => Math.min(context.retryDelay * 2, timing.token.maxRetryDelay),
    }),
  },
}).createMachine({
  id: 'tokenRefresh',
  // Until the first answer the token's lifetime is unknown, so it counts as already expired.
  context: { expiresIn: 0, retryDelay: timing.token.firstRetryDelay, lastError: null },
  initial: 'reading',
  states: {
    reading: {
      tags: ['expired'],
      invoke: {
        src: 'refreshToken',
        input: { force: false },
        onDone: {
          target: 'active',
          actions: { type: 'assignFreshToken', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isSessionOver', params: ({ event }) => ({ error: event.error }) },
            target: 'sessionOver',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'active.refresh.backingOff',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    active: {
      type: 'parallel',
      states: {
        token: {
          initial: 'valid',
          states: {
            valid: { after: { tokenExpiry: 'expired' } },
            expired: { tags: ['expired'] },
          },
        },
        refresh: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { refreshDue: 'refreshing' },
            },
            refreshing: {
              invoke: {
                src: 'refreshToken',
                input: { force: true },
                onDone: {
                  target: '#tokenRefresh.active',
                  reenter: true,
                  actions: { type: 'assignFreshToken', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: {
                      type: 'isSessionOver',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#tokenRefresh.sessionOver',
                    actions: {
                      type: 'assignFailure',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                  {
                    target: 'backingOff',
                    actions: {
                      type: 'assignFailure',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
            backingOff: {
              after: { retryDelay: 'refreshing' },
              exit: 'doubleRetryDelay',
            },
          },
        },
      },
    },
    sessionOver: {
      type: 'final',
    },
  },
  output: ({ context }) => ({
    error: context.lastError ?? new AuthError('user-token-expired', 'session ended'),
  }),
});
