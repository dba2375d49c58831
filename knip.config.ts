import type { KnipConfig } from 'knip';

// npm test fails on files, exports and dependencies nothing uses (knip, in `npm run lint`).
// Knip finds most entry points itself (Vite, Vitest, Playwright, ESLint); these it cannot see.
const config: KnipConfig = {
  entry: [
    // Run by name by scripts/build.ts, .ci/run, firebase.json's predeploy and the emulators'
    // commands in test:e2e and dev:first-draw (knip finds the npm scripts' own).
    'scripts/{prerender,check-bundle,check-dist,audit-shipped,e2e,dev-first-draw}.ts',
    // The prerenderer's entry (vite build --ssr in scripts/build.ts).
    'src/app/prerender.tsx',
    // Read through the virtual module of scripts/catalog-brands-plugin.ts.
    'src/services/catalog/menu-brand-slugs.ts',
    // npm run screenshots: Playwright with its own config.
    'scripts/screenshots.config.ts',
    // The shop's server, run by scripts/with-emulator.ts (tsx) and its container.
    'server/main.ts',
    'server/store/drizzle.config.ts',
    // Vitest's server-postgres project, there only when TEST_DATABASE_URL is set (vite.config.ts).
    'server/**/*.postgres-test.ts',
  ],
  project: [
    '{src,catalog,machines,mocks,shop-api,server,scripts,tests,eslint-rules}/**/*.{ts,tsx,js,mjs}',
  ],
  // maildev: started by name by scripts/with-emulator.ts (the mail inbox of npm start and the
  // tests). node: the Node every npm script runs on, found first on their PATH (decision 0033).
  // vnu-jar: the Nu HTML Checker's jar, found by require.resolve and run with Java
  // (scripts/check-html.ts, decision 0035).
  ignoreDependencies: ['maildev', 'node', 'vnu-jar'],
  ignoreBinaries: ['java'],
};

export default config;
