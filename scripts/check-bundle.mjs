#!/usr/bin/env node
// The bundle budget, run after every build. The shell (the entry chunk and everything it imports
// statically: header, footer, router) must stay within budget and hold no Firebase, MSW or
// catalog data, which load later on demand. The home page's own code (hero, sliders, cards) loads
// beside it on `/`; shell and home together have a budget too. Prints the figures.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 180;
const HOME_BUDGET_KIB = 240;
const HOME_PAGE_MODULE = /\/src\/pages\/home-page\.tsx$/;
const dist = new URL('../dist/', import.meta.url);
const NOT_IN_FIRST_LOAD = [
  { what: 'Firebase', pattern: /node_modules\/(firebase|@firebase)\// },
  { what: 'MSW', pattern: /node_modules\/(msw|@mswjs)\// },
  {
    what: 'catalog data',
    pattern: /\/src\/(services\/catalog|content\/catalog)\/|catalog[^/]*\.json/,
  },
];

let chunks;
try {
  chunks = JSON.parse(readFileSync(new URL('.vite/chunks.json', dist), 'utf8'));
} catch {
  console.error('check-bundle: dist/.vite/chunks.json is missing; run `npm run build`.');
  process.exit(1);
}
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

// A chunk with every chunk it imports statically, added to `into`.
const withStaticImports = (fileName, into) => {
  if (into.has(fileName)) return into;
  into.add(fileName);
  byName.get(fileName)?.imports.forEach((imported) => withStaticImports(imported, into));
  return into;
};
const firstLoad = new Set();
chunks
  .filter((chunk) => chunk.isEntry)
  .forEach((chunk) => withStaticImports(chunk.fileName, firstLoad));
const homeChunk = chunks.find((chunk) => HOME_PAGE_MODULE.test(chunk.facadeModuleId ?? ''));
if (!homeChunk) {
  console.error(
    'check-bundle: no chunk for src/pages/home-page.tsx; is the home route still lazy?',
  );
  process.exit(1);
}
const homeOnly = [...withStaticImports(homeChunk.fileName, new Set())].filter(
  (fileName) => !firstLoad.has(fileName),
);

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const sizeOf = (fileName) => {
  const code = readFileSync(new URL(fileName, dist));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
};

console.log('\nFirst load of / (JavaScript):');
console.log('      raw KiB  gzip KiB');
let total = 0;
for (const fileName of firstLoad) {
  const { raw, gzip } = sizeOf(fileName);
  total += gzip;
  console.log(`  ${kib(raw)}   ${kib(gzip)}  ${fileName}`);
}
console.log(`  total gzip: ${kib(total).trim()} KiB of ${BUDGET_KIB} KiB`);

console.log('\nThe home page, loaded beside the shell on `/`:');
let homeTotal = 0;
for (const fileName of homeOnly) {
  const { raw, gzip } = sizeOf(fileName);
  homeTotal += gzip;
  console.log(`  ${kib(raw)}   ${kib(gzip)}  ${fileName}`);
}
console.log(
  `  shell and home page, gzip: ${kib(total + homeTotal).trim()} KiB of ${HOME_BUDGET_KIB} KiB`,
);

console.log('\nLoaded later, on demand:');
for (const chunk of chunks.filter(
  (c) => !firstLoad.has(c.fileName) && !homeOnly.includes(c.fileName),
)) {
  const { raw, gzip } = sizeOf(chunk.fileName);
  console.log(`  ${kib(raw)}   ${kib(gzip)}  ${chunk.fileName}`);
}

const problems = [];
if (total > BUDGET_KIB * 1024) {
  problems.push(
    `first-load JavaScript is ${kib(total).trim()} KiB gzip, over the ${BUDGET_KIB} KiB budget`,
  );
}
if (total + homeTotal > HOME_BUDGET_KIB * 1024) {
  problems.push(
    `shell and home page are ${kib(total + homeTotal).trim()} KiB gzip, over the ${HOME_BUDGET_KIB} KiB budget`,
  );
}
for (const fileName of firstLoad) {
  const modules = byName.get(fileName)?.moduleIds ?? [];
  for (const { what, pattern } of NOT_IN_FIRST_LOAD) {
    const found = modules.filter((id) => pattern.test(id));
    if (found.length > 0) {
      problems.push(`${what} is in the first load (${fileName}): ${found.slice(0, 3).join(', ')}`);
    }
  }
}
if (problems.length > 0) {
  console.error(`\ncheck-bundle: FAILED\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
console.log('\ncheck-bundle: within budget; no Firebase, MSW or catalog data in the first load.\n');
