import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationText } from '#src/content/validation.ts';
import {
  email,
  limits,
  maxLength,
  minLength,
  passwordRules,
  required,
  validate,
} from './validation.ts';

// Any text a shopper can type or paste, spaces, tabs, emoji and combining marks included.
const anyText = fc.string({ unit: 'grapheme', maxLength: 140 });
const spacesOnly = fc.stringMatching(/^[ \t\n]{1,20}$/);
const label = 'Field';

describe('validation rules, for any input', () => {
  it('required passes anything with a visible character, and refuses spaces alone', () => {
    fc.assert(
      fc.property(anyText, spacesOnly, (value, spaces) => {
        fc.pre(/\S/.test(value));
        expect(required(`${spaces}${value}${spaces}`, label)).toBeNull();
        expect(required(spaces, label)).toBe(validationText.required(label));
      }),
    );
  });

  it('minLength(n) refuses anything shorter, and passes n characters or more with a visible one', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, spacesOnly), fc.integer({ min: 1, max: 20 }), (value, n) => {
        const tooShort = validationText.minLength(label, n);
        if (value.length < n) expect(minLength(n)(value, label)).toBe(tooShort);
        else if (/\S/.test(value)) expect(minLength(n)(value, label)).toBeNull();
        else expect(minLength(n)(value, label)).toBe(tooShort);
      }),
    );
  });

  it('maxLength(n) passes up to n - 1 characters and refuses n or more, as its message says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 150 }), fc.nat({ max: 20 }), (n, extra) => {
        expect(maxLength(n)('x'.repeat(n - 1), label)).toBeNull();
        expect(maxLength(n)('x'.repeat(n + extra), label)).toBe(validationText.maxLength(label, n));
      }),
    );
  });

  it('email accepts every well-formed address, with the spaces a paste brings around it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '\t'), (address, pad) => {
        expect(email(`${pad}${address}${pad}`, label)).toBeNull();
      }),
    );
  });

  it('email refuses a value without an @ or with a space inside', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const inside = value.trim();
        fc.pre(inside !== '' && (!inside.includes('@') || /\s/.test(inside)));
        expect(email(value, label)).toBe(validationText.email);
      }),
    );
  });

  it('email answers as the basic pattern something@something.tld does, for any short text', () => {
    const basicPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const emailLike = fc
      .array(fc.constantFrom('a', '.', '@', ' ', 'é', '\t'), { maxLength: 12 })
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(fc.oneof(anyText, emailLike), (value) => {
        const inside = value.trim();
        fc.pre(inside !== '');
        expect(email(value, label)).toBe(basicPattern.test(inside) ? null : validationText.email);
      }),
      { numRuns: 2000 },
    );
  });

  it('a password of spaces only is too short, never missing', () => {
    fc.assert(
      fc.property(spacesOnly, (value) => {
        const errors = validate(
          { password: value },
          { password: { label: 'Password', rules: passwordRules } },
        );
        expect(errors.password).toBe(validationText.minLength('Password', limits.passwordMin));
      }),
    );
  });
});
