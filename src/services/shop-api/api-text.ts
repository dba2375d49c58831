/**
 * What the shop says when its server cannot be asked (`api-client.ts`). A failure's words live
 * beside the code that raises it when that code sits below `src/content/` in the layers
 * (docs/decisions/0010-imports-and-layers.md); a module of its own, loaded with the client when a
 * form is sent, not with every page.
 */
export const apiText = {
  unreachable:
    'We could not reach the shop. Check your connection and try again; what you entered is still here.',
  unavailable: 'The shop cannot answer right now. Nothing was saved; please try again in a minute.',
  signedOut: 'Your session has ended. Please sign in again.',
  unreadable:
    "The shop answered, but this page cannot read the answer. Reload the page to get the shop's latest version.",
} as const;
