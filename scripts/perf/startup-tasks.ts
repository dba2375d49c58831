// Start-up's long tasks: each page loaded once at 4x CPU with a trace, and every main-thread task of
// LONG_TASK_MS or more after the first paint, with what it spent its time on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { TraceCpuProfile, TraceEvent } from 'lighthouse';
import { doneStarting, onSlowPhone, withBrowser } from './browser.ts';
import { BASE_URL, CONTROL_OF, CONTROL_PATH, withPlainHtmlControl } from './pages.ts';

export const LONG_TASK_MS = 50;

// Trace events by what they spend the main thread on; their self time (less what they contain)
// is added up per task. Script is named by its file, the first part of it that says which code.
const ACTIVITY: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  RunMicrotasks: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

/** A page's long tasks after its first paint (`longTasksAfterFirstPaint`). */
export type StartupTasks = ReturnType<typeof longTasksAfterFirstPaint>;

/**
 * Each page loaded once at `cpuSlowdown` on a phone's screen: its long tasks after the first
 * paint. The control first: what the browser's own work on the same HTML (style, layout, paint)
 * costs.
 */
export async function measureStartupTasks(pages: string[], cpuSlowdown: number) {
  return withBrowser(async (browser, dir) => {
    const byPage: Record<string, StartupTasks> = {};
    byPage[`${CONTROL_OF} as plain HTML (the control)`] = await withPlainHtmlControl(() => {
      console.log(`perf: start-up's long tasks on ${CONTROL_PATH}, the control`);
      return startupTasks(browser, CONTROL_PATH, join(dir, 'trace.json'), cpuSlowdown);
    });
    for (const path of pages) {
      console.log(`perf: start-up's long tasks on ${path}`);
      byPage[path] = await startupTasks(browser, path, join(dir, 'trace.json'), cpuSlowdown);
    }
    return byPage;
  });
}

async function startupTasks(
  browser: Browser,
  path: string,
  traceFile: string,
  cpuSlowdown: number,
) {
  return onSlowPhone(
    browser,
    async (page) => {
      await browser.startTracing(page, {
        path: traceFile,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'loading',
          // V8's samples: which script file each task's script time was spent in, which the
          // trace's own events do not say of evaluating modules, timers and promise jobs.
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await page.goto(BASE_URL + path);
      await doneStarting(page, { quietMs: 1000 });
      await browser.stopTracing();
      const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
      return longTasksAfterFirstPaint(trace.traceEvents);
    },
    cpuSlowdown,
  );
}

/** The page's main-thread tasks of LONG_TASK_MS or more after its first contentful paint. */
function longTasksAfterFirstPaint(events: TraceEvent[]) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return { firstPaintMs: null, tasks: [] };
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.navigationId === paint.args?.data?.navigationId,
  );
  const onMain = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.dur >= LONG_TASK_MS * 1000 && event.ts > paint.ts,
  );
  const samples = profileSamples(events, paint.pid);
  return {
    firstPaintMs: start ? (paint.ts - start.ts) / 1000 : null,
    tasks: tasks.map((task) => {
      const inside = onMain.filter((event) => event.ts >= task.ts && event.ts < task.ts + task.dur);
      return {
        afterFirstPaintMs: Math.round((task.ts - paint.ts) / 1000),
        durationMs: Math.round(task.dur / 1000),
        sampled: sampledFiles(samples, task),
        ...whatItDid(inside),
      };
    }),
  };
}

/**
 * V8's CPU samples in the page's process, in trace time: each with the script file of the
 * innermost function on its stack that has one (a module's own code, or what it called).
 */
function profileSamples(events: TraceEvent[], pid: number) {
  const chunks = events
    .filter(
      (event) => event.pid === pid && (event.name === 'Profile' || event.name === 'ProfileChunk'),
    )
    .sort((a, b) => a.ts - b.ts);
  const byProfile = new Map<
    string | undefined,
    { time: number; nodes: Map<number, ProfileNode> }
  >();
  const samples: Sample[] = [];
  for (const { name, id, args } of chunks) {
    if (name === 'Profile') {
      byProfile.set(id, { time: args.data?.startTime ?? 0, nodes: new Map() });
      continue;
    }
    const profile = byProfile.get(id);
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = args.data ?? {};
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((nodeId, index) => {
      profile.time += timeDeltas[index] ?? 0;
      samples.push({ ts: profile.time, file: fileOfNode(profile.nodes, nodeId) });
    });
  }
  return samples;
}

