// Lighthouse's runs: the performance category, N times a page on the mobile profile and once on the
// desktop's, the control beside them; and with --seo, the SEO category once a page.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, perfChromium } from '../chromium.ts';
import { withTempDir } from './browser.ts';
import { median } from './median.ts';
import { BASE_URL, CONTROL_PATH, servedGzipBytes, withPlainHtmlControl } from './pages.ts';

/** The figures of one Lighthouse report (`summarize`). */
export type LighthouseFigures = ReturnType<typeof summarize>;
/** The figures that have a median over the runs (`medians`). */
const FIGURES = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'scriptTransferBytes',
  'scriptGzipBytes',
  'scriptRequests',
] as const;
export type Medians = Record<(typeof FIGURES)[number], number | null> & {
  scoreSpread: [number, number] | null;
};
export interface LighthouseResults {
  byPage: Record<
    string,
    { mobileMedian: Medians; mobile: LighthouseFigures[]; desktop: LighthouseFigures }
  >;
  control: { mobileMedian: Medians; mobile: LighthouseFigures[] };
}

/**
 * Each page `runs` times on the mobile profile, its CPU slowed `cpuSlowdown` times (Lighthouse's
 * 4 by default; more stands for a slow hour or a slower phone), and once on the desktop's.
 */
export async function measurePages(
  pages: string[],
  runs: number,
  cpuSlowdown: number,
): Promise<LighthouseResults> {
  const mobileRun = (path: string) =>
    lighthouseRun(path, undefined, { throttling: { cpuSlowdownMultiplier: cpuSlowdown } });
  const byPage: LighthouseResults['byPage'] = {};
  const control = await withPlainHtmlControl(async () => {
    const mobile: LighthouseFigures[] = [];
    for (let index = 1; index <= runs; index++) {
      console.log(`perf: Lighthouse mobile ${CONTROL_PATH}, the control (${index}/${runs})`);
      mobile.push(await mobileRun(CONTROL_PATH));
    }
    return { mobileMedian: medians(mobile), mobile };
  });
  for (const path of pages) {
    const mobile: LighthouseFigures[] = [];
    for (let index = 1; index <= runs; index++) {
      console.log(`perf: Lighthouse mobile ${path} (${index}/${runs})`);
      mobile.push(await mobileRun(path));
    }
    console.log(`perf: Lighthouse desktop ${path}`);
    const desktop = await lighthouseRun(path, desktopConfig);
    byPage[path] = { mobileMedian: medians(mobile), mobile, desktop };
  }
  return { byPage, control };
}

/** A page's SEO score (0-100) and the titles of the audits it fails. */
export interface SeoAudit {
  score: number | null;
  failing: string[];
}

/** Lighthouse's SEO category on each page, once: it does not vary from run to run. */
export async function auditSeo(pages: string[]) {
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
 * One Lighthouse run in a fresh Chrome (cold cache, as the Lighthouse CLI does). Chrome's
 * profile and the temporary files it leaves behind go to a folder of our own, removed after.
 * Without a config, Lighthouse's default: the mobile profile with simulated throttling.
 */
async function lighthouseRun(path: string, config?: Config, settings?: Flags) {
  return summarize(await lighthouseReport(path, 'performance', config, settings));
}

/** One Lighthouse report of `category` on `path`, in a fresh Chrome (`lighthouseRun`). */
async function lighthouseReport(
  path: string,
  category: 'performance' | 'seo',
  config?: Config,
  settings?: Flags,
) {
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
        { ...settings, port: chrome.port, onlyCategories: [category], logLevel: 'error' },
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
    scriptGzipBytes: scriptGzipBytes(lhr),
    scriptRequests: count('requestCount'),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings,
  };
}

/** The scripts a run loaded, each file's gzip size as the bundle budget counts it (no headers). */
function scriptGzipBytes(lhr: Result): number | null {
  const requests = lhr.audits['network-requests']?.details;
  if (requests?.type !== 'table') return null;
  return requests.items
    .flatMap(({ resourceType, url }) =>
      resourceType === 'Script' && typeof url === 'string' ? [url] : [],
    )
    .reduce((sum, url) => sum + (servedGzipBytes(url) ?? 0), 0);
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
