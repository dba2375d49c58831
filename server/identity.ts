import { initializeApp, type App } from 'firebase-admin/app';
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
  const app: App = initializeApp({ projectId }, `voltbay-server-${projectId}`);
  const auth = getAuth(app);
  return async (token) => {
    try {
      const decoded = await auth.verifyIdToken(token, true);
      const name = typeof decoded.name === 'string' ? decoded.name : undefined;
      return {
        uid: decoded.uid,
        staff: decoded.staff === true,
        emailVerified: decoded.email_verified === true,
        ...(name ? { name } : {}),
      };
    } catch (error) {
      if (isNotSignedIn(error)) return null;
      // Firebase unreachable (its public keys, or the account's revocation check): the server's
      // problem, not the shopper's; answered as a 503 (server/http/app.ts).
      throw new IdentityUnavailableError({ cause: error });
    }
  };
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
