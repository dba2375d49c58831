import { AUTH_ERROR_CODES } from '#machines/auth/auth.error-codes.ts';
import { AuthError, type AuthErrorCode } from '#machines/auth/auth.types.ts';

const known = new Set<string>(AUTH_ERROR_CODES);

function isAuthErrorCode(code: string): code is AuthErrorCode {
  return known.has(code);
}

/**
 * The one place where whatever an identity call throws becomes an `AuthError`. The Firebase SDK
 * has already turned the server's message (EMAIL_EXISTS, ...) into `auth/<code>`; a code the shop
 * does not know ends as `internal-error`, with the original message kept for the logs.
 */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const bare = code.replace(/^auth\//, '');
  if (isAuthErrorCode(bare)) return new AuthError(bare, message);
  // A fetch or a lazy chunk that never arrived (offline, emulator down) rejects with a TypeError.
  if (error instanceof TypeError) return new AuthError('network-request-failed', message);
  return new AuthError('internal-error', message);
}
