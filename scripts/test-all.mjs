#!/usr/bin/env node
// npm test: every layer, then one line per layer with what it counted and how long it took
// (tests/README.md has what each layer proves). The static checks (typecheck, lint, dist) run side
// by side first: each is one process on one core, so two cores finish them in the time of the
// longest. Their output is held and shown as each ends, so it does not interleave. Then the unit
// layer and the end-to-end tests, each of which keeps both cores busy on its own. A layer that
// fails does not stop the ones after it: the summary says every layer's state, and the run exits
// non-zero. Ctrl-C stops the layers running (it reaches their processes directly) and starts no
// other.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = 'test-results';

/**
 * Runs a command; resolves with its exit code and its output. Its output (less the lines
 * `hideLine` picks) is passed through as it comes to `show`, or, when `show` is not given, kept
 * in `shown` for the caller to print.
 */
function run(command, args, { env = {}, hideLine = () => false, show } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    let shown = '';
    const pass = (stream) => (chunk) => {
      const text = chunk.toString();
      output += text;
      const kept = text
        .split(/(?<=\n)/)
        .filter((line) => !hideLine(line))
        .join('');
      if (show) stream.write(kept);
      else shown += kept;
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.on('close', (code, signal) => resolve({ code: signal ? 130 : code, output, shown }));
  });
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/**
 * A Playwright JSON report's test count, whether any failed and when the run ended, or nothing
 * when the run did not report.
 */
function playwrightReport(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const { expected, unexpected, flaky, skipped, startTime, duration } = report.stats;
  return {
    count: expected + unexpected + flaky + skipped,
    code: unexpected === 0 && report.errors.length === 0 ? 0 : 1,
    end: Date.parse(startTime) + duration,
  };
}

const layers = [
  {
    name: 'typecheck',
    unit: 'files',
    sideBySide: true,
    async run(show) {
      // --listFiles names every file checked: counted, not shown.
      const isListed = (line) => line.startsWith('/');
      const { code, output, shown } = await run(
        'tsc',
        ['--noEmit', '-p', 'tsconfig.json', '--listFiles'],
        { hideLine: isListed, show },
      );
      const files = output.split('\n').filter((line) => isListed(line));
      return {
        code,
        shown,
        count: files.filter((file) => !file.includes('/node_modules/')).length,
      };
    },
  },
  {
    name: 'lint',
    unit: 'files',
    sideBySide: true,
    async run(show) {
      const { code, output, shown } = await run('npm', ['run', '--silent', 'lint'], { show });
      return { code, shown, count: Number(/eslint: (\d+) files/.exec(output)?.[1] ?? NaN) };
    },
  },
  {
    name: 'unit',
    unit: 'tests',
    async run(show) {
      const report = `${REPORTS}/unit.json`;
      const { code } = await run(
        'vitest',
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        { show },
      );
      return { code, count: readJson(report)?.numTotalTests ?? NaN };
    },
  },
  {
    name: 'dist',
    unit: 'files',
    sideBySide: true,
    async run(show) {
      const { code, output, shown } = await run('npm', ['run', '--silent', 'test:dist'], { show });
      return { code, shown, count: Number(/check-dist: (\d+) files/.exec(output)?.[1] ?? NaN) };
    },
  },
  {
    // The emulator build and the build project's run; the development server's project follows
    // in the same run of the emulators (scripts/e2e.mjs), and is reported as a layer of its own.
    name: 'end-to-end build',
    unit: 'tests',
    async run(show) {
      const started = Date.now();
      const { code } = await run('npm', ['run', '--silent', 'test:e2e'], { show });
      const build = playwrightReport(`${REPORTS}/e2e-build.json`);
      const dev = playwrightReport(`${REPORTS}/e2e-dev.json`);
      const ended = Date.now();
      const devSeconds = build && dev ? (ended - build.end) / 1000 : 0;
      // Each project passes or fails on its own report. Without one (the build failed, the run
      // was stopped), and for a failure no report explains, the command's exit code decides.
      const buildCode = build?.code ?? code;
      const devCode = dev ? dev.code || (buildCode === 0 ? code : 0) : code;
      return {
        code: buildCode,
        count: build?.count ?? NaN,
        seconds: (ended - started) / 1000 - devSeconds,
        next: {
          name: 'end-to-end dev',
          unit: 'tests',
          code: devCode,
          count: dev?.count ?? NaN,
          seconds: devSeconds,
        },
      };
    },
  },
];

let interrupted = false;
// Ctrl-C reaches the running layer's processes directly (same process group): let them stop.
process.on('SIGINT', () => {
  interrupted = true;
});

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const results = new Map();
const runStarted = Date.now();

/** Runs a layer and keeps its result (and the next one it reports, the dev project's). */
async function runLayer(layer, show) {
  const started = Date.now();
  const { code, count, seconds, shown, next } = await layer.run(show);
  results.set(layer.name, {
    ...layer,
    code,
    count,
    seconds: seconds ?? (Date.now() - started) / 1000,
  });
  if (next) results.set(next.name, next);
  interrupted ||= code === 130;
  return shown;
}

const sideBySide = layers.filter((layer) => layer.sideBySide);
console.log(`\nnpm test: ${sideBySide.map(({ name }) => name).join(', ')}, side by side`);
await Promise.all(
  sideBySide.map(async (layer) => {
    const shown = await runLayer(layer, false);
    console.log(`\nnpm test: ${layer.name}\n\n${shown}`);
  }),
);
for (const layer of layers.filter((layer) => !layer.sideBySide)) {
  if (interrupted) break;
  console.log(`\nnpm test: ${layer.name}\n`);
  await runLayer(layer, true);
}

const formatSeconds = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
    : `${seconds.toFixed(1)} s`;
console.log('\nnpm test:');
// In the order of `layers`, whatever order they ended in.
const order = [...layers.map(({ name }) => name), 'end-to-end dev'];
const summary = [...results.values()].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const { name, unit, code, count, seconds } of summary) {
  const counted = Number.isNaN(count) ? '?' : count.toLocaleString('en');
  console.log(
    `  ${name.padEnd(17)} ${counted.padStart(6)} ${unit.padEnd(6)} ${formatSeconds(seconds).padStart(12)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
}
console.log(
  `  ${'total'.padEnd(31)} ${formatSeconds((Date.now() - runStarted) / 1000).padStart(12)}`,
);
if (interrupted) console.log('  stopped (Ctrl-C): the layers after it did not run');
process.exit(interrupted ? 130 : summary.every(({ code }) => code === 0) ? 0 : 1);
