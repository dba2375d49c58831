/**
 * An order's number as the confirmation prints it and the tracking form asks for it: VB- and 10
 * digits (orders placed before issue 55 have 6). On its own: the tracking form needs it without
 * the rest of the contract.
 */
export const orderNumberPattern = /^VB-(\d{6}|\d{10})$/;

/**
 * The key that opens a whole order for whoever has the link the shop e-mailed (a guest has no
 * account to sign in with): 32 random bytes, base64url.
 */
export const orderKeyPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The order's page with its key: in the fragment, which a browser never sends to a server nor in
 * a Referer, so the key reaches no log and no other site.
 */
export const orderLinkPath = (number: string, key: string) =>
  `/orders/${number}#key=${encodeURIComponent(key)}`;

/** The key in an order page's fragment (`#key=…`), or null. */
export function orderKeyOf(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key !== null && orderKeyPattern.test(key) ? key : null;
}
