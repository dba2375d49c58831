/**
 * The catalog's release: its version goes up with every change to products.json, and its digest
 * is the file's (catalog-release.test.ts holds the three together). The server's release step
 * (server/release-catalog.ts) applies a catalog only when its version is newer than the one the
 * database has, so an older revision of the shop never puts back older prices.
 */
export const catalogRelease = {
  version: 1,
  digest: '6de29e0e32676d4ee0ca2adb911b6c4dd1c805177d27b184e811f07f080976f4',
} as const;
