import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The code of a prebundled dependency (node_modules/.vite/deps/) as the development server sends
 * it: ending with a link to its source map file instead of the map itself, or `undefined` to leave
 * it as Vite sends it (the file has no map of its own).
 */
export function withSourceMapLink(code: string, file: string): string | undefined {
  return existsSync(`${file}.map`)
    ? `${code}\n//# sourceMappingURL=${basename(file)}.map`
    : undefined;
}

/** An empty map (no mappings) tells Vite that the module has no map to inline. */
const NO_MAP = { mappings: '' };

/**
 * The development server sends each prebundled dependency with a link to its source map, not with
 * the map inside it. Vite writes a dependency's map as base64 into every response: Chakra's 2 MB
 * of code came with 5 MB of map, react-dom's 0.9 MB with 2 MB, so a fresh tab downloaded about
 * 16 MB, of which the server encoded about 11 MB again for each tab, on a machine whose two cores
 * it shares with the browser (docs/performance-log.md, "2026-11-29: A fresh tab on the
 * development server"). DevTools still shows the dependencies' own files: once open, it fetches
 * `<file>.js.map`, which Vite serves from the same folder.
 *
 * A JSON module goes without a map and without its indentation: its lines are data no one steps
 * through, and the catalog's 0.2 MB of JSON came as 1.55 MB, its map included, to every listing
 * and product page.
 */
export function depsSourceMapsPlugin(): Plugin {
  return {
    name: 'voltbay-deps-source-maps',
    apply: 'serve',
    // Before Vite's JSON plugin: a map that comes first in the chain decides whether there is one.
    enforce: 'pre',
    transform(code, id) {
      const { environment } = this;
      if (environment.mode === 'dev' && id.endsWith('.json')) {
        return { code: JSON.stringify(JSON.parse(code)), map: NO_MAP };
      }
      if (environment.mode !== 'dev' || !environment.depsOptimizer?.isOptimizedDepFile(id)) {
        return undefined;
      }
      const linked = withSourceMapLink(code, id.replace(/\?.*$/, ''));
      return linked === undefined ? undefined : { code: linked, map: NO_MAP };
    },
  };
}
