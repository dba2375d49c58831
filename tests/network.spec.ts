import { devices, type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test.ts';

const GOOGLE_SCRIPT = /^https:\/\/apis\.google\.com\//;
const AUTH_CLIENT_CHUNK = /\/assets\/auth-client-[\w-]+\.js$/;

test.describe('on a phone', () => {
  // Firebase prepares Google's sign-in at start-up on phones and in Safari, before it reports the
  // session: with the resolver in Auth's set-up, a phone requests Google's script on every page.
  test.use({ userAgent: devices['Pixel 7'].userAgent });

  for (const [path, heading] of [
    ['/', 'Voltbay electronics shop'],
    ['/products/vb-0001', /./],
    ['/auth/login', 'Log in'],
  ] as const) {
    test(`${path} loads without requesting Google's script`, async ({ shop, page }) => {
      const requests: string[] = [];
      page.on('request', (request: Request) => requests.push(request.url()));
      // A returning shopper's browser: Auth starts on every page, not only the login page.
      await shop.keptSessionRecord();
      await shop.goto(path);
      await expect(shop.main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The session is known: Auth has started up, when it would have asked for the script.
      await expect(shop.signInLink).toBeVisible();
      expect(requests.filter((url) => GOOGLE_SCRIPT.test(url))).toEqual([]);
    });
  }
});

/** Makes the page's idle callbacks wait until the function it returns lets them run. */
async function holdIdle(page: Page) {
  await page.addInitScript(() => {
    const idle = window.requestIdleCallback.bind(window);
    const held: Parameters<typeof idle>[] = [];
    const scope = window as unknown as Record<string, unknown>;
    window.requestIdleCallback = (...call) => held.push(call);
    scope.releaseIdle = () => {
      scope.idleReleasedAt = performance.now();
      window.requestIdleCallback = idle;
      held.splice(0).forEach((call) => idle(...call));
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
}

/** When the page requested Firebase's chunk, if it did, and when its idle callbacks were let run. */
const authClientTiming = (page: Page) =>
  page.evaluate((chunk) => {
    const scope = window as unknown as { idleReleasedAt: number };
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => new RegExp(chunk).test(resource.name));
    return { released: scope.idleReleasedAt, requested: entry?.startTime };
  }, AUTH_CLIENT_CHUNK.source);

test("a first visit shows the sign-in link at idle without Firebase, which loads on the shopper's reach", async ({
  shop,
  page,
}) => {
  const releaseIdle = await holdIdle(page);
  await shop.goto('/');
  await expect(shop.heading('Voltbay electronics shop')).toBeVisible();
  await expect(shop.header.getByLabel('Checking your session')).toBeVisible();
  await releaseIdle();
  await expect(shop.signInLink).toBeVisible();
  expect((await authClientTiming(page)).requested).toBeUndefined();

  const firebaseChunk = page.waitForRequest(AUTH_CLIENT_CHUNK);
  await shop.signInLink.hover();
  await firebaseChunk;
  await expect(shop.signInLink).toBeVisible();
});

test("a returning shopper's browser loads Firebase once idle, and the account slot keeps its size", async ({
  shop,
  page,
}) => {
  const releaseIdle = await holdIdle(page);
  await shop.keptSessionRecord();
  await shop.goto('/');
  await expect(shop.heading('Voltbay electronics shop')).toBeVisible();
  const placeholder = shop.header.getByLabel('Checking your session');
  await expect(placeholder).toBeVisible();
  const cartBefore = await shop.cartButton.boundingBox();

  await releaseIdle();
  await expect(shop.signInLink).toBeVisible();
  const timing = await authClientTiming(page);
  expect(timing.requested).toBeGreaterThanOrEqual(timing.released);
  expect(await shop.cartButton.boundingBox()).toEqual(cartBefore);
});
