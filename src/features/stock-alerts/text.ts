/**
 * "Notify me when it's back" on a sold-out product's page, and for one store from "Where to get
 * it" (docs/decisions/0029-back-in-stock-alerts.md); loads with the form, after a product page
 * has started.
 */
export const stockAlertText = {
  heading: "Notify me when it's back",
  body: 'Leave your e-mail and we send one message when this product is in stock again.',
  /** The same request for one store ("Where to get it"): its dialog's title, its button's name. */
  headingAt: (store: string) => `Notify me when it's at ${store}`,
  close: 'Close',
  bodyAt: (store: string) =>
    `Leave your e-mail and we send one message when our ${store} store has it again.`,
  emailLabel: 'Your e-mail',
  submit: 'Notify me',
  sending: 'Sending…',
  /** Said whether the request is new or the address had already asked: one e-mail either way. */
  waiting: (email: string) => `We'll e-mail ${email} once, when it's back.`,
  waitingAt: (email: string, store: string) =>
    `We'll e-mail ${email} once, when it's back at ${store}.`,
  waitingTitle: 'You are on the list',
  alreadyWaitingTitle: 'You were already on the list',
  failed: 'We could not keep your request',
  /** When the error carries no message written for the shopper. */
  unknownError: 'Something went wrong. Please try again.',
} as const;
