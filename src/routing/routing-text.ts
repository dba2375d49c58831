/**
 * What the shop says when a page's code does not arrive (`PageLoadError`, shown by the error
 * page): beside the code that raises it, below `src/content/` in the layers
 * (docs/decisions/0010-imports-and-layers.md).
 */
export const routingText = {
  pageLoadFailed: "We couldn't load this page. Check your connection, then try again.",
} as const;
