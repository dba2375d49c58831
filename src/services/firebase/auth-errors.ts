import { AuthError, type AuthErrorKind } from '#machines/auth/auth.types.ts';

/**
 * What each Firebase Auth code means to the shop. Firebase's codes stop here: the machines and the
 * UI know only `AuthErrorKind` (docs/decisions/0021-auth-error-kinds.md).
 */
const KIND_OF_CODE = new Map<string, AuthErrorKind>(
  Object.entries({
    'invalid-credential': 'wrong-credentials',
    'wrong-password': 'wrong-credentials',
    'user-not-found': 'no-such-account',
    'email-already-in-use': 'email-in-use',
    'too-many-requests': 'too-many-attempts',
    'network-request-failed': 'unreachable',
    'user-disabled': 'account-disabled',
    'user-token-expired': 'session-expired',
    'invalid-user-token': 'session-revoked',
    'requires-recent-login': 'recent-login-required',
    'weak-password': 'password-too-weak',
    'password-does-not-meet-requirements': 'password-against-policy',
    'popup-blocked': 'popup-blocked',
    'popup-closed-by-user': 'popup-closed',
    'cancelled-popup-request': 'popup-already-open',
    'expired-action-code': 'reset-link-expired',
    'invalid-action-code': 'reset-link-invalid',
    'internal-error': 'unexpected',
    // Causes Firebase names that the shop has no words for. Listed, so that a Google sign-in that
    // fails with one of them is not taken for Google's script not loading, as an unknown code is.
    'invalid-email': 'unexplained',
    'unauthorized-continue-uri': 'unexplained',
    'multi-factor-auth-required': 'unexplained',
    'missing-recaptcha-token': 'unexplained',
    'user-mismatch': 'unexplained',
    'tenant-id-mismatch': 'unexplained',
    'unauthorized-domain': 'unexplained',
    'web-storage-unsupported': 'unexplained',
    'invalid-api-key': 'unexplained',
    'auth-domain-config-required': 'unexplained',
    'argument-error': 'unexplained',
    'operation-not-supported-in-this-environment': 'unexplained',
    'unsupported-password-policy-schema-version': 'unexplained',
    'invalid-emulator-scheme': 'unexplained',
    'emulator-config-failed': 'unexplained',
  } satisfies Record<string, AuthErrorKind>),
);

/** The `auth/<code>` that a Firebase error carries, without its prefix; '' when it has none. */
function firebaseCode(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code.replace(/^auth\//, '');
}

/**
 * The one place where whatever an identity call throws becomes an `AuthError`. The Firebase SDK
 * has already turned the server's message (EMAIL_EXISTS, ...) into `auth/<code>`; a code the shop
 * does not know is `unexpected`, with the original message kept for the logs.
 */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const kind = KIND_OF_CODE.get(firebaseCode(error));
  if (kind) return new AuthError(kind, message);
  // A fetch or a lazy chunk that never arrived (offline, emulator down) rejects with a TypeError.
  if (error instanceof TypeError) return new AuthError('unreachable', message);
  return new AuthError('unexpected', message);
}
