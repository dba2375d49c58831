import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { mswWorkerPlugin } from './mocks/msw-worker-plugin.ts';
import { catalogBrandsPlugin } from './scripts/catalog-brands-plugin.ts';
import { catalogSourcePlugin } from './scripts/catalog-source-plugin.ts';
import { CHUNK_REPORT, type ReportedChunk } from './scripts/chunk-report.ts';
import { depsSourceMapsPlugin } from './scripts/deps-source-maps-plugin.ts';
import { libraryOwnerStacksPlugin } from './scripts/library-owner-stacks-plugin.ts';
import localServices from './scripts/local-services.json' with { type: 'json' };
import { firebaseSettingsPlugin } from './scripts/firebase-settings-plugin.ts';
import { colorSchemeHeadScript } from './src/services/color-scheme.ts';

/**
 * The app's test files that need a module graph of their own: those that replace a module
 * (`vi.mock`), and those that say they depend on a module's state starting fresh (the marker, with
 * the reason beside it). The other files of a worker share one graph (`isolate: false`), which
 * spares each file importing React, Chakra and Firebase again: the unit layer in half the time.
 * Read only when Vitest runs, not on every start of the development server or build.
 */
function testFilesNeedingOwnModules(): string[] {
  return ['src', 'mocks']
    .flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(do)?mock\(|vitest: own modules/.test(readFileSync(file, 'utf8')));
}

/**
 * Writes .vite/chunks.json in the build's folder (dist/ or dist-emulator/): every chunk with its imports, the modules inside it and the CSS
 * it needs, which scripts/check-bundle.ts reads to measure the first load and to see what it
 * contains, and scripts/prerender.ts to preload a page's chunks and link its CSS.
 */
