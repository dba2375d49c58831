#!/usr/bin/env node
// Prints the cumulative layout shift (CLS) of the main pages at phone and desktop widths, loaded
// fresh in Chromium from a running server (`npm run preview`, or the URL given). A figure to
// watch, not a test: below 0.1 is good. Usage: node scripts/measure-layout-shift.mjs [base URL]
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const pages = [
  '/',
  '/products',
  '/gaming',
  '/products/vb-0001',
  '/wishlist',
  '/checkout',
  '/contact',
  '/faq',
];
const widths = [390, 1280];
// How long after loading to keep counting: the catalog and lazy parts arrive in this time.
const SETTLE_MS = 3000;

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const browser = await chromium.launch(
  existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] }
    : {},
);

console.log(`Layout shift on ${base} (CLS; below 0.1 is good)`);
console.log(`  ${'page'.padEnd(22)}${widths.map((width) => `${width} px`.padStart(10)).join('')}`);
for (const path of pages) {
  const scores = [];
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.hadRecentInput) window.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(base + path);
    await page.waitForTimeout(SETTLE_MS);
    scores.push(await page.evaluate(() => window.__layoutShift));
    await page.close();
  }
  console.log(
    `  ${path.padEnd(22)}${scores.map((score) => score.toFixed(4).padStart(10)).join('')}`,
  );
}
await browser.close();
