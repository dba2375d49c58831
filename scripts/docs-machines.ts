// npm run docs:machines: writes a Mermaid state diagram of every machine to docs/machines/,
// drawn from the machines' definitions (scripts/machine-diagrams.ts), and removes the diagrams
// of machines that are gone. scripts/machine-diagrams.test.ts fails while one is out of date.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));
// Through Vite, not a plain import: the diagrams find the machines with Vite's import.meta.glob.
const { machineDocs } = (
  await runnerImport<typeof import('./machine-diagrams.ts')>('/scripts/machine-diagrams.ts', {
    configFile: false,
    logLevel: 'error',
  })
).module;

const docs = machineDocs();
mkdirSync(`${root}docs/machines`, { recursive: true });
for (const file of readdirSync(`${root}docs/machines`)) {
  if (!docs.some(({ path }) => path === `docs/machines/${file}`)) {
    rmSync(`${root}docs/machines/${file}`);
  }
}
for (const { path, text } of docs) writeFileSync(`${root}${path}`, text);
console.log(`docs:machines: ${docs.length} diagrams in docs/machines/`);
