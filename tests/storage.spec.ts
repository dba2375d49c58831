import type { Page } from '@playwright/test';
import { addToCart, CART_KEY, expectTotals } from './support/cart.ts';
import type { Storefront } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// Storage faults (docs/decisions/0015-stored-data.md): whatever the shop's keys hold before
// the first load, and a browser that refuses storage, the page renders, what can be read is kept,
// and the shopper is told when something they had was dropped or cannot be saved.

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' }; // $329.00
const dvdWriter = { id: 'vb-0055', name: 'LG 24X Internal DVD Writer' }; // $19.99, 24 in stock

const WISHLIST_KEY = 'voltbay.wishlist';

const cartUnreadable = "We couldn't read all of your saved cart, so some items may be missing.";
const wishlistUnreadable =
  "We couldn't read all of your saved wishlist, so some products may be missing.";
const cartNotSaved =
  "Your browser won't let us save your cart, so changes will be lost if you reload or leave.";
const wishlistNotSaved =
  "Your browser won't let us save your wishlist, so changes will be lost if you reload or leave.";

const versioned = (data: unknown) => JSON.stringify({ version: 1, data });

/** Puts `value` under `key` before the page's own scripts run, on every load of the test. */
async function seed(page: Page, key: string, value: string) {
  await page.addInitScript(([name, text]) => localStorage.setItem(name!, text!), [key, value]);
}

/** Stores these lines as the cart of version 1, before the page's own scripts run. */
const seedCart = (page: Page, lines: unknown[]) => seed(page, CART_KEY, versioned(lines));

/**
 * Opens the checkout page, where the cart's totals show, once the notices raised as the cart starts
 * are on the screen (the drawer would take them off; they stay until closed).
 */
async function openCheckout(shop: Storefront) {
  await shop.goto('/checkout');
  await expect(shop.heading('Checkout')).toBeVisible();
  await shop.noticesShown();
}

const cartsNoVersionReads = {
  'text that is not JSON': '[{"productId":"vb-0001","quantity":2',
  'JSON of the wrong type': '42',
  'a cart of another version': JSON.stringify({ version: 2, data: { lines: [] } }),
  'an object of another kind': JSON.stringify({ items: { 'vb-0001': 2 }, total: 658 }),
  'a list of lines in an older shape, without a version': JSON.stringify([
    { _id: ipad.id, productName: ipad.name, quantity: 2 },
  ]),
};

