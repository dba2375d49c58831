#!/usr/bin/env node
// Run after every production build (npm run build): reads every file of dist/, each lazy chunk
// as well as the first load, and fails when any holds the emulator's address, MSW, its service
// worker, the QA scenario switch or the Stately inspector (scripts/dist-scan.ts says what it looks for).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { scanBuild } = (
  await runnerImport('/scripts/dist-scan.ts', { configFile: false, logLevel: 'error' })
).module;

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => {
    const file = join(entry.parentPath, entry.name);
    return { path: relative(dist, file), text: readFileSync(file, 'latin1') };
  });
const findings = scanBuild(files);
if (findings.length > 0) {
  console.error(
    `\ncheck-dist: FAILED, this build must not ship:\n` +
      findings.map((f) => `  - ${f.what} in dist/${f.path} ("${f.match}")`).join('\n') +
      '\n',
  );
  process.exit(1);
}
console.log(
  `check-dist: ${files.length} files of dist/ hold nothing of the emulator, MSW, the QA switch or the inspector.`,
);
