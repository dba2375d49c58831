// The build's chunk report, .vite/chunks.json in its folder: written by vite.config.ts, read by
// scripts/prerender.ts (a page's chunks and their CSS) and scripts/check-bundle.ts (a first view).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** One chunk of the browser build, as Rollup's bundle describes it. */
export interface ReportedChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  css: string[];
}

export const CHUNK_REPORT = '.vite/chunks.json';

/** The chunks of the build in `dist`, and a way to follow their static imports. */
export function readChunkReport(dist: URL) {
  const chunks = JSON.parse(readFileSync(new URL(CHUNK_REPORT, dist), 'utf8')) as ReportedChunk[];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** `fileName` and every chunk it imports statically, however deep, added to `into`. */
  const withStaticImports = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) withStaticImports(imported, into);
    return into;
  };
  return { chunks, byFile, withStaticImports };
}

/**
 * A built file's size as the bundle budget counts it (gzip at level 9): scripts/check-bundle.ts
 * for a first view, scripts/perf for the scripts a Lighthouse run loaded.
 */
export const gzipBytes = (contents: Buffer): number => gzipSync(contents, { level: 9 }).length;
