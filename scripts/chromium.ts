// The Chromium the project's tools run, in one place: the end-to-end tests and the screenshots
// (playwright.config.ts), scripts/ensure-browser.ts and npm run perf. Playwright cannot download
// its own browser on a machine without the internet; Debian's packages then serve.
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

/** Debian's `chromium-headless-shell`: Chromium without its user interface. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Debian's full browser, its binary itself. */
const FULL_BROWSER = '/usr/lib/chromium/chromium';
/** Debian's launcher script of the full browser, which adds flags of its own. */
const FULL_BROWSER_LAUNCHER = '/usr/bin/chromium';

/** Keep Debian's Chromium from reaching for Google's servers on a machine without the internet. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The Debian Chromium the tests run in, the lightest first, or none (Playwright's own then:
 * scripts/ensure-browser.ts). The headless shell (what Playwright's own headless runs use) costs
 * a test a quarter less than the full browser, whose headless mode still runs the browser's
 * windows and their compositing (docs/decisions/0017-test-suite.md); the full browser's binary itself
 * when only it is installed, not the launcher script, which adds --enable-gpu-rasterization: on
 * a machine without a GPU that rasterises in software and costs a run about a third of a core.
 */
export const testChromium = [HEADLESS_SHELL, FULL_BROWSER].find((path) => existsSync(path));

/** Playwright's `launchOptions` for the tests and the screenshots. */
export const testLaunchOptions: LaunchOptions = testChromium
  ? { executablePath: testChromium, args: CHROMIUM_FLAGS }
  : {};

/**
 * The browser npm run perf measures in, Lighthouse's and its own Playwright runs alike: the full
 * browser, which Lighthouse (through chrome-launcher) needs, through Debian's launcher script as
 * every earlier measurement was taken (its flags change the figures, and perf's figures are
 * compared across runs); Playwright's own browser on a machine without it.
 */
export const perfChromium = existsSync(FULL_BROWSER_LAUNCHER)
  ? FULL_BROWSER_LAUNCHER
  : chromium.executablePath();
