import type { Page } from '@playwright/test';
import { formatDateTime } from '#shop-api/dates.ts';
import { expectAccessible } from './support/axe.ts';
import {
  addFromProductPage,
  continueButton,
  fillContact,
  ipad,
  pickUpAt,
  step,
} from './support/checkout.ts';
import { createUser, makeStaff, signIn } from './support/emulator.ts';
import { liveStock, mailTo, placeOrder } from './support/shop-server.ts';
import { Storefront } from './support/storefront.ts';
import { expect, onDevServer, test } from './support/test.ts';

// Stock per store (docs/decisions/0043-stock-per-store.md), as the QA seed sets it (docs/qa.md):
// the Galaxy S24 Ultra (vb-0007, no other test buys it) is sold out at Circuit Square, down to its
// last 2 at Lakeview Mall and in stock at Riverside; the iPad (vb-0001) is everywhere but Circuit
// Square. Riverside has what the warehouse has.
const galaxy = { id: 'vb-0007', name: 'Samsung Galaxy S24 Ultra 256 GB' };

/** An ID token of a staff account of the test's own. */
async function staffToken(newEmail: (name: string) => string) {
  const staff = { email: newEmail('staff'), password: 'Analytical-1843' };
  await makeStaff(await createUser(staff));
  return (await signIn(staff.email, staff.password)).idToken;
}

const whereToGetIt = (page: Page) => page.getByRole('region', { name: 'Where to get it' });
const place = (page: Page, name: string) =>
  whereToGetIt(page).getByRole('listitem').filter({ hasText: name });

test(
  "the product page says where: sold out at one store, in stock at another, the shopper's store first and kept",
  onDevServer,
  async ({ shop, page, newEmail }) => {
    await shop.goto(`/products/${galaxy.id}`);
    await expect(place(page, 'Circuit Square')).toContainText('Not in stock');
    await expect(place(page, 'Lakeview Mall')).toContainText('Only 2 left');
    await expect(place(page, 'Riverside')).toContainText('In stock');
    await expect(place(page, 'Delivery')).toContainText('In stock');
    await expect(place(page, 'Riverside')).toContainText(/Open now, closes|Closed, opens/);
    await expect(place(page, 'Riverside')).toContainText('Saturday to Thursday, 10:00 to 20:00');

    const chooser = whereToGetIt(page).getByRole('combobox', { name: 'Your store' });
    await chooser.selectOption({ label: 'Lakeview Mall' });
    // Delivery, then the shopper's store, marked: the first of the stores.
    const places = whereToGetIt(page).getByRole('listitem');
    await expect(places.nth(1)).toContainText('Lakeview MallYour store');
    await page.reload();
    await expect(places.nth(1)).toContainText('Lakeview MallYour store');
    await expect(places.nth(1)).toContainText('Only 2 left');

    // Where it is not, the shopper can ask to be told when it is: the server keeps the request
    // for that store (its e-mail on a restock there: server/http/stock-alerts.test.ts).
    const atCircuitSquare = "Notify me when it's at Circuit Square";
    await place(page, 'Circuit Square').getByRole('button', { name: atCircuitSquare }).click();
    const dialog = page.getByRole('dialog', { name: atCircuitSquare });
    const email = newEmail('waiting');
    await dialog.getByLabel('Your e-mail').fill(email);
    await dialog.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText(
      `We'll e-mail ${email} once, when it's back at Circuit Square.`,
    );
    await expectAccessible(page, 'the store alert dialog', { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      place(page, 'Circuit Square').getByRole('button', { name: atCircuitSquare }),
    ).toBeFocused();
  },
);

test('the counts arrive in the space the prerendered page keeps: the section keeps its height', async ({
  browser,
  baseURL,
}) => {
  const heightOf = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`/products/${galaxy.id}`);
    if (javaScriptEnabled) await expect(place(page, 'Lakeview Mall')).toContainText('Only 2 left');
    const box = await whereToGetIt(page).boundingBox();
    await context.close();
    return box?.height;
  };
  const asBuilt = await heightOf(false);
  expect(asBuilt).toBeGreaterThan(200);
  expect(await heightOf(true)).toBe(asBuilt);
});

