import type { Locator, Page } from '@playwright/test';
import { googleNeedsInternetText } from '#src/content/auth.ts';
import { shellText } from '#src/content/messages.ts';
import { addToCart, anyAddToCart } from './support/cart.ts';
import { accountsWithEmail, createUser } from './support/emulator.ts';
import { Storefront } from './support/storefront.ts';
import { expect, onDevServer, test } from './support/test.ts';

// Network faults: the browser going offline, and the Auth emulator going away while a
// shopper is signed in. The shop keeps working on what it has loaded, and recovers without a
// reload when the network is back.

const dvdWriter = { id: 'vb-0055', name: 'LG 24X Internal DVD Writer' };

const networkMessage =
  'We could not reach the sign-in service. Check your connection and try again.';

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: shellText.offline });

/** Marks the page's document, so that `expectSameDocument` can tell it was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { testMark: boolean }).testMark = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { testMark?: boolean }).testMark),
    'the page was not reloaded',
  ).toBe(true);
}

/** A product card of the listing on the page. */
const card = (shop: Storefront, name: string) =>
  shop.main
    .getByRole('listitem')
    .filter({ has: shop.page.getByRole('link', { name, exact: true }) });

const homeHeading = (shop: Storefront) => shop.heading('Voltbay electronics shop');

async function openHomePage(shop: Storefront) {
  await shop.goto('/');
  await expect(homeHeading(shop)).toBeVisible();
}

test('a polite banner says the shop is offline, and leaves when the connection is back', async ({
  shop,
  page,
  context,
}) => {
  await openHomePage(shop);
  // Online, the live region is there but empty and takes no room: a first view has nothing to shift.
  const region = page.getByRole('status').first();
  await expect(region).toBeEmpty();
  expect((await region.boundingBox())?.height).toBe(0);

  await context.setOffline(true);
  const banner = offlineBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('aria-live', 'polite');
  // At the top of the shop, above the header.
  const [bannerBox, headerBox] = [await banner.boundingBox(), await shop.header.boundingBox()];
  expect(bannerBox?.y).toBe(0);
  expect(bannerBox && headerBox && bannerBox.y + bannerBox.height).toBeLessThanOrEqual(
    headerBox?.y ?? 0,
  );

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(region).toBeEmpty();
});

test(
  'offline, the pages and code already loaded browse, and the cart and wishlist work',
  onDevServer,
  async ({ shop, page, context }) => {
    await shop.goto('/component');
    await card(shop, dvdWriter.name).getByRole('link', { name: dvdWriter.name }).click();
    await expect(page.getByRole('article', { name: dvdWriter.name })).toBeVisible();
    // The drawer's code loads when it is first opened: open it once while online.
    const drawer = await shop.openCart();
    await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(drawer).toBeHidden();
    await markDocument(page);

    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();

    // Back to the listing: its code is here, and the listing it showed is kept.
    await page.goBack();
    await expect(shop.heading('Component')).toBeVisible();
    await addToCart(card(shop, dvdWriter.name), dvdWriter.name).click();
    await expect(shop.toast(`${dvdWriter.name} added to your cart`)).toBeVisible();
    await shop.expectCartCount(1);
    const heart = card(shop, dvdWriter.name).getByRole('button', {
      name: `Save ${dvdWriter.name} to wishlist`,
    });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(shop.wishlistLink('1 item')).toBeVisible();

    // Forward to the product's page, kept as well.
    await page.goForward();
    const details = page.getByRole('article', { name: dvdWriter.name });
    await expect(details).toBeVisible();
    await addToCart(details, dvdWriter.name).click();
    await shop.expectCartCount(2);

    const openDrawer = await shop.openCart();
    await openDrawer
      .getByRole('button', { name: `Increase quantity of ${dvdWriter.name}` })
      .click();
    await expect(
      openDrawer.getByRole('textbox', { name: `Quantity of ${dvdWriter.name}` }),
    ).toHaveValue('3');
    await shop.expectCartCount(3);
    await openDrawer.getByRole('button', { name: 'Continue Shopping' }).click();

    await context.setOffline(false);
    await expect(offlineBanner(page)).toBeHidden();
    await shop.expectCartCount(3);
    await expectSameDocument(page);
  },
);

