// Measures the production build the way a shopper's phone meets it, and prints the figures:
//   npm run perf [-- --runs N] [--pages /,/products] [--skip-build] [--no-lighthouse] [--no-interactions]
//                [--interactions "Place order,Checkout's next step"]  (by name; all by default)
//                [--seo]  (Lighthouse's SEO category too, once a page)
// 1. Builds against the emulator (unless --skip-build), then runs itself again beside the Auth
//    and Hosting emulators (scripts/with-emulator.ts --hosting), which serve dist-emulator/ on port 4173
//    as Firebase Hosting would: compressed, with firebase.json's headers.
// 2. Lighthouse 12, performance only: N runs (5 by default) per page with the default mobile
//    profile (simulated slow 4G, 4x CPU) and one with the desktop profile, each in a fresh Chrome.
//    Beside the pages, a control: the product page served as plain HTML without its scripts
//    (/perf-plain-html, written into the served folder for the run): this machine's ceiling today.
//    Each page's layout shift (CLS) is Lighthouse's: on the phone (the median) and the desktop.
// 3. Start-up's long tasks: each page loaded once at 4x CPU with a trace; every task of 50 ms or
//    more after the first paint, with what it spent its time on (script by file, style, layout);
//    the control's too, the browser's own share.
// 4. Interaction latency: Playwright at 4x CPU slowdown, the Event Timing API's longest entry of
//    each interaction (as INP counts it), N times each on a fresh page.
// 5. With --seo, Lighthouse's SEO category once per page: its score and the audits that fail.
// 6. Prints medians and spreads, and writes every figure to perf-results/ (git-ignored).
// A measurement, not a test: it never fails on a missed target. Not part of `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, {
  desktopConfig,
  type Config,
  type Result,
  type TraceCpuProfile,
  type TraceEvent,
} from 'lighthouse';
import { anyAddToCart, CART_KEY, storedCart } from '../tests/support/cart.ts';
import {
  continueButton,
  fillContact,
  orderHeading,
  pickUpAt,
  placeOrderButton,
  placingOrderButton,
  step,
  typeContact,
} from '../tests/support/checkout.ts';
import { cartNameWithCount, Storefront } from '../tests/support/storefront.ts';
import { CHROMIUM_FLAGS, perfChromium } from './chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 4173;
// The app on the Auth emulator's host, as in the end-to-end tests.
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The checkout as a first visit meets it (an empty cart), and a seeded order's page as anyone but
// its owner does (it asks for the order's e-mail).
const DEFAULT_PAGES = [
  '/',
  '/products',
  '/laptop-desktop',
  '/products/vb-0001',
  '/checkout',
  '/orders/VB-100001',
];
// The plain-HTML control: this prerendered page without its scripts, at this address.
const CONTROL_OF = '/products/vb-0001';
const CONTROL_PATH = '/perf-plain-html';
const SERVED_FOLDER = join(root, 'dist-emulator');
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const INTERACTION_TARGET_MS = 100;
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
  },
});
const runs = Number(options.runs);
const pages = options.pages.split(',').filter(Boolean);
if (!Number.isInteger(runs) || runs < 1 || pages.some((path) => !path.startsWith('/'))) {
  console.error('perf: --runs takes a whole number from 1, --pages paths like /,/products');
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

/** Every figure of a perf run, as perf-results/*.json keeps them. */
interface Results {
  date: string;
  commit: string;
  chromium: string;
  machine: { cores: number; cpu: string };
  runs: number;
  pages: string[];
  lighthouse: LighthouseResults | null;
  startupTasks: Record<string, StartupTasks> | null;
  interactions: InteractionResult[] | null;
  seo: Record<string, SeoAudit> | null;
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
    lighthouse: options['no-lighthouse'] ? null : await measurePages(),
    startupTasks: options['no-lighthouse'] ? null : await measureStartupTasks(),
    interactions: options['no-interactions'] ? null : await measureInteractions(),
    seo: options.seo ? await auditSeo() : null,
  };
  printResults(results);
  save(results);
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** The figures of one Lighthouse report (`summarize`). */
type LighthouseFigures = ReturnType<typeof summarize>;
/** The figures that have a median over the runs (`medians`). */
const FIGURES = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'scriptTransferBytes',
  'scriptRequests',
] as const;
type Medians = Record<(typeof FIGURES)[number], number | null> & {
  scoreSpread: [number, number] | null;
};
interface LighthouseResults {
  byPage: Record<
    string,
    { mobileMedian: Medians; mobile: LighthouseFigures[]; desktop: LighthouseFigures }
  >;
  control: { mobileMedian: Medians; mobile: LighthouseFigures[] };
}

