import type { User } from '#machines/auth/auth.types.ts';
import { withAuthClient } from './index.ts';

// Only the account page confirms an e-mail: its calls stay out of every other page's first view.

/** Sends the link that confirms the signed-in shopper's e-mail; rejects with an `AuthError`. */
export const sendEmailConfirmation = (): Promise<void> =>
  withAuthClient((client) => client.sendEmailConfirmation());

/** The signed-in shopper's account as it is now, with a fresh ID token; rejects with an `AuthError`. */
export const reloadUser = (): Promise<User> => withAuthClient((client) => client.reloadUser());
