/** A signed-in shopper as the app sees it: plain data, no Firebase object (spec §3, Auth user). */
export interface User {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  tenantId: string | null;
  isAnonymous: boolean;
  providerData: UserProvider[];
  metadata: { creationTime: string | null; lastSignInTime: string | null };
}

export interface UserProvider {
  providerId: string;
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** Every error code the shop knows from the identity service (spec §8, error catalogue). */
export const AUTH_ERROR_CODES = [
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'user-not-found',
  'too-many-requests',
  'user-disabled',
  'expired-action-code',
  'invalid-action-code',
  'user-token-expired',
  'password-does-not-meet-requirements',
  'weak-password',
  'invalid-email',
  'unauthorized-continue-uri',
  'requires-recent-login',
  'network-request-failed',
  'multi-factor-auth-required',
  'missing-recaptcha-token',
  'user-mismatch',
  'invalid-user-token',
  'tenant-id-mismatch',
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'invalid-api-key',
  'auth-domain-config-required',
  'argument-error',
  'operation-not-supported-in-this-environment',
  'unsupported-password-policy-schema-version',
  'invalid-emulator-scheme',
  'emulator-config-failed',
  'internal-error',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** A failed identity call: `code` drives what the UI says; the message is for logs only. */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }
}
