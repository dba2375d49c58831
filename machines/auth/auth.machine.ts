import { assign, fromCallback, setup } from 'xstate';
import type { AuthError, User } from './auth.types';

export type AuthEvent =
  | { type: 'auth.changed'; user: User | null }
  | { type: 'auth.failed'; error: AuthError }
  | { type: 'auth.retry' };

export interface AuthContext {
  user: User | null;
  error: AuthError | null;
}

/**
 * The shopper's session. While `session` is active, `watchSession` reports every sign-in and
 * sign-out as `auth.changed`; when the identity service cannot be reached it reports `auth.failed`
 * and the shop goes on without accounts (`unavailable`) until the shopper retries.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    watchSession: fromCallback<AuthEvent>(() => {
      throw new Error('auth machine: the watchSession actor was not provided');
    }),
  },
  actions: {
    assignUser: assign({
      user: (_, user: User | null) => user,
      error: null,
    }),
    assignError: assign({ error: (_, error: AuthError) => error, user: null }),
  },
  guards: {
    hasUser: (_, user: User | null) => user !== null,
  },
}).createMachine({
  id: 'auth',
  context: { user: null, error: null },
  initial: 'session',
  states: {
    session: {
      invoke: { src: 'watchSession' },
      initial: 'checking',
      states: {
        checking: { tags: ['loading'] },
        signedOut: {},
        signedIn: {},
      },
      on: {
        'auth.changed': [
          {
            guard: { type: 'hasUser', params: ({ event }) => event.user },
            target: '.signedIn',
            actions: { type: 'assignUser', params: ({ event }) => event.user },
          },
          {
            target: '.signedOut',
            actions: { type: 'assignUser', params: null },
          },
        ],
        'auth.failed': {
          target: 'unavailable',
          actions: { type: 'assignError', params: ({ event }) => event.error },
        },
      },
    },
    unavailable: {
      on: { 'auth.retry': 'session' },
    },
  },
});
