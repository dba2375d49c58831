import type { ConsoleMessage, Page } from '@playwright/test';
import { anyAddToCart } from './support/cart.ts';
import { expect, test } from './support/test.ts';

/** Where the Stately inspector runs (src/actors/inspect.ts opens it). */
const INSPECTOR_URL = 'https://stately.ai/inspect';

// Development server only (playwright.config.ts): in a build `?inspect` is not there at all, and
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

test('?inspect opens the Stately inspector, which is told about every app actor', async ({
  shop,
  page,
}) => {
  await fakeInspector(page);
  const inspectorOpens = page.context().waitForEvent('page');
  await shop.goto('/?inspect');
  const inspector = await inspectorOpens;
  expect(inspector.url()).toBe(INSPECTOR_URL);

  await expect
    .poll(() => machinesSeen(inspector))
    .toEqual(expect.arrayContaining(['auth', 'cart', 'wishlist']));
});

test('where the inspector cannot open, ?inspect logs every transition to the console', async ({
  shop,
  page,
}) => {
  await page.context().route(`${INSPECTOR_URL}**`, (route) => route.abort('internetdisconnected'));
  const transitions: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'debug') transitions.push(message.text());
  });
  await shop.goto('/?inspect');
  await anyAddToCart(shop.main).first().click();
  await shop.expectCartCount(1);
  await expect.poll(() => transitions).toContainEqual(expect.stringMatching(/ cart\.add -> /));
});
