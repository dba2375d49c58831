/**
 * What a prerendered page says when its code could not start. Imported by `boot.ts` alone, so it
 * travels inside the boot module: a release whose other chunks are gone cannot take it away.
 */
export const bootText = {
  failed: "This page couldn't finish loading, so its buttons won't work.",
  reload: 'Reload',
} as const;
