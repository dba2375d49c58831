/** The texts of the log-in, sign-up and password-reset pages; they load with those, not the shell. */

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
