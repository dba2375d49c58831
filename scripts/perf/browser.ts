// The Chromium that start-up's traces and the taps are measured in, a fresh one each time, and a
// page on it set up as Lighthouse's phone at 4x CPU (or slower: --cpu-slowdown); every browser's temporary files, Lighthouse's
// too, go to a folder of their own, removed after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, perfChromium } from '../chromium.ts';

/** Lighthouse's mobile profile's CPU slowdown, and the taps': a mid-range phone. */
export const CPU_SLOWDOWN = 4;

/** Runs `work` with a new temporary folder, removed afterwards. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>) {
  const dir = mkdtempSync(join(os.tmpdir(), 'voltbay-perf-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `work` with a Chromium of its own, its temporary files in a folder removed after. */
export async function withBrowser<T>(work: (browser: Browser, dir: string) => Promise<T>) {
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
export async function onSlowPhone<T>(
  browser: Browser,
  work: (page: Page) => Promise<T>,
  cpuSlowdown = CPU_SLOWDOWN,
) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await work(page);
  } finally {
    await context.close();
  }
}

/** Until the page is done starting: loaded, lazy parts in, then idle (after `quietMs` more). */
export async function doneStarting(page: Page, { quietMs = 0 } = {}) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    (wait) => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), wait)),
    quietMs,
  );
}
