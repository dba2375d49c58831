import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noInlineTexts from './eslint-rules/no-inline-texts.js';

const firebaseImports = {
  regex: '^@?firebase(/|$)',
  message: 'Only src/services/firebase/ talks to Firebase; use what it exports.',
};
// One way to write an import of our own code: the file by its name and extension (as Node and
// Vite resolve it), from another folder through package.json "imports" (#src/, #machines/,
// #mocks/) rather than climbing with ../ (docs/decisions/0010-imports-and-layers.md).
const namedFile = {
  regex: '^[.#](?!.*\\.(ts|tsx|js|json|css|md|svg|png|webp|jpg)(\\?[a-z]+)?$)',
  message: 'Name the file with its extension, e.g. #src/routing/paths.ts or ./cart-line.tsx.',
};
const noClimbing = {
  regex: '^\\.\\./',
  message: 'Import from another folder by #src/..., #machines/... or #mocks/..., not ../.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-emulator',
      'dist-prerender',
      'node_modules',
      'test-results',
      'playwright-report',
      'emulator-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,machines,mocks,tests}/**/': 'KEBAB_CASE' },
      ],
      'no-restricted-imports': ['error', { patterns: [firebaseImports, namedFile] }],
      // React Router's loaders throw its responses (redirect, 404) by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      // `?inspect` shows every machine the app runs only if each one reports to it, by a name.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^use(Machine|ActorRef)$/]:not(:has(Property[key.name='inspect']))",
          message:
            'Pass `{ inspect }` (#src/actors/inspect.ts) so that ?inspect shows this machine.',
        },
        {
          selector:
            "CallExpression[callee.name=/^use(Machine|ActorRef)$/]:not(:has(Property[key.name='systemId']))",
          message: 'Pass a `systemId` so that ?inspect names this machine (not `x:4`).',
        },
      ],
    },
  },
  {
    // The texts the shopper reads come from src/content/ or a feature's text.ts (docs/architecture.md,
    // "Where a change goes"): a component or page that writes one inline fails lint, with the
    // text and its line.
    files: ['src/components/**/*.tsx', 'src/features/**/*.tsx', 'src/pages/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { voltbay: { rules: { 'no-inline-texts': noInlineTexts } } },
    rules: { 'voltbay/no-inline-texts': 'error' },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring; `{}` means none.
    files: ['tests/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/**', 'mocks/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [firebaseImports, namedFile, noClimbing] }],
    },
  },
  {
    files: ['src/services/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [namedFile, noClimbing] }] },
  },
  {
    // XState's `types: { context: {} as Context }` declares types by assertion, which this rule flags.
    files: ['machines/**/*.machine.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    // Machines are pure logic: they can be pasted into the Stately visualizer and run in node.
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseImports,
            namedFile,
            noClimbing,
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'],
              message: 'Machines do not render.',
            },
            { group: ['@chakra-ui/*', '@emotion/*'], message: 'Machines do not render.' },
            { regex: '^#src/|(^|/)src(/|$)', message: 'Machines do not import the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
