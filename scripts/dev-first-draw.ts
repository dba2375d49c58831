// npm run dev:first-draw: how long a fresh tab on the development server (what QA gets with
// `npm start`) takes from the address to a drawn page: the page's level-1 heading in main and no
// "Loading the page" status. npm run dev:first-draw runs it beside the shop's services
// (scripts/with-emulator.ts), with the development server started here as `npm start` starts it.
// Each page is opened ROUNDS times, each time in a new browser context (no cache, no storage), after
// one unmeasured round that lets Vite transform what its warm-up left; it prints each page's
// median and spread, the modules the tab asked for, and the median over all pages. PAGES=/a,/b
// measures other pages (`PAGES=/account,/auth/login npm run dev:first-draw`).
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { testLaunchOptions } from './chromium.ts';

const PORT = 5173;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  '/products',
  '/products/vb-0001',
  '/checkout',
  '/about-us',
];
const ROUNDS = Number(process.env.ROUNDS ?? 5);
// The status PageLoading shows while a lazy page's code arrives (src/content/messages.ts).
const PAGE_LOADING = 'Loading the page';

const server = await createServer({ server: { port: PORT, strictPort: true, host: '127.0.0.1' } });
await server.listen();
const browser = await chromium.launch(testLaunchOptions);

/** Opens `path` in a new context; the milliseconds from navigation start to the drawn page. */
async function firstDraw(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let modules = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') modules += 1;
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'commit' });
  // Checked at every frame: the first one that shows the page.
  const drawnAt = await page.waitForFunction(
    (loading) =>
      document.querySelector('main h1') !== null &&
      document.querySelector(`[role="status"][aria-label="${loading}"]`) === null
        ? performance.now()
        : false,
    PAGE_LOADING,
    { polling: 'raf', timeout: 60_000 },
  );
  const milliseconds = (await drawnAt.jsonValue()) as number;
  await context.close();
  return { milliseconds, modules };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;

for (const path of PAGES) await firstDraw(path);
const all: number[] = [];
console.log(`dev-first-draw: ${ROUNDS} fresh tabs a page on ${ORIGIN} (median, min-max, scripts)`);
for (const path of PAGES) {
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await firstDraw(path));
  const times = runs.map((run) => run.milliseconds);
  all.push(...times);
  console.log(
    `  ${path.padEnd(20)} ${seconds(median(times)).padStart(7)}  (${seconds(Math.min(...times))}-${seconds(Math.max(...times))}, ${runs[0]!.modules} scripts)`,
  );
}
console.log(`  ${'every page'.padEnd(20)} ${seconds(median(all)).padStart(7)}`);
await browser.close();
await server.close();
