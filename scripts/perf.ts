// Measures the production build the way a shopper's phone meets it, and prints the figures:
//   npm run perf [-- --runs N] [--pages /,/products] [--skip-build] [--no-lighthouse] [--no-interactions]
//                [--interactions "Place order,Checkout's next step"]  (by name; all by default)
//                [--seo]  (Lighthouse's SEO category too, once a page)
//                [--cpu-slowdown N]  (4 by default: a slow hour or a slower phone, e.g. 8)
// 1. Builds against the emulator (unless --skip-build), then runs itself again beside the Auth
//    and Hosting emulators (scripts/with-emulator.ts --hosting), which serve dist-emulator/ on port 4173
//    as Firebase Hosting would: compressed, with firebase.json's headers.
// 2. Lighthouse 12, performance only: N runs (5 by default) per page with the default mobile
//    profile (simulated slow 4G, 4x CPU or --cpu-slowdown) and one with the desktop profile, each
//    in a fresh Chrome.
//    Beside the pages, a control: the product page served as plain HTML without its scripts
//    (/perf-plain-html, written into the served folder for the run): this machine's ceiling today.
//    Each page's layout shift (CLS) is Lighthouse's: on the phone (the median) and the desktop.
// 3. Start-up's long tasks: each page loaded once at 4x CPU (or --cpu-slowdown) with a trace; every task of 50 ms or
//    more after the first paint, with what it spent its time on (script by file, style, layout);
//    the control's too, the browser's own share.
// 4. Interaction latency: Playwright at 4x CPU slowdown, the Event Timing API's longest entry of
//    each interaction (as INP counts it), N times each on a fresh page.
// 5. With --seo, Lighthouse's SEO category once per page: its score and the audits that fail.
// 6. Prints medians and spreads, and writes every figure to perf-results/ (git-ignored).
// A measurement, not a test: it never fails on a missed target. Not part of `npm test`.
// This file runs the steps; each is a module of scripts/perf/: pages.ts (the pages and the
// control), lighthouse.ts (2 and 5), startup-tasks.ts (3), interactions.ts (4), print.ts and
// results.ts (6), with browser.ts for the browsers they run.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { CPU_SLOWDOWN } from './perf/browser.ts';
import { measureInteractions } from './perf/interactions.ts';
import { auditSeo, measurePages } from './perf/lighthouse.ts';
import { DEFAULT_PAGES, PORT, root } from './perf/pages.ts';
import { printResults } from './perf/print.ts';
import { chromiumVersion, gitCommit, save, type Results } from './perf/results.ts';
import { measureStartupTasks } from './perf/startup-tasks.ts';

// Set when this script runs itself beside the emulator, with the build ready.
const SERVED = 'VOLTBAY_PERF_SERVED';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-interactions': { type: 'boolean', default: false },
    interactions: { type: 'string', default: '' },
    seo: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string', default: String(CPU_SLOWDOWN) },
  },
});
const runs = Number(options.runs);
const pages = options.pages.split(',').filter(Boolean);
const cpuSlowdown = Number(options['cpu-slowdown']);
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  pages.some((path) => !path.startsWith('/')) ||
  !(cpuSlowdown >= 1)
) {
  console.error(
    'perf: --runs takes a whole number from 1, --pages paths like /,/products, --cpu-slowdown a number from 1',
  );
  process.exit(1);
}

/** Runs a command in the project, passing its output through; exits on failure. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) process.exit(status ?? 1);
}

/** Measures the build the Hosting emulator serves, prints, saves. */
async function measure() {
  const results: Results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    chromium: chromiumVersion(),
    machine: { cores: os.availableParallelism(), cpu: os.cpus()[0]?.model ?? 'unknown' },
    runs,
    pages,
    cpuSlowdown,
    lighthouse: options['no-lighthouse'] ? null : await measurePages(pages, runs, cpuSlowdown),
    startupTasks: options['no-lighthouse'] ? null : await measureStartupTasks(pages, cpuSlowdown),
    interactions: options['no-interactions']
      ? null
      : await measureInteractions(runs, options.interactions.split(',').filter(Boolean)),
    seo: options.seo ? await auditSeo(pages) : null,
  };
  printResults(results);
  save(results);
}

// ---------------------------------------------------------------------------------------------
// Main (last, so that everything above is defined when the top-level await runs)

if (process.env[SERVED]) {
  await measure();
} else {
  if (!options['skip-build']) run('npm', ['run', 'build:emulator']);
  // with-emulator.ts quotes the command's arguments for the emulator's shell.
  const self = ['tsx', 'scripts/perf.ts', ...process.argv.slice(2)];
  run(
    'tsx',
    [
      'scripts/with-emulator.ts',
      '--hosting',
      '--quiet',
      '--fresh-data',
      '--port',
      String(PORT),
      '--',
      ...self,
    ],
    {
      [SERVED]: '1',
    },
  );
}
