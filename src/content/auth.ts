/**
 * The texts of the log-in, sign-up, password-reset and account pages, and what their forms say of a
 * failed identity call; they load with those pages, not the shell.
 */
import type { AuthErrorKind, PasswordRequirements } from '#machines/auth/auth.types.ts';

/** The form fields' labels; validation messages name the field by them ('Email is required'). */
export const authFieldText = {
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  /** Said under a new password: the length it needs. */
  newPasswordHelp: (minLength: number) => `At least ${minLength} characters.`,
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  companyNameOptional: 'Company name (optional)',
  terms: 'Terms',
} as const;

/** Google's button and the 'or' under it, on the log-in and sign-up pages. */
export const signInOptionsText = {
  google: 'Continue with Google',
  waitingForGoogle: 'Waiting for Google...',
  or: 'or',
} as const;

/** The terms and privacy links; the sentence before them differs by page. */
export const termsText = {
  termsOfService: 'Terms of Service',
  and: 'and',
  privacyPolicy: 'Privacy Policy',
  agreeByContinuing: "By continuing you agree to Voltbay's",
  accept: "I accept Voltbay's",
} as const;

export const loginPageText = {
  title: 'Log in',
  description: 'Welcome back. Log in to see your account details.',
  formLabel: 'Log in with e-mail',
  forgotPassword: 'Forgot password?',
  submit: 'Log in',
  submitting: 'Logging in...',
  newHere: 'New to Voltbay?',
  createAccount: 'Create an account',
} as const;

export const signupPageText = {
  title: 'Create your account',
  description: 'Create a Voltbay account with your e-mail or your Google account.',
  formLabel: 'Sign up with e-mail',
  submit: 'Sign up',
  submitting: 'Creating your account...',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
} as const;

export const forgotPasswordText = {
  title: 'Reset your password',
  description:
    'Enter the e-mail you signed up with and we will send you a link to choose a new password.',
  sentTitle: 'Check your inbox',
  sent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to reset the password. The link works once; check your spam folder if it does not arrive.`,
  submit: 'Send the reset link',
  submitting: 'Sending the link...',
  remembered: 'Remembered it?',
  backToLogIn: 'Back to log in',
} as const;

export const resetPasswordText = {
  title: 'Choose a new password',
  description: 'Pick a password you have not used here before.',
  askAgain: 'Ask for a new link',
  /** Followed by the link to ask again. */
  incomplete: 'This link is incomplete. Open the link from the e-mail again, or',
  /** The link to log in sits between the two halves. */
  changed: 'Your password has been changed.',
  logIn: 'Log in',
  changedThen: 'with your new password.',
  submit: 'Save the new password',
  submitting: 'Saving...',
  backToLogIn: 'Back to log in',
} as const;

const wrongCredentials =
  'That e-mail and password do not match an account. Check both and try again.';

/**
 * What a form says about each failure, beyond the toast. Wrong password and unknown e-mail share
 * one message, so the form never tells whether an account exists. The kinds not here get the
 * general message.
 */
const authErrorText: Partial<Record<AuthErrorKind, string>> = {
  'wrong-credentials': wrongCredentials,
  'no-such-account': wrongCredentials,
  'email-in-use':
    'An account with this e-mail already exists. Log in instead, or sign up with another e-mail.',
  'too-many-attempts': 'Too many attempts. Please wait a few minutes, then try again.',
  unreachable: 'We could not reach the sign-in service. Check your connection and try again.',
  'account-disabled': 'This account has been disabled. Please contact us for help.',
  'popup-closed': 'The Google window was closed before sign-in finished. Try again.',
  'popup-already-open': 'Only one Google window can be open at a time. Try again.',
  'popup-blocked':
    'Your browser blocked the Google window, so we are taking you to Google instead...',
  'password-too-weak': 'That password is too weak. Use at least 8 characters.',
  // Only when the policy could not be read; otherwise `passwordPolicyMessage` says what it asks.
  'password-against-policy': 'That password does not meet our password rules. Try a longer one.',
  'recent-login-required': 'For your security, please log out, log in again, then try once more.',
  'session-expired': 'Your session has ended. Please log in again.',
  'reset-link-expired': 'This reset link has expired.',
  'reset-link-invalid': 'This reset link is not valid or has already been used. Ask for a new one.',
};

/**
 * Said on the form when Google's sign-in script (from apis.google.com) could not load: offline,
 * e-mail sign-in still works against the shop's own identity service.
 */
export const googleNeedsInternetText =
  'Google sign-in needs an internet connection; use your e-mail and password.';

/** A list in words: 'a', 'a and b', 'a, b and c'. */
const inWords = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What the project's password policy asks, as the form says it when it refused a password. */
export function passwordPolicyMessage(asks: PasswordRequirements): string {
  const length =
    asks.maxLength === null
      ? `at least ${asks.minLength} characters`
      : `${asks.minLength} to ${asks.maxLength} characters`;
  const characters = [
    asks.lowercase && 'a lower-case letter',
    asks.uppercase && 'an upper-case letter',
    asks.digit && 'a number',
    asks.symbol && 'a symbol',
  ].filter((ask): ask is string => Boolean(ask));
  const withCharacters = characters.length > 0 ? `, with ${inWords(characters)}` : '';
  return `That password does not meet our password rules. Use ${length}${withCharacters}.`;
}

/**
 * The form's message for a failed identity call (see `authErrorText`), or a general one. A password
 * the policy refused gets the policy's own terms, when the call could read them.
 */
export const authErrorMessage = (
  kind: AuthErrorKind,
  passwordRequirements?: PasswordRequirements,
): string =>
  kind === 'password-against-policy' && passwordRequirements
    ? passwordPolicyMessage(passwordRequirements)
    : (authErrorText[kind] ?? 'Something went wrong. Please try again.');
