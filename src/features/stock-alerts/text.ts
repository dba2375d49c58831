/**
 * "Notify me when it's back" on a sold-out product's page
 * (docs/decisions/0029-back-in-stock-alerts.md); loads with the form, only on such a page.
 */
export const stockAlertText = {
  heading: "Notify me when it's back",
  body: 'Leave your e-mail and we send one message when this product is in stock again.',
  emailLabel: 'Your e-mail',
  submit: 'Notify me',
  sending: 'Sending…',
  /** Said whether the request is new or the address had already asked: one e-mail either way. */
  waiting: (email: string) => `We'll e-mail ${email} once, when it's back.`,
  waitingTitle: 'You are on the list',
  alreadyWaitingTitle: 'You were already on the list',
  failed: 'We could not keep your request',
  /** When the error carries no message written for the shopper. */
  unknownError: 'Something went wrong. Please try again.',
} as const;
