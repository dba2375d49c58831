/**
 * An error whose message is written for the shopper (the catalog failing, a page's code not
 * arriving): the error page shows it. Any other error is a bug, and its message (a stack trace's
 * "Cannot read properties of undefined") is logged, not shown.
 */
export class ShopperFacingError extends Error {}
