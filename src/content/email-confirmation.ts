// Its own file: only the account page says it, and the account's other texts are in every page.
/** Confirming the account's e-mail (the account page): what reviews, questions and votes need. */
export const emailConfirmationText = {
  title: 'Confirm your e-mail',
  why: 'Reviews, questions, answers, helpful votes and reports are open to accounts with a confirmed e-mail, so that one person cannot post as many.',
  send: 'Send the link',
  sending: 'Sending...',
  sent: (email: string) =>
    `We sent a link to ${email}. Open it, then come back here and tell us you have.`,
  sendAgain: 'Send it again',
  check: 'I have opened the link',
  checking: 'Checking...',
  notYet:
    'Your e-mail is not confirmed yet. Open the link in our latest e-mail first; it may take a minute to arrive.',
  failed: 'We could not do that',
} as const;
