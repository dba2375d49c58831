// npm test: every layer (type checking and linting side by side, then each other one after the
// other), then one line per layer with what it counted and how long it took (tests/README.md has
// what each layer proves). A layer that fails does not stop the ones after it: the summary says
// every layer's state, and the run exits non-zero. Ctrl-C stops the layers running (it reaches
// their processes directly) and starts no other.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { JSONReport, JSONReportSpec, JSONReportSuite } from '@playwright/test/reporter';

const REPORTS = 'test-results';

/** Where a layer's output goes: to the terminal, or held while another layer's is shown. */
type Output = (stream: 'stdout' | 'stderr', text: string) => void;
const toTerminal: Output = (stream, text) => process[stream].write(text);

/** Runs a command, its output passed to `out`; resolves with its exit code and its output. */
function run(
  command: string,
  args: string[],
  out: Output,
  { hideLine = () => false }: { hideLine?: (line: string) => boolean } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let output = '';
    const pass = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      const shown = text
        .split(/(?<=\n)/)
        .filter((line) => !hideLine(line))
        .join('');
      out(stream, shown);
    };
    child.stdout.on('data', pass('stdout'));
    child.stderr.on('data', pass('stderr'));
    child.on('close', (code, signal) => resolve({ code: signal ? 130 : code, output }));
  });
}

/** The JSON a layer's run left in `file`, typed as its tool writes it; none when it wrote none. */
const readJson = <Report>(file: string) =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;

/**
 * Every spec in a Playwright JSON report's suites, however deeply nested, with its full title:
 * its describe blocks' titles and its own (a file's suite is titled by the file: left out).
 */
const specsOf = (suites: JSONReportSuite[] = [], describes: string[] = []): JSONReportSpec[] =>
  suites.flatMap((suite) => {
    const titles = suite.title === suite.file ? describes : [...describes, suite.title];
    return [
      ...(suite.specs ?? []).map((spec) => ({
        ...spec,
        title: [...titles, spec.title].join(' › '),
      })),
      ...specsOf(suite.suites, titles),
    ];
  });

/**
 * A Playwright JSON report's test count, whether any failed, when the run ended and the tests
 * that failed or were flaky (`[project] file:line › title`), or nothing when the run did not
 * report.
 */