for (const [kind, stored] of Object.entries(cartsNoVersionReads)) {
  test(`a stored cart that cannot be read (${kind}) gives an empty, working cart and a notice`, async ({
    shop,
    page,
  }) => {
    await seed(page, CART_KEY, stored);
    await page.goto(`/products/${ipad.id}`);
    await expect(shop.heading(ipad.name)).toBeVisible();
    await expect(shop.toast(cartUnreadable)).toBeVisible();
    await shop.expectCartCount(0);
    await addToCart(shop.main, ipad.name).click();
    await shop.expectCartCount(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe(
      versioned([{ productId: ipad.id, quantity: 1 }]),
    );
  });
}

test('a partly bad stored cart keeps its good lines, within their limits, with one notice', async ({
  shop,
  page,
}) => {
  await seedCart(page, [
    { productId: ipad.id, quantity: 2 },
    { productId: '<img src=x onerror=alert(1)>', quantity: 1 },
    { productId: dvdWriter.id, quantity: 1e9 },
    { productId: 'vb-0002', quantity: -3 },
    { productId: ipad.id, quantity: 5 },
    'vb-0003',
  ]);
  await openCheckout(shop);
  await expect(shop.toast(cartUnreadable)).toBeVisible();
  // The iPad's first line, and the DVD writer brought down to the most a line may hold (10).
  await expectTotals(shop.main, '$857.90', '$0.00', '$857.90');
  // Counted once the cart has started and been priced, and every toast asked for is on the
  // page: a second notice could not come later, and a retrying count would pass at the first.
  await shop.noticesShown();
  expect(await shop.toast(cartUnreadable).count()).toBe(1);
  await expect(shop.main.getByRole('link', { name: ipad.name, exact: true })).toBeVisible();
  await expect(shop.main.getByRole('link', { name: dvdWriter.name, exact: true })).toBeVisible();
  await shop.expectCartCount(12);
});

test('a good stored cart, even with a product stored twice, raises no notice', async ({
  shop,
  page,
}) => {
  await seedCart(page, [
    { productId: ipad.id, quantity: 2 },
    { productId: ipad.id, quantity: 3 },
  ]);
  await openCheckout(shop);
  // Counted once, not awaited: a retrying assertion would also pass once a notice had gone.
  expect(await shop.toast(cartUnreadable).count()).toBe(0);
  // Priced: no line was dropped either.
  await expectTotals(shop.main, '$658.00', '$0.00', '$658.00');
  await shop.noticesShown();
  expect(await shop.notifications.getByText(/cart/).count()).toBe(0);
});

test('a partly bad stored wishlist keeps its good products, with one notice', async ({
  shop,
  page,
}) => {
  await seed(page, WISHLIST_KEY, versioned([ipad.id, '../../admin', ipad.id, 42, dvdWriter.id]));
  await shop.goto('/wishlist');
  await expect(shop.toast(wishlistUnreadable)).toBeVisible();
  await expect(shop.heading('Wishlist')).toBeVisible();
  await expect(shop.main.getByText('2 saved products')).toBeVisible();
  // Counted once the wishlist has been checked and every toast asked for is on the page.
  await shop.noticesShown();
  expect(await shop.toast(wishlistUnreadable).count()).toBe(1);
  await expect(shop.main.getByRole('link', { name: ipad.name, exact: true })).toBeVisible();
});

test('a stored wishlist that cannot be read gives an empty wishlist and a notice', async ({
  shop,
  page,
}) => {
  await seed(page, WISHLIST_KEY, '{"version":1,"data":["vb-0001"');
  await shop.goto('/wishlist');
  await expect(shop.heading('Wishlist')).toBeVisible();
  await expect(shop.main.getByText('Your wishlist is empty')).toBeVisible();
  await expect(shop.toast(wishlistUnreadable)).toBeVisible();
});

test('a good stored wishlist, even with a product stored twice, raises no notice', async ({
  shop,
  page,
}) => {
  await seed(page, WISHLIST_KEY, versioned([ipad.id, ipad.id]));
  await shop.goto('/wishlist');
  await shop.noticesShown();
  expect(await shop.toast(wishlistUnreadable).count()).toBe(0);
  await expect(shop.main.getByText('1 saved product')).toBeVisible();
});

/** Has every storage call of the page throw, as in a browser with site data blocked. */
async function refuseStorage(page: Page, refused: ('getItem' | 'setItem' | 'removeItem')[]) {
  await page.addInitScript((methods) => {
    for (const method of methods) {
      Storage.prototype[method] = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    }
  }, refused);
}

test('a browser that refuses storage gives a working cart and wishlist for the page, each told once', async ({
  shop,
  page,
}) => {
  await refuseStorage(page, ['getItem', 'setItem', 'removeItem']);
  await page.goto(`/products/${ipad.id}`);
  await expect(shop.heading(ipad.name)).toBeVisible();
  const details = shop.main.getByRole('article', { name: ipad.name });
  const addIpad = addToCart(details, ipad.name);
  await addIpad.click();
  await expect(shop.toast(cartNotSaved)).toBeVisible();
  // Closed, so that a second notice would have room to show at once (at most 3 toasts show; more
  // wait their turn, seconds later). One at a time until none is left: a toast may leave by
  // itself meanwhile, and a list of them taken first would name one that is gone.
  const dismiss = shop.notifications.getByRole('button', { name: 'Dismiss notification' });
  await expect(async () => {
    if ((await dismiss.count()) > 0) await dismiss.first().click({ timeout: 1_000 });
    expect(await shop.notifications.getByRole('status').count()).toBe(0);
  }).toPass();
  await addIpad.click();
  await shop.expectCartCount(2);
  // The second save's refusal is asked for right after its addition's toast: counted once that
  // is on the page, and every toast asked for with it.
  await expect(shop.toast(`${ipad.name} added to your cart`)).toBeVisible();
  await shop.noticesShown();
  expect(await shop.toast(cartNotSaved).count()).toBe(0);

  const drawer = await shop.openCart();
  await expectTotals(drawer, '$658.00', '$0.00', '$658.00');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await details.getByRole('button', { name: `Save ${ipad.name} to wishlist` }).click();
  await expect(shop.toast(wishlistNotSaved)).toBeVisible();
  await expect(shop.wishlistLink('1 item')).toBeVisible();
  // The session still resolves: the sign-in link replaces its placeholder.
  await expect(shop.signInLink).toBeVisible();
});

test('a full storage keeps the stored cart and the changes for the page, with one notice', async ({
  shop,
  page,
}) => {
  await seedCart(page, [{ productId: ipad.id, quantity: 1 }]);
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(`/products/${dvdWriter.id}`);
  await shop.expectCartCount(1);
  await addToCart(shop.main, dvdWriter.name).click();
  await shop.expectCartCount(2);
  await expect(shop.toast(cartNotSaved)).toBeVisible();
  // Refused first when the kept cart was priced, then at the addition: counted once the
  // addition's toast, asked for just before its refusal, and every toast with it are on the page.
  await expect(shop.toast(`${dvdWriter.name} added to your cart`)).toBeVisible();
  await shop.noticesShown();
  expect(await shop.toast(cartNotSaved).count()).toBe(1);
  // What the page holds, though storage still has the cart as it was before.
  const drawer = await shop.openCart();
  await expectTotals(drawer, '$348.99', '$0.00', '$348.99');
});