test(
  'a listing narrows to what one store has, kept in the address like the other filters',
  onDevServer,
  async ({ shop, page }) => {
    await shop.goto('/phone-tablets');
    const ipadCard = shop.main.getByRole('link', { name: ipad.name, exact: true });
    await expect(ipadCard.first()).toBeVisible();
    const filters = shop.main.getByRole('group', { name: 'Available at' });
    await filters.getByRole('radio', { name: 'Circuit Square' }).check();
    await expect(page).toHaveURL(/[?&]availableAt=circuit-square/);
    // The iPad is at every store but Circuit Square (the QA seed).
    await expect(ipadCard).toHaveCount(0);
    const chip = shop.main.getByRole('link', { name: /Available at Circuit Square/ });
    await expect(chip).toBeVisible();
    await page.reload();
    await expect(filters.getByRole('radio', { name: 'Circuit Square' })).toBeChecked();
    await expect(ipadCard).toHaveCount(0);
    await filters.getByRole('radio', { name: 'Any store' }).check();
    await expect(page).not.toHaveURL(/availableAt/);
    await expect(ipadCard.first()).toBeVisible();
  },
);

test(
  'the checkout offers pickup only where every item is, and names what a store lacks and where it all is',
  onDevServer,
  async ({ shop, page, newEmail }) => {
    // The Redmi Note 13 Pro (vb-0014): no other test buys it, so Riverside keeps all of its.
    const redmi = { id: 'vb-0014', name: 'Xiaomi Redmi Note 13 Pro 256 GB' };
    await addFromProductPage(shop, ipad);
    await addFromProductPage(shop, redmi);
    await shop.goto('/checkout');
    await fillContact(page, { name: 'Ada Lovelace', email: newEmail('stores') });
    await expect(step(page, 'Delivery or pickup')).toBeVisible();
    const delivery = page.getByRole('form', { name: 'Delivery or pickup' });
    await delivery.getByText('Pickup at a store').click();
    const circuit = delivery.getByRole('radio', { name: /^Circuit Square/ });
    await expect(circuit).toBeDisabled();
    await expect(delivery).toContainText(`Not in stock here: ${ipad.name}`);
    await expect(delivery).toContainText('All your items are available at Riverside');
    await expect(delivery.getByRole('radio', { name: /^Riverside/ })).toBeEnabled();
    await pickUpAt(page, 'Riverside');
    await continueButton(delivery).click();
    // Paid at the store: the payment step says so, and the review follows.
    await continueButton(shop.main).click();
    await expect(step(page, 'Review and place order')).toBeVisible();
  },
);

test(
  "a pickup reserves its store's units; staff mark it ready and the shopper's page follows",
  onDevServer,
  async ({ page, request, newEmail }) => {
    const shop = new Storefront(page);
    // The Galaxy A55 (vb-0008): no other test buys it, so its count is this test's to read.
    const a55 = 'vb-0008';
    const before = await liveStock(request, a55, 'riverside');
    const order = await placeOrder(request, { email: newEmail('pickup'), productId: a55 });
    expect(await liveStock(request, a55, 'riverside')).toBe(before - 1);
    await shop.goto(`/orders/${order.number}#key=${order.key}`);
    await expect(shop.main).toContainText('Reserved for you until');
    await expect(shop.main).toContainText('Riverside Shopping Complex');

    const token = await staffToken(newEmail);
    for (const status of ['confirmed', 'ready-for-pickup']) {
      const moved = await request.post(`/api/orders/${order.number}/status`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status },
      });
      expect(moved.status()).toBe(200);
    }
    // The page asks again when the shopper comes back to it.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(
      shop.main.getByRole('status').filter({ hasText: 'Ready for pickup' }),
    ).toBeVisible();
  },
);

// The server's clock moves for good (until it restarts), so this runs in the last project, alone,
// after every other test (playwright.config.ts, `clock`): no other test's order or sale moves.
test(
  'a pickup nobody collects: a reminder a day before its reservation ends, then the shop cancels it and its units return to the store',
  { tag: '@clock' },
  async ({ page, request, newEmail }) => {
    const shop = new Storefront(page);
    const email = newEmail('uncollected');
    // The Galaxy Tab S9 FE (vb-0009): no other test buys it.
    const tab = 'vb-0009';
    const before = await liveStock(request, tab, 'riverside');
    const order = await placeOrder(request, { email, productId: tab, quantity: 2 });
    expect(await liveStock(request, tab, 'riverside')).toBe(before - 2);
    await shop.goto(`/orders/${order.number}#key=${order.key}`);
    await expect(shop.main).toContainText('Reserved for you until');

    const moveClock = async (hours: number) =>
      expect((await request.post('/api/qa/clock', { data: { hours } })).status()).toBe(200);
    await moveClock(49);
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
      .toContain(
        `Your Voltbay order ${order.number}: collect it by ${formatDateTime(order.reservedUntil ?? '')}`,
      );
    await moveClock(24);
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
      .toContain(`Your Voltbay order ${order.number} was cancelled`);
    expect(await liveStock(request, tab, 'riverside')).toBe(before);
    await page.reload();
    await expect(shop.main.getByText('Status: Cancelled')).toBeVisible();
    await expect(shop.main).not.toContainText('Reserved for you until');
  },
);
