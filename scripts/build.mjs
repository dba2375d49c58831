#!/usr/bin/env node
// npm run build: the production build, for a real Firebase project (README, "Deploy").
// npm run build:emulator: the same build against the Auth emulator (.env.emulator), which
// `npm run preview` and the end-to-end tests serve.
// Both: the browser build (dist/), the prerenderer (dist-prerender/), the prerendered pages and
// the bundle budget; a production build is then scanned for what must not ship.
import { spawnSync } from 'node:child_process';

const mode = process.argv[2] ?? 'production';
if (!['production', 'emulator'].includes(mode)) {
  console.error(`build: unknown mode "${mode}"; use production (the default) or emulator.`);
  process.exit(1);
}

function run(command, ...args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

run('vite', 'build', '--mode', mode);
run(
  'vite',
  'build',
  '--mode',
  mode,
  '--ssr',
  'src/app/prerender.tsx',
  '--outDir',
  'dist-prerender',
);
run('node', 'scripts/prerender.mjs');
run('node', 'scripts/check-bundle.mjs');
if (mode === 'production') run('node', 'scripts/check-dist.mjs');
