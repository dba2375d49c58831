import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
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

describe('the development server', () => {
  it('sends a JSON module without a source map and without its indentation', async () => {
    const server = await createServer({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      server: { port: 0, strictPort: false, host: '127.0.0.1', warmup: {}, proxy: {} },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      await server.listen();
      const answer = await fetch(new URL('/catalog/products.json', server.resolvedUrls!.local[0]), {
        headers: { 'Sec-Fetch-Dest': 'script' },
      });
      const code = await answer.text();
      expect(code).toMatch(/^export default .*JSON\.parse\("\[\{\\"id\\":\\"vb-0001\\",/);
      expect(code).not.toContain('sourceMappingURL');
    } finally {
      await server.close();
    }
  });
});
