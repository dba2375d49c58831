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
      return { uid: decoded.uid, staff: decoded.staff === true, ...(name ? { name } : {}) };
    } catch (error) {
      // A token that is malformed, expired, revoked or of a disabled account: not signed in.
      // Anything else (Firebase unreachable) is the server's problem, not the shopper's.
      if (String((error as { code?: unknown }).code).startsWith('auth/')) return null;
      throw error;
    }
  };
}
