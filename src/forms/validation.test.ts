import { describe, expect, it } from 'vitest';
import {
  accepted,
  email,
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
    ['x'.repeat(128), 'Password must be less than 128 characters'],
  ])('a password %j gives %j', (password, expected) => {
    expect(
      validate({ password }, { password: { label: 'Password', rules: passwordRules } }),
    ).toEqual(expected ? { password: expected } : {});
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
