/** Ids and slugs in the catalog: lowercase letters and digits joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a string the catalog could use as an id (what stored carts and wishlists hold). */
export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && slugPattern.test(value);
