/**
 * The catalog's release: its version goes up with every change to products.json, and its digest
 * is the file's (catalog-release.test.ts holds the three together). The server's release step
 * (server/release-catalog.ts) applies a catalog only when its version is newer than the one the
 * database has, so an older revision of the shop never puts back older prices.
 */
export const catalogRelease = {
  version: 2,
  digest: '381775da4f8fb72183fe0f72a4be5b48d5e79b9089a4e6515b720838d0e01ef7',
} as const;
