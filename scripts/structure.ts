// npm run structure: the shape of the code in a few figures, for a decision record's before and
// after (docs/decisions/0034-contract-floor-and-front-door.md): its rooms (the folders that hold
// modules), the arrows between rooms, the import cycles, what each top-level tree imports of the
// others, and the largest modules. Run it at two commits and compare.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const TREES = ['src', 'catalog', 'machines', 'mocks', 'shop-api', 'server'];
const isTest = (path: string) =>
  /(\.test\.tsx?|\.postgres-test\.ts|\.fixtures\.ts|\.spec\.ts)$|\/testing\//.test(path);

interface Cruised {
  modules: {
    source: string;
    dependencies: { resolved: string; coreModule: boolean; circular: boolean }[];
  }[];
}
const trees = TREES.filter((tree) => existsSync(tree));
const cruised = JSON.parse(
  execFileSync(
    'npx',
    [
      'depcruise',
      ...trees,
      '--no-config',
      '--ts-pre-compilation-deps',
      '--do-not-follow',
      'node_modules',
      '--output-type',
      'json',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  ),
) as Cruised;

const own = cruised.modules.filter(
  (module) => trees.some((tree) => module.source.startsWith(`${tree}/`)) && !isTest(module.source),
);
/** A module's room: its folder (`src/components/product`, `shop-api`). */
const roomOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const treeOf = (path: string) => path.split('/')[0]!;

const rooms = new Set(own.map((module) => roomOf(module.source)));
const arrows = new Set<string>();
const treeArrows = new Map<string, Set<string>>();
for (const module of own) {
  for (const dependency of module.dependencies) {
    const target = dependency.resolved;
    if (dependency.coreModule || target.includes('node_modules') || isTest(target)) continue;
    if (!trees.some((tree) => target.startsWith(`${tree}/`))) continue;
    if (roomOf(target) !== roomOf(module.source)) {
      arrows.add(`${roomOf(module.source)} -> ${roomOf(target)}`);
    }
    if (treeOf(target) !== treeOf(module.source)) {
      const key = `${treeOf(module.source)} -> ${treeOf(target)}`;
      treeArrows.set(key, (treeArrows.get(key) ?? new Set()).add(module.source));
    }
  }
}
const cycles = own.filter((module) =>
  module.dependencies.some((dependency) => dependency.circular && !isTest(dependency.resolved)),
).length;

const lines = own
  .filter((module) => /\.tsx?$/.test(module.source))
  .map((module) => ({
    path: module.source,
    lines: readFileSync(module.source, 'utf8').split('\n').length,
  }))
  .sort((a, b) => b.lines - a.lines);

console.log(`modules (not tests)   ${own.length}`);
console.log(`rooms                 ${rooms.size}`);
console.log(`arrows between rooms  ${arrows.size}`);
console.log(`modules in a cycle    ${cycles}`);
console.log('\nmodules of one tree that import another tree:');
for (const [key, modules] of [...treeArrows].sort()) {
  console.log(`  ${key.padEnd(26)} ${modules.size}`);
}
console.log("\nrooms of src/ holding a feature's modules (by name):");
for (const feature of ['review', 'question', 'stock-alert', 'order', 'checkout']) {
  const held = new Set(
    own
      .filter((module) => module.source.startsWith('src/') && module.source.includes(feature))
      .map((module) => roomOf(module.source)),
  );
  console.log(`  ${feature.padEnd(12)} ${held.size}  ${[...held].sort().join(', ')}`);
}
console.log('\nthe largest modules (lines):');
for (const { path, lines: count } of lines.slice(0, 8)) {
  console.log(`  ${String(count).padStart(5)}  ${path}`);
}
