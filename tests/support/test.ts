import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { configureProject, resetAccounts } from './emulator.ts';
import { countedCartName, Storefront } from './storefront.ts';

/**
 * Resolves once the app runs on the page: a prerendered page shows its content before its
 * script has hydrated it, and a click then does nothing yet. The header's cart names its count
 * only from then on (on every page, prerendered or not; nothing covers the header on a load).
 */
async function appRunning(page: Page) {
  // Not `includeHidden`: it would also count the hidden digit that keeps the count's place.
  // A listing hydrates 24 cards and its filters: on a busy machine that can take longer than an
  // assertion's 5 s.
  await expect(page.getByRole('button', { name: countedCartName }).first()).toBeVisible({
    timeout: 15_000,
  });
}

/** A test the dev project leaves out (playwright.config.ts): it runs on the build only. */
export const buildOnly = { tag: '@build-only' };

/** What the page logs for each `securitypolicyviolation` (see `reportPolicyViolations`). */
const VIOLATION_MARK = 'Content-Security-Policy violation:';

/**
 * Has every page of the context log each Content-Security-Policy violation with `VIOLATION_MARK`:
 * the build project runs under firebase.json's policy (the Hosting emulator), so anything it
 * blocks, a script, a style, a frame or a request, fails the test instead of silently breaking a
 * feature.
 */
async function reportPolicyViolations(context: BrowserContext) {
  await context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  }, VIOLATION_MARK);
}

/**
 * The test every end-to-end file uses: before each test the emulator's accounts are reset and its
 * project is set as production's; uncaught errors and Content-Security-Policy violations in any
 * page of the test's context (a second tab, a popup) fail the test; a page load (`goto`,
 * `reload`) returns once the app runs on the page (unless JavaScript is off); and `shop` is the
 * storefront's page object.
 */
export const test = base.extend<{ shop: Storefront; emptyEmulator: void }>({
  emptyEmulator: [
    async ({}, use) => {
      await Promise.all([resetAccounts(), configureProject()]);
      await use();
    },
    { auto: true },
  ],
  page: async ({ page, context, javaScriptEnabled }, use) => {
    const errors: Error[] = [];
    const violations: string[] = [];
    // The context's events, not the page's: they cover the pages a test opens itself too.
    context.on('weberror', (webError) => errors.push(webError.error()));
    context.on('console', (message) => {
      if (message.text().startsWith(VIOLATION_MARK)) violations.push(message.text());
    });
    await reportPolicyViolations(context);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appRunning(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appRunning(page);
        return response;
      };
    }
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  shop: async ({ page }, use) => {
    await use(new Storefront(page));
  },
});

export { expect };
