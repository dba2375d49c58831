import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutOwnerStacks } from './library-owner-stacks-plugin.ts';

const OWNER_STACK_TEST = '1e4 > ReactSharedInternals.recentlyCreatedOwnerStacks++';
const reactRoot = dirname(createRequire(import.meta.url).resolve('react/package.json'));
/** A file of the installed React, by its path in the package (`cjs/...`). */
const reactFile = (file: string) => readFileSync(join(reactRoot, file), 'utf8');

describe('withoutOwnerStacks', () => {
  it.each(['cjs/react-jsx-runtime.development.js', 'cjs/react.development.js'])(
    "takes the owner stacks out of the installed React's %s, and nothing else",
    (file) => {
      const code = reactFile(file);
      expect(withoutOwnerStacks(code, `react/${file}`)).toBe(
        code.replaceAll(OWNER_STACK_TEST, 'false'),
      );
    },
  );

  it('leaves a React whose code is not as expected as it is', () => {
    const file = 'react/cjs/react-jsx-runtime.development.js';
    expect(withoutOwnerStacks('var x = 1;', file)).toBeUndefined();
    // One test fewer than React 19's jsx and jsxs have: another version.
    const oneTest = reactFile('cjs/react-jsx-runtime.development.js').replace(
      OWNER_STACK_TEST,
      'true',
    );
    expect(withoutOwnerStacks(oneTest, file)).toBeUndefined();
  });
});
