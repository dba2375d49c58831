/**
 * What the shop says when its catalog does not load (shown by the error page): beside the code that raises it, below `src/content/` in the layers
 * (docs/decisions/0010-imports-and-layers.md).
 */
export const catalogText = {
  loadFailed: "We couldn't load our products. Check your connection, then try again.",
} as const;
