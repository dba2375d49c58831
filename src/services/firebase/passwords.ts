import { fromPromise } from 'xstate';
import { AuthError } from '#machines/auth/auth.types.ts';
import { trimmedEmail, withAuthClient } from './index.ts';

// Only the password pages and the account page change a password: their calls stay out of every
// other page's first view.

/**
 * Sends the password-reset e-mail. An unknown address counts as sent, so the answer never tells
 * whether an account exists.
 */
export const requestPasswordReset = (email: string): Promise<void> =>
  withAuthClient((client) => client.sendPasswordReset(trimmedEmail(email))).catch(
    (error: unknown) => {
      if (!(error instanceof AuthError && error.kind === 'no-such-account')) throw error;
    },
  );

export const resetPassword = (code: string, newPassword: string): Promise<void> =>
  withAuthClient((client) => client.resetPassword(code, newPassword));

/** The password-change machine's actors, backed by Firebase (account page). */
export const passwordChangeActors = {
  changePassword: fromPromise<void, { newPassword: string }>(({ input }) =>
    withAuthClient((client) => client.changePassword(input.newPassword)),
  ),
  confirmCurrentPassword: fromPromise<void, { currentPassword: string }>(({ input }) =>
    withAuthClient((client) => client.confirmCurrentPassword(input.currentPassword)),
  ),
};