async function measurePages(): Promise<LighthouseResults> {
  const byPage: LighthouseResults['byPage'] = {};
  const control = await withPlainHtmlControl(async () => {
    const mobile: LighthouseFigures[] = [];
    for (let index = 1; index <= runs; index++) {
      console.log(`perf: Lighthouse mobile ${CONTROL_PATH}, the control (${index}/${runs})`);
      mobile.push(await lighthouseRun(CONTROL_PATH));
    }
    return { mobileMedian: medians(mobile), mobile };
  });
  for (const path of pages) {
    const mobile: LighthouseFigures[] = [];
    for (let index = 1; index <= runs; index++) {
      console.log(`perf: Lighthouse mobile ${path} (${index}/${runs})`);
      mobile.push(await lighthouseRun(path));
    }
    console.log(`perf: Lighthouse desktop ${path}`);
    const desktop = await lighthouseRun(path, desktopConfig);
    byPage[path] = { mobileMedian: medians(mobile), mobile, desktop };
  }
  return { byPage, control };
}

/** A page's SEO score (0-100) and the titles of the audits it fails. */
interface SeoAudit {
  score: number | null;
  failing: string[];
}

/** Lighthouse's SEO category on each page, once: it does not vary from run to run. */
async function auditSeo() {
  const byPage: Record<string, SeoAudit> = {};
  for (const path of pages) {
    console.log(`perf: Lighthouse SEO ${path}`);
    const lhr = await lighthouseReport(path, 'seo');
    const score = lhr.categories.seo?.score ?? null;
    byPage[path] = {
      score: score === null ? null : Math.round(score * 100),
      failing: (lhr.categories.seo?.auditRefs ?? []).flatMap(({ id, weight }) => {
        const audit = lhr.audits[id];
        return weight > 0 && audit && audit.score !== null && audit.score < 1 ? [audit.title] : [];
      }),
    };
  }
  return byPage;
}

/**
 * Runs `work` while the served folder holds the control: the prerendered `CONTROL_OF` page with
 * every script and module preload taken out (its stylesheets and pictures stay), so Lighthouse
 * measures what the same HTML scores when no JavaScript runs.
 */
