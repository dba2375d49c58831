import { describe, expect, it } from 'vitest';
import {
  accepted,
  email,
  emailRules,
  limits,
  maxLength,
  minLength,
  notEmpty,
  passwordRules,
  required,
  validate,
} from './validation.ts';

describe('validation rules', () => {
  it.each([
    [required, '', 'First name', 'First name is required'],
    [required, '   ', 'First name', 'First name is required'],
    [required, 'Ada', 'First name', null],
    [minLength(8), 'short', 'Password', 'Password must be at least 8 characters'],
    [minLength(8), '12345678', 'Password', null],
    [minLength(8), ' '.repeat(8), 'Password', 'Password must be at least 8 characters'],
    [minLength(8), ' 1234567', 'Password', null],
    [notEmpty, '', 'Password', 'Password is required'],
    [notEmpty, ' ', 'Password', null],
    [maxLength(50), 'x'.repeat(50), 'Last name', 'Last name must be less than 50 characters'],
    [maxLength(50), 'x'.repeat(49), 'Last name', null],
    [email, 'ada@voltbay', 'Email', 'Invalid email format'],
    [email, 'ada voltbay@x.io', 'Email', 'Invalid email format'],
    [email, 'ada@voltbay.example', 'Email', null],
    [email, '', 'Email', null],
  ])('%o(%j) for %s gives %j', (rule, value, label, expected) => {
    expect(rule(value, label)).toBe(expected);
  });

  it.each([
    ['', 'Password is required'],
    [' '.repeat(12), 'Password must be at least 8 characters'],
    ['seven77', 'Password must be at least 8 characters'],
    // The shop's rule asks for length only: no mix of letters, digits and symbols.
    ['eightchr', undefined],
    ['correct horse battery staple', undefined],
  ])('a password %j gives %j', (password, expected) => {
    expect(
      validate({ password }, { password: { label: 'Password', rules: passwordRules } }),
    ).toEqual(expected ? { password: expected } : {});
  });

  // Firebase's password policy allows up to 4096 characters (docs/qa.md, decision record); so do the
  // forms, on login as on signup.
  it.each([
    [128, undefined],
    [4096, undefined],
    [4097, 'Password must be less than 4097 characters'],
  ])('a password of %i characters gives %j', (length, expected) => {
    expect(
      validate(
        { password: 'x'.repeat(length) },
        { password: { label: 'Password', rules: passwordRules } },
      ),
    ).toEqual(expected ? { password: expected } : {});
  });

  it('answers a pasted 40,000-character e-mail with the length message, not the pattern', () => {
    // Built so that a backtracking pattern would try every split of the dots (seconds of work).
    const pasted = `a@${'.'.repeat(40_000)}@`;
    expect(validate({ email: pasted }, { email: { label: 'Email', rules: emailRules } })).toEqual({
      email: `Email must be less than ${limits.emailMax} characters`,
    });
  });

  it('requires the terms to be accepted', () => {
    expect(accepted(false, 'Terms')).toBe('You must accept the terms and conditions');
    expect(accepted(true, 'Terms')).toBeNull();
  });

  it('gives each field its first failing message, and "Field" when it has no label', () => {
    const errors = validate(
      { email: '', password: 'short', note: '' },
      {
        email: { label: 'Email', rules: [required, email] },
        password: { label: 'Password', rules: [required, minLength(8)] },
        note: { label: '', rules: [required] },
      },
    );
    expect(errors).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      note: 'Field is required',
    });
  });

  it('gives no errors for valid values', () => {
    expect(
      validate({ email: 'ada@voltbay.example' }, { email: { label: 'Email', rules: [email] } }),
    ).toEqual({});
  });
});
