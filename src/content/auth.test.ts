import { describe, expect, it } from 'vitest';
import type { PasswordRequirements } from '#machines/auth/auth.types.ts';
import { authErrorMessage, passwordPolicyMessage } from './auth.ts';

const lengthOnly: PasswordRequirements = {
  minLength: 8,
  maxLength: null,
  lowercase: false,
  uppercase: false,
  digit: false,
  symbol: false,
};

describe('the message for a password the policy refused', () => {
  it.each<[Partial<PasswordRequirements>, string]>([
    [{}, 'Use at least 8 characters.'],
    [{ maxLength: 64 }, 'Use 8 to 64 characters.'],
    [{ digit: true }, 'Use at least 8 characters, with a number.'],
    [
      { uppercase: true, symbol: true },
      'Use at least 8 characters, with an upper-case letter and a symbol.',
    ],
    [
      { minLength: 12, lowercase: true, uppercase: true, digit: true, symbol: true },
      'Use at least 12 characters, with a lower-case letter, an upper-case letter, a number and a symbol.',
    ],
  ])('for a policy asking %j ends "%s"', (asks, ending) => {
    expect(passwordPolicyMessage({ ...lengthOnly, ...asks })).toBe(
      `That password does not meet our password rules. ${ending}`,
    );
  });

  it('is what the form says, and without the policy a general line that makes no guess at it', () => {
    expect(authErrorMessage('password-against-policy', lengthOnly)).toBe(
      'That password does not meet our password rules. Use at least 8 characters.',
    );
    expect(authErrorMessage('password-against-policy')).toBe(
      'That password does not meet our password rules. Try a longer one.',
    );
  });
});
