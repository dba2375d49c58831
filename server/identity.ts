import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Caller } from './shop/orders.ts';

/** Turns a Firebase ID token into the caller it names, or null when it is not a valid one. */
export type VerifyIdToken = (token: string) => Promise<Caller | null>;

/**
 * Checks ID tokens with firebase-admin: signature, expiry, project, and that the account was
 * not disabled or signed out everywhere (checkRevoked). On the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST, set only in development and tests) the emulator's tokens pass.
 */
export function firebaseIdentity(projectId: string): VerifyIdToken {
  const auth = authOf(projectId);
  return async (token) => {
    try {
      const decoded = await auth.verifyIdToken(token, true);
      const name = typeof decoded.name === 'string' ? decoded.name : undefined;
      const email = typeof decoded.email === 'string' ? decoded.email : undefined;
      return {
        uid: decoded.uid,
        staff: decoded.staff === true,
        emailVerified: decoded.email_verified === true,
        ...(name ? { name } : {}),
        ...(email ? { email } : {}),
      };
    } catch (error) {
      if (isNotSignedIn(error)) return null;
      // Firebase unreachable (its public keys, or the account's revocation check): the server's
      // problem, not the shopper's; answered as a 503 (server/http/app.ts).
      throw new IdentityUnavailableError({ cause: error });
    }
  };
}

/**
 * The e-mail of account `uid` when it has confirmed it, else null (also for an account deleted
 * since): where the shop writes to an account, such as a question's asker.
 */
export function firebaseAccountEmail(projectId: string) {
  const auth = authOf(projectId);
  return async (uid: string): Promise<string | null> => {
    try {
      const user = await auth.getUser(uid);
      return user.emailVerified && user.email ? user.email : null;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    }
  };
}

/** The Auth of the project's one app, made on first use. */
function authOf(projectId: string) {
  const name = `voltbay-server-${projectId}`;
  return getAuth(getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name));
}

/** Firebase cannot say who the caller is right now. */
export class IdentityUnavailableError extends Error {
  constructor(options: ErrorOptions) {
    super('Firebase Authentication could not be reached', options);
    this.name = 'IdentityUnavailableError';
  }
}

/** Codes of a token that is malformed, expired, revoked, or of a disabled or deleted account. */
const notSignedInCodes = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * Whether firebase-admin refused the token itself. It reports Google's public keys that could not
 * be fetched as `auth/argument-error` too, telling them apart only by the message.
 */
function isNotSignedIn(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    typeof code === 'string' &&
    notSignedInCodes.has(code) &&
    !String(message).startsWith('Error fetching public keys')
  );
}
