// npm run build: the production build, for a real Firebase project (README, "Deploy"), into dist/,
// the folder `firebase deploy` uploads.
// npm run build:emulator: the same build against the Auth emulator (.env.emulator), into
// dist-emulator/, which `npm run preview` and the end-to-end tests serve: never into dist/, so
// running the tests cannot leave a build that sends shoppers to 127.0.0.1:9099 ready to deploy.
// Both: the browser build, the prerenderer (dist-prerender/), the prerendered pages and the bundle
// budget; a production build is then scanned for what must not ship.
// With --changed (`npm run build -- --changed`): the pages of the build already in the folder
// rendered again from the catalog as it is now (VOLTBAY_CATALOG_FILE, staff edits with it), the
// browser's build kept: only the pages whose data changed are written (docs/deploy.md, "Staff
// edits"). `--into=<folder>` names another folder than the mode's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const changedOnly = args.includes('--changed');
const into = args.find((arg) => arg.startsWith('--into='))?.slice('--into='.length);
const mode = args.find((arg) => !arg.startsWith('--')) ?? 'production';
if (!['production', 'emulator'].includes(mode)) {
  console.error(`build: unknown mode "${mode}"; use production (the default) or emulator.`);
  process.exit(1);
}

function run(command: string, ...args: string[]) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const outDir = into ?? (mode === 'production' ? 'dist' : 'dist-emulator');

// The address the pages are served at, which they name to search engines and link previews
// (canonical links, the sitemap, structured data): a live build's is the shop's own (SHOP_ORIGIN,
// as the server's), the emulator build's where npm run preview and the tests serve it.
const shopOrigin =
  mode === 'production' ? (process.env.SHOP_ORIGIN ?? '') : 'http://127.0.0.1:4173';
if (mode === 'production' && !/^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(shopOrigin)) {
  console.error(
    `build: SHOP_ORIGIN must be the shop's https:// address without a path, such as https://voltbay.example${shopOrigin ? `, not '${shopOrigin}'` : ''}.`,
  );
  process.exit(1);
}
process.env.SHOP_ORIGIN = shopOrigin;

if (!changedOnly) run('vite', 'build', '--mode', mode, '--outDir', outDir);
else if (!existsSync(`${outDir}/index.html`)) {
  console.error(`build: --changed renders the pages of a build in ${outDir}/, and there is none.`);
  process.exit(1);
}
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
if (changedOnly) {
  // The browser's build is the one checked when it was built; the pages change, not the scripts.
  run('tsx', 'scripts/prerender.ts', outDir, '--changed');
} else {
  run('tsx', 'scripts/prerender.ts', outDir);
  run('tsx', 'scripts/check-bundle.ts', outDir);
  if (mode === 'production') run('tsx', 'scripts/check-dist.ts');
}
