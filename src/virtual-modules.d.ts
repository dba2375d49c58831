declare module 'virtual:catalog-brands' {
  /** Per category slug, the slugs of the brands with products in it, by label (build time). */
  const brandSlugsByCategory: Readonly<Record<string, readonly string[]>>;
  export default brandSlugsByCategory;
}