/** A drawer or dialog whose code loads when it is first opened. */
interface LazyOverlay {
  /** Its accessible name. */
  name: string;
  /** The page it opens on, and that page's heading. */
  path: string;
  heading: string;
  viewport: { width: number; height: number };
  trigger: (shop: Storefront) => Locator;
  /**
   * What the page draws from data it fetches after it shows, if any: in before the connection
   * goes (a cold development server serves it seconds late), so that only the panel's code fails.
   */
  drawn?: (page: Page) => Locator;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const lazyOverlays: LazyOverlay[] = [
  {
    name: 'Cart',
    path: '/',
    heading: 'Voltbay electronics shop',
    viewport: DESKTOP,
    trigger: (shop) => shop.cartButton,
    // The home page's products (its tabs), which it fetches once it has shown.
    drawn: (page) => page.getByRole('tabpanel').getByRole('listitem').first(),
  },
  {
    name: 'Filters',
    path: '/laptop-desktop',
    heading: 'Laptops & Computers',
    viewport: PHONE,
    // Also while the open drawer hides the page from assistive technology.
    trigger: ({ page }) =>
      page.getByRole('button', { name: 'Filters', exact: true, includeHidden: true }),
  },
  {
    name: 'Search the shop',
    path: '/laptop-desktop',
    heading: 'Laptops & Computers',
    viewport: PHONE,
    trigger: (shop) => shop.headerButton('Search'),
  },
];

for (const { name, path, heading, viewport, trigger, drawn } of lazyOverlays) {
  test(
    `the ${name} panel, whose code cannot load offline, stays shut and says so; online it opens`,
    name === 'Cart' ? onDevServer : {},
    async ({ shop, page, context }) => {
      await page.setViewportSize(viewport);
      await shop.goto(path);
      await expect(shop.heading(heading)).toBeVisible();
      if (drawn) await expect(drawn(page)).toBeVisible();
      // The toasts' own code comes once the page is idle: here before the connection goes.
      await shop.toastCodeLoaded();
      await markDocument(page);

      await context.setOffline(true);
      await trigger(shop).click();
      await expect(shop.toast(shellText.overlayLoadFailed)).toBeVisible();
      // The shop stays: no error page in its place.
      await expect(shop.heading(heading)).toBeVisible();
      await expect(trigger(shop)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('dialog', { name })).toHaveCount(0);

      await context.setOffline(false);
      await expect(offlineBanner(page)).toBeHidden();
      await trigger(shop).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expect(trigger(shop)).toHaveAttribute('aria-expanded', 'true');
      await expectSameDocument(page);
    },
  );
}

/** A sign-in tried offline, and what the form says of it. */
const offlineSignIns = [
  {
    name: 'logging in',
    attempt: (form: Locator) => form.getByRole('button', { name: 'Log in' }).click(),
    says: networkMessage,
  },
  {
    // Google's script (apis.google.com) cannot load offline.
    name: 'Google sign-in',
    attempt: (_: Locator, shop: Storefront) =>
      shop.main.getByRole('button', { name: 'Continue with Google' }).click(),
    says: googleNeedsInternetText,
  },
];

for (const { name, attempt, says } of offlineSignIns) {
  test(`${name} offline says why on the form; online, e-mail login works without a reload`, async ({
    ada,
    shop,
    page,
    context,
  }) => {
    await createUser(ada);
    await shop.goto('/auth/login');
    // The session is known: the sign-in code has loaded.
    await expect(shop.signInLink).toBeVisible();
    await markDocument(page);
    const form = shop.main.getByRole('form', { name: 'Log in with e-mail' });
    await form.getByRole('textbox', { name: 'Email' }).fill(ada.email);
    await form.getByRole('textbox', { name: 'Password' }).fill(ada.password);

    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await attempt(form, shop);
    await expect(shop.formAlert).toHaveText(says);
    await expect(shop.signInLink).toBeVisible();

    await context.setOffline(false);
    await expect(offlineBanner(page)).toBeHidden();
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(shop.accountMenu('Ada Lovelace')).toBeVisible();
    await expectSameDocument(page);
  });
}

test.describe('the Auth emulator going away while signed in', () => {
  test.use({ signedInAs: 'shopper' });
  // The emulator serves the whole test run (scripts/with-emulator.ts starts it around Playwright),
  // so a test cannot stop it: it routes the browser's requests to it away instead, which is what an
  // identity service that went down looks like from the page.
  const EMULATOR = 'http://127.0.0.1:9099/**';
  const TOKEN_REFRESH = /\/securetoken\.googleapis\.com\/v1\/token/;

  test('the shop goes on, the shopper stays signed in, and the session recovers', async ({
    shop,
    page,
    context,
    account,
  }) => {
    await page.clock.install();
    await shop.goto('/account');
    await expect(shop.heading('Your account')).toBeVisible();
    await expect(shop.accountMenu('Ada Lovelace')).toBeVisible();
    await markDocument(page);

    await context.route(EMULATOR, (route) => route.abort('connectionrefused'));
    const failedRefresh = page.waitForEvent('requestfailed', (request) =>
      TOKEN_REFRESH.test(request.url()),
    );
    // The emulator's tokens last an hour; the refresh comes 5 minutes before that.
    await page.clock.fastForward('56:00');
    await failedRefresh;

    // The shop browses and sells.
    await shop.header.getByRole('link', { name: shellText.homeLink }).first().click();
    await expect(homeHeading(shop)).toBeVisible();
    await anyAddToCart(shop.main).filter({ visible: true }).first().click();
    await shop.expectCartCount(1);
    await expect(shop.accountMenu('Ada Lovelace')).toBeVisible();

    // Back on the account page: saving needs the identity service, and says it cannot reach it.
    await page.goBack();
    await expect(shop.heading('Your account')).toBeVisible();
    const nameField = shop.main.getByRole('textbox', { name: 'Display name' });
    await nameField.fill('Countess Lovelace');
    await shop.main.getByRole('button', { name: 'Save name' }).click();
    await expect(shop.toast('Your name could not be saved')).toBeVisible();
    await expect(shop.accountMenu('Ada Lovelace')).toBeVisible();

    // The service is back. Still signed in: a tab opened now reads the session the failures
    // left, and the account page (which sends a signed-out visitor to log in) arrives with the
    // name. (This tab's menu was showing all along, so it proves nothing; a tab opened while the
    // service is away says sign-in is unavailable.)
    await context.unroute(EMULATOR);
    const reopened = new Storefront(await context.newPage());
    await reopened.goto('/account');
    await expect(reopened.heading('Your account')).toBeVisible();
    await expect(reopened.accountMenu('Ada Lovelace')).toBeVisible();
    await reopened.page.close();

    // The next retry (30 s after the failure) gets a new token.
    const newToken = page.waitForResponse(
      (response) => TOKEN_REFRESH.test(response.url()) && response.ok(),
    );
    await page.clock.fastForward('00:31');
    await newToken;

    await shop.main.getByRole('button', { name: 'Save name' }).click();
    await expect(shop.accountMenu('Countess Lovelace')).toBeVisible();
    expect((await accountsWithEmail(account.email))[0]?.displayName).toBe('Countess Lovelace');
    await expectSameDocument(page);

    // The session the failures went through is the one a new page load reads.
    await page.reload();
    await expect(shop.heading('Your account')).toBeVisible();
    await expect(shop.accountMenu('Countess Lovelace')).toBeVisible();
  });
});