async function withPlainHtmlControl<T>(work: () => Promise<T>): Promise<T> {
  const file = join(SERVED_FOLDER, `${CONTROL_PATH.slice(1)}.html`);
  const html = readFileSync(join(SERVED_FOLDER, `${CONTROL_OF.slice(1)}.html`), 'utf8')
    .replaceAll(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replaceAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  writeFileSync(file, html);
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * One Lighthouse run in a fresh Chrome (cold cache, as the Lighthouse CLI does). Chrome's
 * profile and the temporary files it leaves behind go to a folder of our own, removed after.
 * Without a config, Lighthouse's default: the mobile profile with simulated throttling.
 */
async function lighthouseRun(path: string, config?: Config) {
  return summarize(await lighthouseReport(path, 'performance', config));
}

/** One Lighthouse report of `category` on `path`, in a fresh Chrome (`lighthouseRun`). */
async function lighthouseReport(path: string, category: 'performance' | 'seo', config?: Config) {
  return withTempDir(async (dir) => {
    const chrome = await launchChrome({
      chromePath: perfChromium,
      chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
      userDataDir: dir,
      envVars: { ...process.env, TMPDIR: dir },
    });
    try {
      const result = await lighthouse(
        BASE_URL + path,
        { port: chrome.port, onlyCategories: [category], logLevel: 'error' },
        config,
      );
      if (!result) throw new Error(`perf: Lighthouse gave no report of ${path}`);
      return result.lhr;
    } finally {
      const closed = new Promise((resolve) => chrome.process.once('close', resolve));
      chrome.kill();
      await closed;
    }
  });
}

/** The figures of one Lighthouse report; times in ms, bytes as transferred (gzip). */
function summarize(lhr: Result) {
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? null;
  const score = lhr.categories.performance?.score ?? null;
  const summary = lhr.audits['resource-summary']?.details;
  const scripts =
    summary?.type === 'table'
      ? summary.items.find((item) => item.resourceType === 'script')
      : undefined;
  const count = (key: string) => {
    const figure = scripts?.[key];
    return typeof figure === 'number' ? figure : null;
  };
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    score: score === null ? null : Math.round(score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    scriptTransferBytes: count('transferSize'),
    scriptRequests: count('requestCount'),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings,
  };
}

/** Per figure, the median of the runs (runs where Lighthouse could not tell are left out). */
function medians(reports: LighthouseFigures[]): Medians {
  // Named (FIGURES), not found by type: a run Lighthouse could not record has them all null, and
  // they must still show, as '-', not as NaN.
  const result = Object.fromEntries(
    FIGURES.map((key) => [key, median(reports.map((report) => report[key]))]),
  ) as Record<(typeof FIGURES)[number], number | null>;
  const scores = reports.map((report) => report.score).filter((score) => score !== null);
  return {
    ...result,
    scoreSpread: scores.length ? [Math.min(...scores), Math.max(...scores)] : null,
  };
}

function median(values: (number | null)[]): number | null {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// ---------------------------------------------------------------------------------------------
// Start-up's long tasks

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
type StartupTasks = ReturnType<typeof longTasksAfterFirstPaint>;

/**
 * Each page loaded once at 4x CPU on a phone's screen: its long tasks after the first paint. The
 * control first: what the browser's own work on the same HTML (style, layout, paint) costs.
 */
async function measureStartupTasks() {
  return withBrowser(async (browser, dir) => {
    const byPage: Record<string, StartupTasks> = {};
    byPage[`${CONTROL_OF} as plain HTML (the control)`] = await withPlainHtmlControl(() => {
      console.log(`perf: start-up's long tasks on ${CONTROL_PATH}, the control`);
      return startupTasks(browser, CONTROL_PATH, join(dir, 'trace.json'));
    });
    for (const path of pages) {
      console.log(`perf: start-up's long tasks on ${path}`);
      byPage[path] = await startupTasks(browser, path, join(dir, 'trace.json'));
    }
    return byPage;
  });
}

async function startupTasks(browser: Browser, path: string, traceFile: string) {
  return onSlowPhone(browser, async (page) => {
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
  });
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

// ---------------------------------------------------------------------------------------------
// Interaction latency

// The controls and the steps before them are the end-to-end tests' own (tests/support/), found by
// role and name as a shopper (or a screen reader) finds them: a renamed label is fixed there once.
// `control` is what the shopper taps; `seen` resolves when its result shows.
interface Interaction {
  name: string;
  path: string;
  /** The cart the page starts with, as the shop stores it. */
  cart?: string;
  /** What the shopper does on the page before the measured tap (not measured). */
  prepare?: (shop: Storefront) => Promise<unknown>;
  control: (shop: Storefront) => Locator;
  seen: (shop: Storefront) => Promise<void>;
}

const ONE_IPAD = storedCart([{ productId: 'vb-0001', quantity: 1 }]);
const SHOPPER = { name: 'Perf Shopper', email: 'perf@example.com' };

/** The checkout's delivery step, pickup at a store chosen. */
async function checkoutWithPickup({ page }: Storefront) {
  await fillContact(page, SHOPPER);
  return pickUpAt(page, 'Riverside');
}

/** The checkout's payment step, for pickup. */
async function checkoutPayment(shop: Storefront) {
  await continueButton(await checkoutWithPickup(shop)).click();
  await step(shop.page, 'Payment').waitFor();
}

/** The checkout's review, ready to place an order for pickup. */
async function checkoutReview(shop: Storefront) {
  await checkoutPayment(shop);
  await continueButton(shop.main).click();
  await placeOrderButton(shop.main).waitFor();
}

/** The checkout's Continue, measured to the next step's heading. */
const checkoutContinue = (shop: Storefront) => continueButton(shop.main);
const stepShown = (name: string) => (shop: Storefront) => step(shop.page, name).waitFor();
/** The header's cart button once it counts `count` items. */
const cartButton = (shop: Storefront, count: number) => shop.headerButton(cartNameWithCount(count));

const INTERACTIONS: Interaction[] = [
  {
    name: 'Add to Cart on a product card',
    path: '/laptop-desktop',
    control: (shop) => anyAddToCart(shop.main).first(),
    seen: (shop) => cartButton(shop, 1).waitFor(),
  },
  {
    name: 'Switching a home tab',
    path: '/',
    control: ({ page }) => page.getByRole('tab', { name: 'For Gamers' }),
    seen: ({ page }) => page.getByRole('tab', { name: 'For Gamers', selected: true }).waitFor(),
  },
  {
    name: 'Opening the cart drawer',
    path: '/',
    control: (shop) => cartButton(shop, 0),
    seen: (shop) => shop.cartDrawer.waitFor(),
  },
  {
    name: "Checkout's next step",
    path: '/checkout',
    cart: ONE_IPAD,
    prepare: ({ page }) => typeContact(page, SHOPPER),
    control: checkoutContinue,
    seen: stepShown('Delivery or pickup'),
  },
  {
    name: 'Checkout: on to payment',
    path: '/checkout',
    cart: ONE_IPAD,
    prepare: checkoutWithPickup,
    control: checkoutContinue,
    seen: stepShown('Payment'),
  },
  {
    // The tap asks the server for a quote; measured to the review it shows.
    name: 'Checkout: on to review',
    path: '/checkout',
    cart: ONE_IPAD,
    prepare: checkoutPayment,
    control: checkoutContinue,
    seen: stepShown('Review and place order'),
  },
  {
    // A real order on the perf run's fresh database; measured to the button saying so.
    name: 'Place order',
    path: '/checkout',
    cart: ONE_IPAD,
    prepare: checkoutReview,
    control: (shop) => placeOrderButton(shop.main),
    seen: ({ page }) => placingOrderButton(page).or(orderHeading(page)).first().waitFor(),
  },
];

/** An interaction's longest Event Timing entry, in ms, and its parts. */
interface InteractionTiming {
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

interface InteractionResult {
  name: string;
  path: string;
  /** Null for a run whose every entry was under the API's 16 ms floor. */
  runs: (InteractionTiming | null)[];
  medianMs: number;
  maxMs: number;
  medianPhasesMs: { inputDelay: number; processing: number; presentation: number };
}

async function measureInteractions() {
  return withBrowser(async (browser) => {
    const results: InteractionResult[] = [];
    const chosen = options.interactions.split(',').filter(Boolean);
    const unknown = chosen.filter((name) => !INTERACTIONS.some((known) => known.name === name));
    if (unknown.length) {
      const names = INTERACTIONS.map(({ name }) => name).join(', ');
      throw new Error(`perf: no interaction named ${unknown.join(', ')}; there are: ${names}`);
    }
    const measured = chosen.length
      ? INTERACTIONS.filter(({ name }) => chosen.includes(name))
      : INTERACTIONS;
    for (const interaction of measured) {
      const measuredRuns: (InteractionTiming | null)[] = [];
      for (let index = 1; index <= runs; index++) {
        console.log(`perf: interaction "${interaction.name}" (${index}/${runs})`);
        measuredRuns.push(await interactionRun(browser, interaction));
      }
      // In the medians and max, 0 stands for "under 16 ms" (a run without an entry).
      const medianOf = (phase: keyof InteractionTiming) =>
        median(measuredRuns.map((run) => run?.[phase] ?? 0)) ?? 0;
      results.push({
        name: interaction.name,
        path: interaction.path,
        runs: measuredRuns,
        medianMs: medianOf('durationMs'),
        maxMs: Math.max(...measuredRuns.map((run) => run?.durationMs ?? 0)),
        medianPhasesMs: {
          inputDelay: medianOf('inputDelayMs'),
          processing: medianOf('processingMs'),
          presentation: medianOf('presentationMs'),
        },
      });
    }
    return results;
  });
}

/**
 * One interaction on a fresh page (empty storage) with a phone's screen, at 4x CPU slowdown: a
 * tap on `control`, scrolled into view beforehand. Returns the longest Event Timing entry of the interaction in ms: from the tap to the next
 * paint after the page's handlers ran. Null when every entry was under the API's 16 ms floor.
 */
async function interactionRun(
  browser: Browser,
  { path, cart, prepare, control, seen }: Interaction,
) {
  return onSlowPhone(browser, async (page) => {
    const shop = new Storefront(page);
    if (cart) {
      await page.addInitScript(([key, saved]) => localStorage.setItem(key, saved), [
        CART_KEY,
        cart,
      ] as const);
    }
    await page.addInitScript(() => {
      const recorder = window as RecordingWindow;
      recorder.__interactionEntries = [];
      recorder.__eventObserver = new PerformanceObserver((list) => {
        recorder.__interactionEntries.push(...(list.getEntries() as PerformanceEventTiming[]));
      });
      recorder.__eventObserver.observe({
        type: 'event',
        buffered: true,
        // Event Timing's own option, which TypeScript's DOM types do not list yet.
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
    await page.goto(BASE_URL + path);
    // Interact with a page that has finished starting: loaded, hydrated, lazy parts in.
    await doneStarting(page);
    if (prepare) await prepare(shop);
    // As a shopper does: the control is scrolled into view, and tapped once the page has drawn
    // what came into view (and hydrated a region that came near). Playwright would otherwise
    // scroll in the same breath as the tap, and the tap would wait for that frame.
    const target = control(shop);
    await target.scrollIntoViewIfNeeded();
    await doneStarting(page);
    // Only the measured interaction counts, not the ones that prepared the page.
    await page.evaluate(() => {
      const recorder = window as RecordingWindow;
      recorder.__eventObserver.takeRecords();
      recorder.__interactionEntries = [];
    });
    await target.tap();
    await seen(shop);
    return await page.evaluate(
      () =>
        new Promise<InteractionTiming | null>((resolve) => {
          // Entries arrive once the frame after the handlers is on screen: wait two frames.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const recorder = window as RecordingWindow;
              const entries = recorder.__interactionEntries.concat(
                recorder.__eventObserver.takeRecords() as PerformanceEventTiming[],
              );
              const longest = entries
                .filter((entry) => entry.interactionId > 0)
                .sort((a, b) => b.duration - a.duration)[0];
              resolve(
                longest
                  ? {
                      durationMs: longest.duration,
                      // Where it went: waiting for the main thread, the handlers, the frame.
                      inputDelayMs: longest.processingStart - longest.startTime,
                      processingMs: longest.processingEnd - longest.processingStart,
                      presentationMs: longest.startTime + longest.duration - longest.processingEnd,
                    }
                  : null,
              );
            }),
          );
        }),
    );
  });
}

/**
 * The page's own record of its Event Timing entries, kept on its window: the observer starts
 * before the page's scripts (an init script), and each `page.evaluate` reads it there.
 */
type RecordingWindow = typeof window & {
  __interactionEntries: PerformanceEventTiming[];
  __eventObserver: PerformanceObserver;
};

/** Runs `work` with a Chromium of its own, its temporary files in a folder removed after. */
async function withBrowser<T>(work: (browser: Browser, dir: string) => Promise<T>) {
  return withTempDir(async (dir) => {
    const browser = await chromium.launch({
      executablePath: perfChromium,
      args: CHROMIUM_FLAGS,
      env: { ...process.env, TMPDIR: dir },
    });
    try {
      return await work(browser, dir);
    } finally {
      await browser.close();
    }
  });
}

/** Runs `work` on a fresh page (empty storage) with Lighthouse's phone screen and 4x CPU. */
async function onSlowPhone<T>(browser: Browser, work: (page: Page) => Promise<T>) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await work(page);
  } finally {
    await context.close();
  }
}

/** Until the page is done starting: loaded, lazy parts in, then idle (after `quietMs` more). */
async function doneStarting(page: Page, { quietMs = 0 } = {}) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    (wait) => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), wait)),
    quietMs,
  );
}

