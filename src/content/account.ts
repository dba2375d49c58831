/** The account page's password change. */
export const passwordChangeText = {
  heading: 'Your password',
  formLabel: 'Change your password',
  newPassword: 'New password',
  submit: 'Change password',
  submitting: 'Changing...',
  changed: 'Your password has been changed. Use the new one the next time you log in.',
  confirmTitle: 'Confirm it is you',
  confirmIntro:
    'For your security, enter your current password. Your new password is saved right after.',
  currentPassword: 'Current password',
  confirm: 'Confirm and change',
  confirming: 'Confirming...',
  cancel: 'Cancel',
  wrongCurrentPassword: 'That is not your current password. Check it and try again.',
  googleOnly:
    'You sign in with Google, so there is no password to change here: your Google account keeps it.',
} as const;

/** The account's texts: the header's account link and menu, and the account page. */
export const accountText = {
  signIn: 'Register or Login',
  checking: 'Checking your session',
  unavailable: 'Sign-in unavailable',
  retry: 'Try again',
  menuLabel: (name: string) => `Account menu for ${name}`,
  account: 'Account',
  logOut: 'Log Out',
  // The account page's own.
  title: 'Your account',
  description: 'Your details and sign-in settings.',
  loading: 'Loading your account',
  details: 'Your details',
  name: 'Name',
  email: 'E-mail',
  verified: 'Verified',
  signsInWith: 'Signs in with',
  notSet: 'Not set',
  emailVerified: 'E-mail verified',
  notVerified: 'Not verified yet',
  /** How the shopper signs in, by the identity provider's id; an unknown one shows its id. */
  providers: { password: 'E-mail and password', 'google.com': 'Google' } as Readonly<
    Record<string, string>
  >,
  changeDisplayName: 'Change your display name',
  displayName: 'Display name',
  saveName: 'Save name',
  saving: 'Saving...',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
} as const;
