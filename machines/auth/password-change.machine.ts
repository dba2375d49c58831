import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { asAuthError, type AuthError } from './auth.types.ts';
import { notProvided } from '#machines/not-provided.ts';

export type PasswordChangeEvent =
  | { type: 'password.submit'; newPassword: string }
  | { type: 'identity.submit'; currentPassword: string }
  | { type: 'identity.cancel' };

export interface PasswordChangeContext {
  /** The new password, kept only while the shopper confirms who they are. */
  newPassword: string;
  /** Why the last step failed, until the next one. */
  error: AuthError | null;
}

/** Action and guard params for a failed step: the error its actor rejected with. */
const failureOf = ({ event }: { event: { error: unknown } }) => asAuthError(event.error);

/**
 * A signed-in shopper changes the password (account page). When the identity service wants a
 * recent sign-in first (`recent-login-required`), the shopper confirms the current password
 * (`confirming`), which signs them in again, and the change is tried once more. Cancelling drops
 * the new password.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    tags: {} as 'busy',
  },
  actors: {
    changePassword: fromPromise<void, { newPassword: string }>(
      notProvided('passwordChange', 'changePassword'),
    ),
    confirmCurrentPassword: fromPromise<void, { currentPassword: string }>(
      notProvided('passwordChange', 'confirmCurrentPassword'),
    ),
  },
  actions: {
    assignNewPassword: assign({ newPassword: (_, newPassword: string) => newPassword }),
    assignError: assign({ error: (_, error: AuthError) => error }),
    clearError: assign({ error: null }),
    forgetNewPassword: assign({ newPassword: '' }),
  },
  guards: {
    needsRecentLogin: (_, error: AuthError) => error.kind === 'recent-login-required',
  },
}).createMachine({
  id: 'passwordChange',
  context: { newPassword: '', error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'password.submit': {
          target: 'changing',
          actions: { type: 'assignNewPassword', params: ({ event }) => event.newPassword },
        },
      },
      initial: 'editing',
      states: {
        editing: {},
        // The form again, with the news above it: another change can follow.
        changed: {},
      },
    },
    changing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ newPassword: context.newPassword }),
        onDone: { target: 'idle.changed', actions: 'forgetNewPassword' },
        onError: [
          { guard: { type: 'needsRecentLogin', params: failureOf }, target: 'confirming' },
          {
            target: 'idle',
            actions: ['forgetNewPassword', { type: 'assignError', params: failureOf }],
          },
        ],
      },
    },
    confirming: {
      on: {
        'identity.submit': 'reauthenticating',
        'identity.cancel': { target: 'idle', actions: ['forgetNewPassword', 'clearError'] },
      },
    },
    reauthenticating: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'confirmCurrentPassword',
        input: ({ event }) => {
          assertEvent(event, 'identity.submit');
          return { currentPassword: event.currentPassword };
        },
        onDone: 'changing',
        onError: { target: 'confirming', actions: { type: 'assignError', params: failureOf } },
      },
    },
  },
});
