import { validationText } from '#src/content/validation.ts';

/** One check of a field's value: the message to show, or null when the value passes. */
export type Rule<Value> = (value: Value, label: string) => string | null;

export const required: Rule<string> = (value, label) =>
  value.trim() === '' ? validationText.required(label) : null;

/** Like `required`, but spaces count as typed: for a password, which is sent as typed. */
export const notEmpty: Rule<string> = (value, label) =>
  value === '' ? validationText.required(label) : null;

/** Spaces alone are no content: a value of only spaces counts as empty (too short). */
export const minLength =
  (n: number): Rule<string> =>
  (value, label) =>
    value.trim() === '' || value.length < n ? validationText.minLength(label, n) : null;

/** Passes values of up to `n - 1` characters, as the message says "less than n". */
export const maxLength =
  (n: number): Rule<string> =>
  (value, label) =>
    value.length >= n ? validationText.maxLength(label, n) : null;

/**
 * Deliberately basic: something@something.tld, no spaces; the identity service decides. Read in
 * one pass: the pattern it replaces (/^[^\s@]+@[^\s@]+\.[^\s@]+$/) backtracked for seconds on a
 * pasted 'a@....@'.
 */
function looksLikeEmail(value: string): boolean {
  if (/\s/.test(value)) return false;
  const [local, domain, ...more] = value.split('@');
  if (more.length > 0 || !local || !domain) return false;
  // A dot with something on both sides of it.
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

export const email: Rule<string> = (value) =>
  value.trim() === '' || looksLikeEmail(value.trim()) ? null : validationText.email;

/** Checks `value` against `pattern`, which it must match whole; empty passes (that is `required`'s). */
export const matches =
  (pattern: RegExp, message: string): Rule<string> =>
  (value) =>
    value.trim() === '' || pattern.test(value.trim()) ? null : message;

export const accepted: Rule<boolean> = (value) => (value ? null : validationText.acceptTerms);

interface FieldSpec<Value, Values> {
  /** The field's label, used in messages; 'Field' when empty. */
  label: string;
  /** A rule may read the form's other values too, for a check across fields. */
  rules: ((value: Value, label: string, values: Values) => string | null)[];
}

export type FormSpec<Values> = { [Name in keyof Values]: FieldSpec<Values[Name], Values> };
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** The first failing rule's message for each field, in the form's field order. */
export function validate<Values extends object>(
  values: Values,
  spec: FormSpec<Values>,
): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const name of Object.keys(spec) as (keyof Values)[]) {
    const { label, rules } = spec[name];
    for (const rule of rules) {
      const message = rule(values[name], label || validationText.defaultLabel, values);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}

/** The limits the shop's forms share (docs/decisions/0014-sign-in-and-return-paths.md). */
export const limits = {
  passwordMin: 8,
  /** The longest password: the most Firebase's password policy allows (docs/qa.md). */
  passwordMax: 4096,
  nameMax: 50,
  emailMax: 254,
  companyMax: 100,
} as const;

/** The rules every e-mail field shares; the length first, so a paste is never read further. */
export const emailRules = [required, maxLength(limits.emailMax), email];

/**
 * The rules every password field shares, on login as on signup: the shop's rule, the
 * same as the project's password policy (docs/qa.md, "Accounts and sign-in"). A password of spaces
 * only is typed, so it is too short rather than missing.
 */
export const passwordRules = [
  notEmpty,
  minLength(limits.passwordMin),
  // maxLength(n) refuses n characters or more.
  maxLength(limits.passwordMax + 1),
];
