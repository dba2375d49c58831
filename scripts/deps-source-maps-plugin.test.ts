import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withSourceMapLink } from './deps-source-maps-plugin.ts';

let deps: string;
beforeEach(() => {
  deps = mkdtempSync(join(tmpdir(), 'voltbay-deps-'));
});
afterEach(() => rmSync(deps, { recursive: true, force: true }));

describe('withSourceMapLink', () => {
  it('ends a dependency that has a map file with a link to it, beside it', () => {
    const file = join(deps, '@chakra-ui_react.js');
    writeFileSync(`${file}.map`, '{"version":3,"sources":[],"mappings":""}');
    expect(withSourceMapLink('export const x = 1;', file)).toBe(
      'export const x = 1;\n//# sourceMappingURL=@chakra-ui_react.js.map',
    );
  });

  it('leaves a dependency without a map file to Vite', () => {
    expect(withSourceMapLink('export * from "./react.js";', join(deps, 'react.js'))).toBe(
      undefined,
    );
  });
});
