import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { createUser, makeStaff, type TestUser } from './emulator.ts';
import { signedInState } from './signed-in.ts';
import { countedCartName, Storefront } from './storefront.ts';

/**
 * Resolves once the app runs on the page: a prerendered page shows its content before its
 * script has hydrated it, and a click then does nothing yet. The header's cart names its count
 * only from then on (on every page, prerendered or not; nothing covers the header on a load):
 * 'Cart(n)' in its text on a desktop, 'n items in your cart' as its label on a phone, where the
 * hidden digit that keeps the count's place is left out (`innerText`, as from its name).
 *
 * Asked of the header's few buttons in the page each frame, not through a role query: that one
 * works out the role and name of every element of the page at each try, and while the page
 * hydrates it took the main thread from the app (page loads a fifth longer, 1.3 s against 1.05 s
 * at the median on a quiet 2-core machine, 2026-11-29).
 */
async function appRunning(page: Page) {
  // A listing hydrates 24 cards and its filters: on a busy machine that can take longer than an
  // assertion's 5 s.
  await page
    .waitForFunction(
      ({ source, flags }) => {
        const name = new RegExp(source, flags);
        return [...document.querySelectorAll<HTMLElement>('header button')].some(
          (button) =>
            button.checkVisibility() &&
            (name.test(button.innerText.trim()) || name.test(button.ariaLabel ?? '')),
        );
      },
      { source: countedCartName.source, flags: countedCartName.flags },
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error("The app did not start: the header's cart never named its count", {
        cause: error,
      });
    });
}

/**
 * Tests the development server's project runs too (playwright.config.ts; the build's project runs
 * every test): what only `npm start` can break, StrictMode's double mounts and modules served
 * one by one, and the flows QA replays there. tests/README.md says which, and why.
 */
export const onDevServer = { tag: '@dev-server' };
/** Tests of what exists on the development server alone (`?inspect`, the QA switch). */
export const devServerOnly = { tag: ['@dev-server', '@dev-only'] };

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

/** A shopper for a test that signs up or in: the e-mail is the test's own (`newEmail`). */
export interface Shopper extends TestUser {
  firstName: string;
  lastName: string;
  /** The sign-up form's: first and last name. */
  displayName: string;
}

/**
 * The test every end-to-end file uses. Tests run side by side on one Auth emulator, so each owns
 * its data: `newEmail` gives addresses no other test (nor this one in another run or project,
 * repeat or retry) uses, and `ada` is a shopper with one, not yet signed up. Nothing clears the
 * emulator while tests run. Uncaught errors and Content-Security-Policy violations in any page of
 * the test's context (a second tab, a popup) fail the test; a page load (`goto`, `reload`) returns
 * once the app runs on the page, not at `load` (unless JavaScript is off); and `shop` is the
 * storefront's page object.
 */
export const test = base.extend<{
  shop: Storefront;
  newEmail: (name: string) => string;
  ada: Shopper;
  /**
   * Who the test's browser is signed in as before its first page, for a test the sign-in form is
   * not what it is about: a new account of the test's own (`account`), a shopper's or staff's.
   */
  signedInAs: 'shopper' | 'staff' | undefined;
  /** The account `signedInAs` made (Ada Lovelace, with an e-mail of the test's own). */
  account: Shopper;
}>({
  signedInAs: [undefined, { option: true }],
  account: async ({ signedInAs, ada, newEmail }, use) => {
    // Without `signedInAs` no account is made, and a test that asks for one has none.
    if (!signedInAs) return use(undefined as unknown as Shopper);
    const account = { ...ada, email: newEmail(signedInAs) };
    const id = await createUser(account);
    if (signedInAs === 'staff') await makeStaff(id);
    await use(account);
  },
  storageState: async ({ storageState, account, baseURL }, use) => {
    await use(account && baseURL ? await signedInState(baseURL, account) : storageState);
  },
  newEmail: async ({}, use, testInfo) => {
    const owner = `${process.env.VOLTBAY_E2E_RUN}.${testInfo.testId}.${testInfo.repeatEachIndex}.${testInfo.retry}`;
    await use((name) => `${name}.${owner}@voltbay.example`);
  },
  ada: async ({ newEmail }, use) => {
    const [firstName, lastName] = ['Ada', 'Lovelace'];
    await use({
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      email: newEmail('ada'),
      password: 'Analytical-1843',
    });
  },
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
      // What a test needs is the app running, not every image and font loaded (`load`).
      page.goto = async (url, options) => {
        const response = await goto(url, { waitUntil: 'commit', ...options });
        await appRunning(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload({ waitUntil: 'commit', ...options });
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
