/** The account page's password change (the header's account texts are in content/messages.ts). */
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
