import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';
import { timing } from '#machines/timing.ts';
import { AuthError, type AuthErrorKind } from './auth.types.ts';

/** What the `refreshToken` actor is asked: `force` gets a new token even if the current one is fresh. */
export interface RefreshRequest {
  force: boolean;
}

/**
 * An ID token's times in milliseconds: `issuedAt` and `expiresAt` from its claims (`iat`, `exp`,
 * on the server's clock), `readAt` the device's clock when the answer came.
 */
export interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
  readAt: number;
}

export interface TokenRefreshContext {
  /** Milliseconds until the current ID token expires, counted from the last answer. */
  expiresIn: number;
  retryDelay: number;
}

/**
 * The time a token has left, counted on the device's clock only from when it arrived: the server's
 * `exp` minus the device's now would make a clock an hour fast refresh every 30 s, and one an hour
 * slow an hour too late. A token just fetched has its whole life (`exp - iat`) left. The token
 * already there when the machine starts came earlier: its age is the device clock's guess, kept
 * within the token's life, so a skewed clock costs at most one early refresh.
 */
const timeLeft = ({ issuedAt, expiresAt, readAt }: TokenTimes, fetchedNow: boolean) => {
  const life = expiresAt - issuedAt;
  const age = fetchedNow ? 0 : Math.min(Math.max(readAt - issuedAt, 0), life);
  return life - age;
};

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
const SESSION_OVER: readonly AuthErrorKind[] = [
  'account-disabled',
  'no-such-account',
  'session-revoked',
  'session-expired',
];

/**
 * Keeps a signed-in shopper's ID token fresh (docs/decisions/0014-sign-in-and-return-paths.md). It
 * first reads the current token's times (`reading`), then refreshes it `refreshMargin` before
 * expiry (`timeLeft`), but never sooner than `minRefreshInterval` after the last answer (so a
 * token that is always inside the margin cannot make it loop). After a failure such as a lost network it
 * retries with a back-off that doubles from 30 s to 16 min. Only an answer that the session is
 * over ends the machine (the auth machine then signs the shopper out); being offline never signs
 * out.
 */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
  },
  actors: {
    /** Gets the ID token (a new one when `force`); resolves with its times. */
    refreshToken: fromPromise<TokenTimes, RefreshRequest>(
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
      error instanceof AuthError && SESSION_OVER.includes(error.kind),
  },
  actions: {
    assignToken: assign((_, { token, fetchedNow }: { token: TokenTimes; fetchedNow: boolean }) => ({
      expiresIn: timeLeft(token, fetchedNow),
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
          actions: {
            type: 'assignToken',
            params: ({ event }) => ({ token: event.output, fetchedNow: false }),
          },
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
          actions: {
            type: 'assignToken',
            params: ({ event }) => ({ token: event.output, fetchedNow: true }),
          },
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