// ---------------------------------------------------------------------------------------------
// Output

function printResults({
  lighthouse,
  startupTasks,
  seo,
  interactions,
  chromium: browser,
  machine,
  commit,
}: Results) {
  console.log(`\nVoltbay performance: ${commit}, ${browser}, ${machine.cores} cores`);
  if (lighthouse) printLighthouse(lighthouse);
  if (startupTasks) printStartupTasks(startupTasks);
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

function printLighthouse({ byPage, control }: LighthouseResults) {
  const version = Object.values(byPage)[0]?.desktop.lighthouseVersion;
  console.log(
    `\nLighthouse ${version}, mobile profile (simulated slow 4G, 4x CPU): median of ${runs};` +
      ' desktop profile: 1 run. CLS: the layout shift of the load (below 0.1 is good)',
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
    m.scriptTransferBytes === null ? '-' : `${(m.scriptTransferBytes / 1024).toFixed(1)} KiB`,
    desktop?.score,
    desktop ? cls(desktop.cls) : '-',
    m.score === null || ceiling.score === null ? '-' : m.score - ceiling.score,
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
    'desktop',
    'desktop CLS',
    'vs control',
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

function printStartupTasks(byPage: Record<string, StartupTasks>) {
  console.log(
    `\nStart-up's long tasks (${LONG_TASK_MS} ms or more after the first paint), ` +
      `${CPU_SLOWDOWN}x CPU, phone screen, one load each: what each spent its time on`,
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

const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
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

function save(results: Results) {
  const folder = join(root, 'perf-results');
  mkdirSync(folder, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const file = join(folder, `perf-${results.date.replaceAll(':', '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(folder, 'latest.json'), json);
  console.log(`\nperf: all figures in ${file} (and perf-results/latest.json)`);
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Runs `work` with a new temporary folder, removed afterwards. */
async function withTempDir<T>(work: (dir: string) => Promise<T>) {
  const dir = mkdtempSync(join(os.tmpdir(), 'voltbay-perf-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The commit measured, marked when the working tree has changes on top of it. */
function gitCommit() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  return (
    git('rev-parse', '--short', 'HEAD') +
    (git('status', '--porcelain', '--untracked-files=no') ? ' (changed)' : '')
  );
}

function chromiumVersion() {
  const output = execFileSync(perfChromium, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return output.trim();
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