function playwrightReport(file: string) {
  const report = readJson<JSONReport>(file);
  if (!report) return undefined;
  const { expected, unexpected, flaky, skipped, startTime, duration } = report.stats;
  const specs = specsOf(report.suites);
  const named = (status: 'unexpected' | 'flaky') =>
    specs.flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`),
    );
  return {
    count: expected + unexpected + flaky + skipped,
    code: unexpected === 0 && report.errors.length === 0 ? 0 : 1,
    end: Date.parse(startTime) + duration,
    // Named again under the summary: a log kept only by its end (a CI record) still says which.
    unwell: [
      ...named('unexpected').map((name) => `failed: ${name}`),
      ...named('flaky').map((name) => `flaky:  ${name}`),
    ],
  };
}

/** The part of Vitest's JSON report read here (its reporter writes Jest's shape). */
interface VitestReport {
  numTotalTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

/**
 * The unit tests that failed (`file › title`), and a file that failed with no test to blame (it
 * could not load, or an error came between tests) with the first line of its message.
 */
const failedUnitTests = ({ testResults }: VitestReport) =>
  testResults.flatMap(({ name, status, message, assertionResults }) => {
    const file = name.replace(`${process.cwd()}/`, '');
    const failed = assertionResults.filter((test) => test.status === 'failed');
    if (failed.length > 0) return failed.map((test) => `failed: [unit] ${file} › ${test.fullName}`);
    return status === 'failed' ? [`failed: [unit] ${file}: ${message.split('\n')[0]}`] : [];
  });

/** A layer's line in the summary: what it counted, how long it took, how it ended. */
interface Summary {
  name: string;
  unit: 'files' | 'tests';
  code: number | null;
  count: number;
  seconds: number;
}

interface Layer extends Pick<Summary, 'name' | 'unit'> {
  run(out: Output): Promise<
    Pick<Summary, 'code' | 'count'> & {
      /** Its own time, when not the whole run's (the end-to-end run holds two layers). */
      seconds?: number;
      /** A layer the same run reported on (the development server's end-to-end tests). */
      next?: Summary;
    }
  >;
}

/**
 * The layers, in stages one after the other; a stage's layers run side by side. Type checking and
 * linting each keep one core busy, so on two cores they take together about as long as the
 * longer alone; the others use every core.
 */
const stages: Layer[][] = [
  [
    {
      name: 'typecheck',
      unit: 'files',
      async run(out) {
        // --listFiles names every file checked: counted, not shown.
        const isListed = (line: string) => line.startsWith('/');
        const { code, output } = await run(
          'tsc',
          ['--noEmit', '-p', 'tsconfig.json', '--listFiles'],
          out,
          { hideLine: isListed },
        );
        const files = output.split('\n').filter((line) => isListed(line));
        return { code, count: files.filter((file) => !file.includes('/node_modules/')).length };
      },
    },
    {
      name: 'lint',
      unit: 'files',
      async run(out) {
        const { code, output } = await run('npm', ['run', '--silent', 'lint'], out);
        return { code, count: Number(/eslint: (\d+) files/.exec(output)?.[1] ?? NaN) };
      },
    },
  ],
  [
    {
      name: 'unit',
      unit: 'tests',
      async run(out) {
        const report = `${REPORTS}/unit.json`;
        const { code } = await run(
          'vitest',
          ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
          out,
        );
        const json = readJson<VitestReport>(report);
        unwellTests.push(...(json ? failedUnitTests(json) : []));
        return { code, count: json?.numTotalTests ?? NaN };
      },
    },
  ],
  [
    {
      name: 'dist',
      unit: 'files',
      async run(out) {
        const { code, output } = await run('npm', ['run', '--silent', 'test:dist'], out);
        return { code, count: Number(/check-dist: (\d+) files/.exec(output)?.[1] ?? NaN) };
      },
    },
  ],
  [
    {
      // The emulator build and the build project's run; the development server's project, then the
      // clock's (on the development server too) follow in the same run of the emulators
      // (scripts/e2e.ts), and are reported together as a layer of their own.
      name: 'end-to-end build',
      unit: 'tests',
      async run(out) {
        const started = Date.now();
        const { code } = await run('npm', ['run', '--silent', 'test:e2e'], out);
        const build = playwrightReport(`${REPORTS}/e2e-build.json`);
        const devOnly = playwrightReport(`${REPORTS}/e2e-dev.json`);
        const clock = playwrightReport(`${REPORTS}/e2e-clock.json`);
        const dev = devOnly && {
          ...devOnly,
          code: devOnly.code || (clock?.code ?? 1),
          count: devOnly.count + (clock?.count ?? 0),
          unwell: [...devOnly.unwell, ...(clock?.unwell ?? [])],
        };
        const ended = Date.now();
        const devSeconds = build && dev ? (ended - build.end) / 1000 : 0;
        // Each project passes or fails on its own report. Without one (the build failed, the run
        // was stopped), and for a failure no report explains, the command's exit code decides.
        const buildCode = build?.code ?? code;
        const devCode = dev ? dev.code || (buildCode === 0 ? code : 0) : code;
        unwellTests.push(...(build?.unwell ?? []), ...(dev?.unwell ?? []));
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
  ],
];

/** The tests that failed (and the end-to-end ones that were flaky), listed under the summary. */
const unwellTests: string[] = [];
let interrupted = false;
// Ctrl-C reaches the running layer's processes directly (same process group): let them stop.
process.on('SIGINT', () => {
  interrupted = true;
});

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
/**
 * Runs a layer, its output held until `shown` resolves (the layer before it in its stage has
 * shown all of its own), then passed through; resolves with its summary lines once all is shown.
 */
async function runLayer(layer: Layer, shown: Promise<void>): Promise<Summary[]> {
  const held: [stream: 'stdout' | 'stderr', text: string][] = [];
  let out: Output = (stream, text) => held.push([stream, text]);
  void shown.then(() => {
    console.log(`\nnpm test: ${layer.name}\n`);
    for (const [stream, text] of held) toTerminal(stream, text);
    out = toTerminal;
  });
  const started = Date.now();
  const { code, count, seconds, next } = await layer.run((stream, text) => out(stream, text));
  const own = seconds ?? (Date.now() - started) / 1000;
  await shown;
  interrupted ||= code === 130;
  const { name, unit } = layer;
  return [{ name, unit, code, count, seconds: own }, ...(next ? [next] : [])];
}

const results: Summary[] = [];
const runStarted = Date.now();
for (const stage of stages) {
  if (interrupted) break;
  let shown = Promise.resolve();
  const runs = stage.map((layer) => {
    const summaries = runLayer(layer, shown);
    shown = summaries.then(() => undefined);
    return summaries;
  });
  for (const summaries of await Promise.all(runs)) results.push(...summaries);
}

/** `12 min 05 s`, or under a minute `41.3 s`; rounded to whole seconds first, never `12 min 60 s`. */
function formatSeconds(seconds: number) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

console.log('\nnpm test:');
for (const { name, unit, code, count, seconds } of results) {
  const counted = Number.isNaN(count) ? '?' : count.toLocaleString('en');
  console.log(
    `  ${name.padEnd(17)} ${counted.padStart(6)} ${unit.padEnd(6)} ${formatSeconds(seconds).padStart(12)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
}
console.log(
  `  ${'total'.padEnd(31)} ${formatSeconds((Date.now() - runStarted) / 1000).padStart(12)}`,
);
for (const line of unwellTests) console.log(`  ${line}`);
if (interrupted) console.log('  stopped (Ctrl-C): the layers after it did not run');
process.exit(interrupted ? 130 : results.every(({ code }) => code === 0) ? 0 : 1);
