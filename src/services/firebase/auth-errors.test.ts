import { describe, expect, it } from 'vitest';
import { AuthError } from '#machines/auth/auth.types.ts';
import { toAuthError } from './auth-errors.ts';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: (${code}).`), { code });

describe('toAuthError', () => {
  it.each([
    ['auth/email-already-in-use', 'email-already-in-use'],
    ['auth/invalid-credential', 'invalid-credential'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/popup-closed-by-user', 'popup-closed-by-user'],
    ['auth/password-does-not-meet-requirements', 'password-does-not-meet-requirements'],
  ])('maps %s to %s', (code, expected) => {
    const error = toAuthError(firebaseError(code));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe(expected);
    expect(error.message).toContain(code);
  });

  it('keeps an unknown code as internal-error with its message', () => {
    const error = toAuthError(firebaseError('auth/something-new'));
    expect(error.code).toBe('internal-error');
    expect(error.message).toContain('something-new');
  });

  it('treats a fetch that never arrived as a network failure', () => {
    expect(toAuthError(new TypeError('Failed to fetch')).code).toBe('network-request-failed');
  });

  it('handles things that are not errors', () => {
    expect(toAuthError('boom')).toMatchObject({ code: 'internal-error', message: 'boom' });
    expect(toAuthError(undefined).code).toBe('internal-error');
  });

  it('passes an AuthError through unchanged', () => {
    const original = new AuthError('user-disabled', 'disabled');
    expect(toAuthError(original)).toBe(original);
  });
});