function chunkReport(): Plugin {
  return {
    name: 'voltbay-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output): ReportedChunk[] =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                moduleIds: output.moduleIds,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_REPORT,
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}

/** Every page, prerendered or not, in the shopper's colours from its first paint. */
function colorSchemeScript(): Plugin {
  return {
    name: 'voltbay-color-scheme-script',
    transformIndexHtml: () => [
      { tag: 'script', children: colorSchemeHeadScript, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * Chakra's theme helpers only return their argument, and `createAnatomy` only lists a
 * component's part names, but the bundler cannot see that across modules; without this every one
 * of Chakra's ~90 component styles, and the anatomies of components the shop never uses, stay in
 * the first load.
 */
const chakraThemeHelpers = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineKeyframes',
  'defineGlobalStyles',
  'createAnatomy',
];

const ownModuleFiles = process.env.VITEST ? testFilesNeedingOwnModules() : [];
/** The app's tests, in jsdom; the two projects below split them by `ownModuleFiles`. */
const appTests = {
  environment: 'jsdom' as const,
  include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
  // MSW must listen before any test file imports Firebase (see docs/architecture.md).
  setupFiles: ['./src/testing/vitest-setup.ts'],
};

export default defineConfig({
  plugins: [
    react(),
    firebaseSettingsPlugin(),
    chunkReport(),
    mswWorkerPlugin(),
    catalogBrandsPlugin(),
    catalogSourcePlugin(),
    colorSchemeScript(),
    depsSourceMapsPlugin(),
  ],
  build: {
    modulePreload: {
      // No polyfill: the browsers that preload modules themselves (Chrome 66, Safari 17, Firefox
      // 115) are nearly all, and where one does not (Safari 16.4, Firefox 114: the baseline of
      // decision 0037) the modules still load, as they are imported. It cost every page 0.3 KiB
      // gzip in the first chunk it runs (docs/performance-log.md, 2026-12-01).
      polyfill: false,
      // What loads once the page has started (named `*.late.tsx`: the recently viewed, reviews and
      // questions sections, the comparison's parts, the dark mode switch, the Notify me form, the
      // toasts' container): their lists of modules to preload, written into the small chunks every
      // page loads first, would cost those first views more (0.2-0.7 KiB gzip each) than they save.
      resolveDependencies: (file, dependencies) =>
        /\.late-[\w-]+\.js$/.test(file) ? [] : dependencies,
    },
    rolldownOptions: {
      // boot.ts starts the app on a prerendered page (scripts/prerender.ts).
      input: { index: 'index.html', boot: 'src/app/boot.ts' },
      treeshake: { manualPureFunctions: chakraThemeHelpers },
      output: {
        // Chakra's layout primitives and the components' anatomies are a few hundred bytes each
        // and every page needs a handful: split apart they were ~20 chunks of a first view, each
        // with its own imports (one chunk instead: 3-4 KiB gzip less a page, 15-20 requests fewer).
        codeSplitting: {
          groups: [
            {
              name: 'chakra-parts',
              test: /@chakra-ui\/react\/dist\/esm\/(components\/(box|flex|text|grid|simple-grid|icon|link|stack|heading|container|spinner|skeleton|square|circle|button|badge|card)\/|utils\/)|@zag-js\/[\w-]+\/dist\/[\w-]+\.anatomy\.mjs|@zag-js\/anatomy\/|@ark-ui\/react\/dist\/components\/[\w-]+\/[\w-]+\.anatomy\.js/,
              minShareCount: 2,
            },
            // The largest parts of every page's start, each a chunk of its own: boot.ts evaluates
            // them one task at a time, so that no task of the start is long (docs/performance.md).
            {
              name: 'react-dom',
              test: /\/node_modules\/(react-dom|scheduler)\/|\/src\/app\/react-dom-client\.ts$/,
            },
            {
              name: 'chakra-system',
              test: /@chakra-ui\/react\/dist\/esm\/(theme|styled-system|preset-base)\/|@pandacss\/is-valid-prop\/|\/src\/theme\//,
            },
            {
              // Every page runs machines: XState and its React binding in one chunk (left to
              // themselves they split in two once a lazy chunk imports XState alone: 0.2 KiB more).
              name: 'xstate',
              test: /\/node_modules\/(xstate|@xstate\/react)\//,
            },
            {
              // The router and the shop's paths: every page links with both.
              name: 'router',
              test: /\/node_modules\/react-router\/|\/src\/routing\/paths\.ts$/,
            },
            {
              // Small modules the shell and most pages share: one chunk, not one request each.
              name: 'shell-parts',
              test: /\/src\/(actors\/(app-actor-hooks|live-stock-context)|components\/product\/recently-viewed|components\/compare\/compare-entry|components\/ui\/(notify|lazy-part|after-start-part|icons|app-link|link-button|use-hydrated|hydrate-on-view|use-disclosure|page-meta|server-context)|services\/(with-timeout|storage\/(web-storage|local-store))|routing\/(return-path|reload-for-new-release))\.tsx?$|\/machines\/(timing|not-provided)\.ts$|\/shop-api\/money\.ts$|\/catalog\/(slug|listing-params)\.ts$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    // The development server's dependencies create their elements without React's owner stacks:
    // the app's own elements keep theirs (scripts/library-owner-stacks-plugin.ts).
    rolldownOptions: { plugins: [libraryOwnerStacksPlugin()] },
  },
  server: {
    port: 5173,
    strictPort: true,
    // Transformed when the server starts, not when QA first opens a page: the pages are lazy
    // routes, and a cold one otherwise takes seconds to arrive on the development server.
    warmup: { clientFiles: ['./src/app/main.tsx', './src/pages/**/*.tsx', '!**/*.test.tsx'] },
    // The shop's server, started beside the app by npm start (scripts/with-emulator.ts).
    proxy: { '/api': `http://${localServices.api.host}:${localServices.api.port}` },
  },
  test: {
    // A file per core at once, in worker threads (cheaper to start than processes): Vitest's
    // default leaves a core free, which on a 2-core machine ran the files one at a time.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Above Testing Library's 10 s wait (src/testing/vitest-setup.ts), so a slow wait fails as such.
    testTimeout: 20_000,
    // Each file's tests still start clean (src/testing/vitest-setup.ts); see the function.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          include: ['machines/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shop-api/**/*.test.ts', 'catalog/**/*.test.ts'],
          // A PostgreSQL database for the run when TEST_DATABASE_URL names a server.
          globalSetup: ['./server/testing/global-setup.ts'],
          // A file's first hook opens PGlite and applies the migrations: seconds on a quiet
          // machine, more than Vitest's 10 s on one busy with other test layers.
          hookTimeout: 30_000,
        },
      },
      // Faults only a PostgreSQL server has (connections it ends, locks another session holds):
      // `npm run test:postgres` (in .ci/run) runs them on the machine's server.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: ['server/**/*.postgres-test.ts'],
                globalSetup: ['./server/testing/global-setup.ts'],
              },
            },
          ]
        : []),
      {
        extends: true,
        test: { name: 'app', ...appTests, exclude: ownModuleFiles },
      },
      {
        extends: true,
        test: { name: 'app-own-modules', ...appTests, include: ownModuleFiles, isolate: true },
      },
    ],
  },
});
