import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';
import { timing } from '#machines/timing.ts';
import { AuthError, type AuthErrorCode } from './auth.types.ts';

/** What the `refreshToken` actor is asked: `force` gets a new token even if the current one is fresh. */
export interface RefreshRequest {
  force: boolean;
}

export interface TokenRefreshContext {
  /** Milliseconds until the current ID token expires, as of the last answer. */
  expiresIn: number;
  retryDelay: number;
}

/** A failed refresh, wrapped: a bare `unknown` parameter would lose XState's type inference. */
interface Failure {
  error: unknown;
}

/** A failed read or refresh: the session ends if the answer says so, else retry after a while. */
const endOrBackOff = [
  {
    guard: {
      type: 'isSessionOver',
      params: ({ event }: { event: Failure }) => ({ error: event.error }),
    },
    target: '#tokenRefresh.sessionOver',
  },
  { target: '#tokenRefresh.backingOff' },
] as const;

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

/**
 * Keeps a signed-in shopper's ID token fresh (docs/decisions/sign-in-and-return-paths.md). It
 * first reads the current token's lifetime (`reading`), then refreshes it `refreshMargin` before
 * expiry, but never sooner than `minRefreshInterval` after the last answer (so a token that is
 * always inside the margin cannot make it loop). After a failure such as a lost network it
 * retries with a back-off that doubles from 30 s to 16 min. Only an answer that the session is
 * over ends the machine (the auth machine then signs the shopper out); being offline never signs
 * out.
 */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
  },
  actors: {
    /** Gets the ID token (a new one when `force`); resolves with its lifetime in milliseconds. */
    refreshToken: fromPromise<{ expiresIn: number }, RefreshRequest>(
      notProvided('tokenRefresh', 'refreshToken'),
    ),
  },
  delays: {
    refreshDue: ({ context }) =>
      Math.max(timing.token.minRefreshInterval, context.expiresIn - timing.token.refreshMargin),
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
    })),
    doubleRetryDelay: assign({
      retryDelay: ({ context }) => Math.min(context.retryDelay * 2, timing.token.maxRetryDelay),
    }),
  },
}).createMachine({
  id: 'tokenRefresh',
  context: { expiresIn: 0, retryDelay: timing.token.firstRetryDelay },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'refreshToken',
        input: { force: false },
        onDone: {
          target: 'waiting',
          actions: { type: 'assignFreshToken', params: ({ event }) => event.output },
        },
        onError: endOrBackOff,
      },
    },
    waiting: {
      after: { refreshDue: 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'refreshToken',
        input: { force: true },
        onDone: {
          target: 'waiting',
          actions: { type: 'assignFreshToken', params: ({ event }) => event.output },
        },
        onError: endOrBackOff,
      },
    },
    backingOff: {
      after: { retryDelay: 'refreshing' },
      exit: 'doubleRetryDelay',
    },
    sessionOver: {
      type: 'final',
    },
  },
});