type ProfileNode = NonNullable<TraceCpuProfile['nodes']>[number];
interface Sample {
  ts: number;
  file: string | null;
}

function fileOfNode(nodes: Map<number, ProfileNode>, id: number) {
  for (
    let node = nodes.get(id);
    node;
    node = node.parent === undefined ? undefined : nodes.get(node.parent)
  ) {
    const url = node.callFrame.url;
    if (url) return fileName(url);
  }
  return null;
}

/** A script's file name, from its address. */
const fileName = (url: string) => url.split('/').at(-1) ?? url;

/** The script files a task's samples fall in, in ms (the task's time shared by its samples). */
function sampledFiles(samples: Sample[], task: TraceEvent) {
  const inside = samples.filter(({ ts }) => ts >= task.ts && ts < task.ts + task.dur);
  const msEach = inside.length ? task.dur / 1000 / inside.length : 0;
  const byFile = new Map<string, number>();
  for (const { file } of inside) if (file) byFile.set(file, (byFile.get(file) ?? 0) + msEach);
  return mostFirst(byFile, 2).slice(0, 3);
}

/** Times by name, in whole ms, most first, from `atLeastMs` up. */
const mostFirst = (times: Map<string, number>, atLeastMs: number) =>
  [...times]
    .filter(([, ms]) => ms >= atLeastMs)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => ({ name, ms: Math.round(ms) }));

/** A trace event inside a task, with the time of the events it contains. */
interface Nested {
  event: TraceEvent;
  childTime: number;
  parent: Nested | undefined;
}

/** A task's time by activity (self time, in ms) and the script files it ran, most first; `events`
 * are the task and what it contains, in order. */
function whatItDid(events: TraceEvent[]) {
  const byActivity = new Map<string, number>();
  const byFile = new Map<string, number>();
  // Events nest (a function call holds the style work it forced): each knows its container.
  const entries: Nested[] = [];
  const stack: Nested[] = [];
  const ends = (entry: Nested) => entry.event.ts + entry.event.dur;
  for (const event of events) {
    while (stack.length && ends(stack.at(-1)!) <= event.ts) stack.pop();
    const entry: Nested = { event, childTime: 0, parent: stack.at(-1) };
    if (entry.parent) entry.parent.childTime += event.dur;
    stack.push(entry);
    entries.push(entry);
  }
  for (const entry of entries) {
    const { event, childTime, parent } = entry;
    const self = (event.dur - childTime) / 1000;
    // An event of no known kind counts as what contains it; the task's own time, traced by no
    // event inside it, as 'other'.
    const counted = ACTIVITY[event.name] ?? nearestActivity(parent);
    byActivity.set(counted, (byActivity.get(counted) ?? 0) + self);
    if (counted === 'script') {
      const where = scriptOf(entry);
      byFile.set(where, (byFile.get(where) ?? 0) + self);
    }
  }
  return { activities: mostFirst(byActivity, 1), scripts: mostFirst(byFile, 1).slice(0, 4) };
}

// Script that names no file: what ran it.
const SCRIPT_RUN_BY: Record<string, string> = {
  'v8.evaluateModule': 'evaluating modules',
  EvaluateScript: 'evaluating scripts',
  RunMicrotasks: 'promise jobs',
  TimerFire: 'a timer',
  FireAnimationFrame: 'an animation frame',
  EventDispatch: 'an event',
};

/** The script file an entry's time belongs to (its own or its container's), or what ran it. */
function scriptOf(entry: Nested) {
  let runBy = 'script';
  for (let current: Nested | undefined = entry; current; current = current.parent) {
    const url = current.event.args?.data?.url;
    if (url) return fileName(url);
    runBy = SCRIPT_RUN_BY[current.event.name] ?? runBy;
  }
  return runBy;
}

function nearestActivity(entry: Nested | undefined) {
  for (let current = entry; current; current = current.parent) {
    const activity = ACTIVITY[current.event.name];
    if (activity) return activity;
  }
  return 'other';
}
