// The figures as tables on the terminal, once the run is over.
import { CPU_SLOWDOWN } from './browser.ts';
import { INTERACTION_TARGET_MS } from './interactions.ts';
import type { LighthouseFigures, LighthouseResults, Medians } from './lighthouse.ts';
import { CONTROL_OF, CONTROL_PATH } from './pages.ts';
import type { Results } from './results.ts';
import { LONG_TASK_MS, type StartupTasks } from './startup-tasks.ts';

export function printResults({
  runs,
  cpuSlowdown,
  lighthouse,
  startupTasks,
  seo,
  interactions,
  chromium: browser,
  machine,
  commit,
}: Results) {
  console.log(`\nVoltbay performance: ${commit}, ${browser}, ${machine.cores} cores`);
  if (lighthouse) printLighthouse(lighthouse, runs, cpuSlowdown);
  if (startupTasks) printStartupTasks(startupTasks, cpuSlowdown);
  if (seo) {
    console.log('\nSEO (Lighthouse, mobile, one run a page): score, and the audits that fail');
    printTable(
      ['page', 'score', 'failing'],
      Object.entries(seo).map(([path, { score, failing }]) => [
        path,
        String(score ?? '-'),
        failing.join('; ') || '-',
      ]),
    );
  }
  if (interactions) {
    console.log(
      `\nInteraction latency (Event Timing, longest entry per interaction), ${CPU_SLOWDOWN}x CPU` +
        ` slowdown, phone screen: median of ${runs}; target ${INTERACTION_TARGET_MS} ms`,
    );
    const rows = interactions.map(({ name, path, medianMs, maxMs, medianPhasesMs }) => [
      name,
      path,
      milliseconds(medianMs),
      milliseconds(maxMs),
      medianMs <= INTERACTION_TARGET_MS ? 'ok' : 'over',
      [medianPhasesMs.inputDelay, medianPhasesMs.processing, medianPhasesMs.presentation]
        .map((phase) => Math.round(phase))
        .join(' / '),
    ]);
    printTable(
      ['interaction', 'page', 'median', 'max', 'target', 'delay / handlers / frame'],
      rows,
    );
    console.log('  (under 16 ms: the Event Timing API reports no entry for it; the last column');
    console.log(
      "  is each part's median: waiting for the main thread, the event handlers, the frame)",
    );
  }
}

function printLighthouse(
  { byPage, control }: LighthouseResults,
  runs: number,
  cpuSlowdown: number,
) {
  const version = Object.values(byPage)[0]?.desktop.lighthouseVersion;
  console.log(
    `\nLighthouse ${version}, mobile profile (simulated slow 4G, ${cpuSlowdown}x CPU): median of` +
      ` ${runs}; desktop profile: 1 run. CLS: the layout shift of the load (below 0.1 is good).` +
      " Score and TBT as a ratio of the control's in the same run (targets: score 0.95 or more," +
      ' TBT 2 or less). JS gzip: the scripts the run loaded, gzip as the bundle budget counts' +
      " them; JS sent: as transferred, with each response's headers",
  );
  const ceiling = control.mobileMedian;
  const cls = (value: number | null) => value?.toFixed(3) ?? '-';
  const row = (label: string, m: Medians, desktop?: LighthouseFigures) => [
    label,
    m.score,
    m.scoreSpread?.join('-'),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    m.tbtMs === null ? '-' : `${Math.round(m.tbtMs)} ms`,
    cls(m.cls),
    seconds(m.speedIndexMs),
    kib(m.scriptGzipBytes),
    kib(m.scriptTransferBytes),
    desktop?.score,
    desktop ? cls(desktop.cls) : '-',
    ratio(m.score, ceiling.score),
    ratio(m.tbtMs, ceiling.tbtMs),
  ];
  const rows = [
    ...Object.entries(byPage).map(([path, { mobileMedian, desktop }]) =>
      row(path, mobileMedian, desktop),
    ),
    row(`${CONTROL_OF} as plain HTML, no scripts (the control)`, ceiling),
  ];
  const header = [
    'page',
    'score',
    'spread',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'SI',
    'JS gzip',
    'JS sent',
    'desktop',
    'desktop CLS',
    'score ratio',
    'TBT ratio',
  ];
  printTable(header, rows);
  const reports: [string, LighthouseFigures][] = [
    ...Object.entries(byPage).flatMap(([path, { mobile, desktop }]) =>
      [...mobile, desktop].map((report): [string, LighthouseFigures] => [path, report]),
    ),
    ...control.mobile.map((report): [string, LighthouseFigures] => [CONTROL_PATH, report]),
  ];
  const problems = reports.flatMap(([path, report]) =>
    [report.runtimeError, ...report.warnings].filter(Boolean).map((text) => `${path}: ${text}`),
  );
  for (const problem of new Set(problems)) console.log(`  Lighthouse said: ${problem}`);
}

function printStartupTasks(byPage: Record<string, StartupTasks>, cpuSlowdown: number) {
  console.log(
    `\nStart-up's long tasks (${LONG_TASK_MS} ms or more after the first paint), ` +
      `${cpuSlowdown}x CPU, phone screen, one load each: what each spent its time on`,
  );
  for (const [path, { firstPaintMs, tasks }] of Object.entries(byPage)) {
    const paint =
      firstPaintMs === null ? 'no first paint seen' : `first paint ${milliseconds(firstPaintMs)}`;
    console.log(`  ${path} (${paint}): ${tasks.length ? `${tasks.length} long tasks` : 'none'}`);
    for (const task of tasks) {
      const spent = task.activities.map(({ name, ms }) => `${name} ${ms}`).join(', ');
      const files = task.scripts.map(({ name, ms }) => `${name} ${ms}`).join(', ');
      const sampled = task.sampled.map(({ name, ms }) => `${name} ${ms}`).join(', ');
      console.log(
        `    +${task.afterFirstPaintMs} ms: ${task.durationMs} ms (${spent})` +
          (files ? `; script: ${files}` : '') +
          (sampled ? `; sampled in: ${sampled}` : ''),
      );
    }
  }
}

/** `value` over the control's `of`, to two places ('-' when either is unknown or `of` is 0). */
const ratio = (value: number | null, of: number | null) =>
  value === null || !of ? '-' : (value / of).toFixed(2);
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const kib = (bytes: number | null) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KiB`);
const milliseconds = (ms: number) => (ms === 0 ? 'under 16 ms' : `${Math.round(ms)} ms`);

function printTable(header: string[], rows: (string | number | null | undefined)[][]) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '-')));
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of cells) {
    const line = row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
    console.log(`  ${line.trimEnd()}`);
  }
}
