import { describe, expect, it } from 'vitest';
import { AuthError } from '#machines/auth/auth.types.ts';
import { toAuthError } from './auth-errors.ts';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: (${code}).`), { code });

describe('toAuthError', () => {
  it.each([
    ['auth/email-already-in-use', 'email-in-use'],
    ['auth/invalid-credential', 'wrong-credentials'],
    ['auth/wrong-password', 'wrong-credentials'],
    ['auth/user-not-found', 'no-such-account'],
    ['auth/too-many-requests', 'too-many-attempts'],
    ['auth/network-request-failed', 'unreachable'],
    ['auth/user-disabled', 'account-disabled'],
    ['auth/user-token-expired', 'session-expired'],
    ['auth/invalid-user-token', 'session-revoked'],
    ['auth/requires-recent-login', 'recent-login-required'],
    ['auth/weak-password', 'password-too-weak'],
    ['auth/password-does-not-meet-requirements', 'password-against-policy'],
    ['auth/popup-blocked', 'popup-blocked'],
    ['auth/popup-closed-by-user', 'popup-closed'],
    ['auth/cancelled-popup-request', 'popup-already-open'],
    ['auth/expired-action-code', 'reset-link-expired'],
    ['auth/invalid-action-code', 'reset-link-invalid'],
    ['auth/internal-error', 'unexpected'],
    ['auth/web-storage-unsupported', 'unexplained'],
    ['auth/unauthorized-domain', 'unexplained'],
  ])('maps %s to %s', (code, expected) => {
    const error = toAuthError(firebaseError(code));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.kind).toBe(expected);
    expect(error.message).toContain(code);
  });

  it('keeps an unknown code as unexpected, with its message', () => {
    const error = toAuthError(firebaseError('auth/something-new'));
    expect(error.kind).toBe('unexpected');
    expect(error.message).toContain('something-new');
  });

  it('treats a fetch that never arrived as unreachable', () => {
    expect(toAuthError(new TypeError('Failed to fetch')).kind).toBe('unreachable');
  });

  it('handles things that are not errors', () => {
    expect(toAuthError('boom')).toMatchObject({ kind: 'unexpected', message: 'boom' });
    expect(toAuthError(undefined).kind).toBe('unexpected');
  });

  it('passes an AuthError through unchanged', () => {
    const original = new AuthError('account-disabled', 'disabled');
    expect(toAuthError(original)).toBe(original);
  });
});
