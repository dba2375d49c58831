import type { ConsoleMessage, Page } from '@playwright/test';
import { anyAddToCart } from './support/cart.ts';
import type { Storefront } from './support/storefront.ts';
import { devServerOnly, expect, test } from './support/test.ts';

/** Where the Stately inspector runs (src/actors/inspect.ts opens it). */
const INSPECTOR_URL = 'https://stately.ai/inspect';

// Development server only (`devServerOnly`): in a build `?inspect` is not there at all, and
// the dist scan fails a build that holds the inspector.

/** Answers the inspector's address with a page that connects as the Stately inspector does. */
async function fakeInspector(page: Page) {
  await page.context().route(`${INSPECTOR_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Inspector</title><script>
        window.received = [];
        addEventListener('message', (message) => window.received.push(message.data));
        opener.postMessage({ type: '@statelyai.connected' }, '*');
      </script>`,
    }),
  );
}

/** The ids of the machines the inspector window has been told about. */
const machinesSeen = (inspector: Page) =>
  inspector.evaluate(() =>
    (window as unknown as { received: { type: string; definition?: string }[] }).received
      .filter((event) => event.type === '@xstate.actor' && event.definition)
      .map((event) => (JSON.parse(event.definition!) as { id: string }).id),
  );

test(
  '?inspect opens the Stately inspector, which is told about every app actor',
  devServerOnly,
  async ({ shop, page }) => {
    await fakeInspector(page);
    const inspectorOpens = page.context().waitForEvent('page');
    await shop.goto('/?inspect');
    const inspector = await inspectorOpens;
    expect(inspector.url()).toBe(INSPECTOR_URL);

    await expect
      .poll(() => machinesSeen(inspector))
      .toEqual(expect.arrayContaining(['auth', 'cart', 'wishlist']));
  },
);

/** What the page logs at info level, which the console shows by default. */
function infoLog(page: Page) {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'info') lines.push(message.text());
  });
  return lines;
}

async function addToCart(shop: Storefront) {
  await anyAddToCart(shop.main).first().click();
  await shop.expectCartCount(1);
}

test(
  'where the inspector cannot open, ?inspect logs every transition to the console',
  devServerOnly,
  async ({ shop, page }) => {
    await page
      .context()
      .route(`${INSPECTOR_URL}**`, (route) => route.abort('internetdisconnected'));
    const logged = infoLog(page);
    await shop.goto('/?inspect');
    await addToCart(shop);
    await expect
      .poll(() => logged)
      .toContainEqual(expect.stringMatching(/^\[cart\] cart\.add -> /));
  },
);

test(
  'offline, ?inspect says what the inspector needs and logs transitions by actor name',
  devServerOnly,
  async ({ shop, page }) => {
    // The browser says it is offline while the development server still serves the page.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'onLine', { get: () => false }),
    );
    const logged = infoLog(page);
    await shop.goto('/?inspect');
    await addToCart(shop);
    await expect
      .poll(() => logged)
      .toEqual(
        expect.arrayContaining([
          'The Stately inspector needs the internet; logging machine events to the console instead.',
          expect.stringMatching(/^\[cart\] cart\.add -> /),
          expect.stringMatching(/^\[auth\] /),
        ]),
      );
  },
);
