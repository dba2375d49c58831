declare module 'virtual:catalog-brands' {
  /** Per category slug, the slugs of the brands with products in it, by label (build time). */
  const brandSlugsByCategory: Readonly<Record<string, readonly string[]>>;
  export default brandSlugsByCategory;
}

declare module 'virtual:firebase-settings' {
  /** The Firebase settings this build runs with (scripts/firebase-settings-plugin.ts). */
  const firebaseSettings: import('./services/firebase/settings.ts').FirebaseSettings;
  export default firebaseSettings;
}
