import type { Page } from '@playwright/test';
import { CART_KEY, storedCart } from './support/cart.ts';
import {
  addFromProductPage,
  choosePickup,
  fillContact,
  ipad,
  orderNumberIn,
  placedOrderUrl,
  reviewForPickup,
  step,
  total,
} from './support/checkout.ts';
import { liveStock, mailTo, orderNumbersOf } from './support/shop-server.ts';
import { Storefront } from './support/storefront.ts';
import { expect, onDevServer, test } from './support/test.ts';

// Checkout against the real server (npm start's, on a fresh database): guest and signed-in
// orders, what the server says winning at review, and one tap being one order. Each test owns
// its data: its own e-mails and accounts, and products no other test buys.

test(
  'a guest orders for pickup, pays at the store, and lands on the order with an empty cart',
  onDevServer,
  async ({ shop, page, newEmail }) => {
    const email = newEmail('guest');
    await addFromProductPage(shop, ipad);
    await shop.goto('/checkout');
    await expect(step(page, 'Your details')).toBeVisible();
    await fillContact(page, { name: 'Ada Lovelace', email });
    await expect(step(page, 'Delivery or pickup')).toBeFocused();
    await choosePickup(page, 'Riverside');

    await expect(step(page, 'Payment')).toBeFocused();
    await expect(shop.main.getByText('Pay at the store', { exact: true })).toBeVisible();
    await expect(
      shop.main.getByText('No card details are asked for or taken online.'),
    ).toBeVisible();
    await shop.main.getByRole('button', { name: 'Continue' }).click();

    await expect(step(page, 'Review and place order')).toBeFocused();
    // The server's totals: pickup is free.
    await expect(total(shop.main)).toHaveText('$329.00');
    await expect(shop.main.getByText('Free (pickup)')).toBeVisible();
    await shop.main.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(placedOrderUrl);
    await shop.expectCartCount(0);
    // The page says where the confirmation went; a long address wraps inside it on a phone.
    const placed = shop.main.getByRole('status').filter({ hasText: 'Your order is placed' });
    await expect(placed).toContainText(`A confirmation is on its way to ${email}.`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => placed.evaluate((notice) => notice.scrollWidth - notice.clientWidth))
      .toBe(0);
    const number = orderNumberIn(page.url());
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
      .toEqual([expect.stringContaining(number!)]);

    // The key in the address keeps the whole order across a reload; the e-mailed link opens it
    // in a browser that never saw the checkout.
    await page.reload();
    await expect(shop.main.getByText('1 × iPad 10.9-inch Wi-Fi 64 GB')).toBeVisible();
    const [confirmation] = await mailTo(email);
    const link = new URL(/https?:\/\/\S+#key=\S+/.exec(confirmation!.text)![0]);
    const elsewhere = await page.context().browser()!.newPage();
    await elsewhere.goto(`${new URL(page.url()).origin}${link.pathname}${link.hash}`);
    await expect(
      elsewhere.getByRole('heading', { level: 1, name: `Order ${number}` }),
    ).toBeVisible();
    await expect(elsewhere.getByText('1 × iPad 10.9-inch Wi-Fi 64 GB')).toBeVisible();
    await elsewhere.close();
  },
);

test.describe('signed in', () => {
  test.use({ signedInAs: 'shopper' });

  test('a signed-in shopper orders delivery with their details filled, and it is theirs', async ({
    shop,
    page,
    request,
    account: user,
  }) => {
    await addFromProductPage(shop, ipad);
    await shop.goto('/checkout');
    const contact = page.getByRole('form', { name: 'Your details' });
    await expect(contact.getByLabel('Email')).toHaveValue(user.email);
    await expect(contact.getByText(`Signed in as ${user.email}`)).toBeVisible();
    await contact.getByLabel('Full name').fill('Grace Hopper');
    await contact.getByLabel('Phone').fill('+880 1700 000001');
    await contact.getByRole('button', { name: 'Continue' }).click();

    const delivery = page.getByRole('form', { name: 'Delivery or pickup' });
    // Continue with nothing filled: each missing field says so, the first takes the focus.
    await delivery.getByRole('button', { name: 'Continue' }).click();
    await expect(delivery.getByLabel('Street and house')).toBeFocused();
    await expect(delivery.getByText('Street and house is required')).toBeVisible();
    await delivery.getByLabel('Street and house').fill('12 Kazi Nazrul Islam Avenue');
    await delivery.getByLabel('Area and city').fill('Karwan Bazar, Dhaka');
    await delivery.getByLabel('Postcode').fill('1215');
    await delivery.getByRole('button', { name: 'Continue' }).click();
    await expect(shop.main.getByText('Cash on delivery', { exact: true })).toBeVisible();
    await shop.main.getByRole('button', { name: 'Continue' }).click();

    // $329 is over $100: delivery is free.
    await expect(total(shop.main)).toHaveText('$329.00');
    await expect(shop.main.getByText('12 Kazi Nazrul Islam Avenue')).toBeVisible();
    await shop.main.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(placedOrderUrl);
    const number = orderNumberIn(page.url());

    expect(await orderNumbersOf(request, user)).toEqual([number]);
  });
});

test('a product that sells out between cart and placing is shown on its line, and removing it lets the order through', async ({
  shop,
  page,
  request,
  browser,
  baseURL,
  newEmail,
}) => {
  // This test owns the product: no other test buys it, and each run starts on fresh data.
  const owned = { id: 'vb-0105', name: 'Samsung MultiXpress SL-K4350LX A3 Copier' };
  // Both shoppers collect at Riverside: its units are the ones they race for.
  const left = await liveStock(request, owned.id, 'riverside');
  expect(left).toBeGreaterThan(0);
  await addFromProductPage(shop, owned);
  await addFromProductPage(shop, ipad);
  await reviewForPickup(shop, { email: newEmail('too-late'), store: 'Riverside' });
  await expect(shop.main.getByRole('button', { name: 'Place order' })).toBeEnabled();

  // Another shopper, in a browser of their own, buys what is left.
  const otherBrowser = await browser.newContext({ baseURL });
  await otherBrowser.addInitScript(([key, cart]) => localStorage.setItem(key, cart), [
    CART_KEY,
    storedCart([{ productId: owned.id, quantity: left }]),
  ] as const);
  const other = new Storefront(await otherBrowser.newPage());
  await reviewForPickup(other, { email: newEmail('other'), store: 'Riverside' });
  await other.main.getByRole('button', { name: 'Place order' }).click();
  await expect(other.page).toHaveURL(placedOrderUrl);
  await otherBrowser.close();

  await shop.main.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.main.getByText('Some items need your attention')).toBeVisible();
  await expect(shop.main.getByText('Sold out.')).toBeVisible();
  await expect(shop.main.getByRole('button', { name: 'Try again' })).toBeDisabled();
  await shop.main.getByRole('button', { name: `Remove ${owned.name}` }).click();
  // Priced again without it: the failure is over, and the order can be placed.
  await expect(total(shop.main)).toHaveText('$329.00');
  await expect(shop.main.getByText('Some items need your attention')).toBeHidden();
  await shop.main.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(placedOrderUrl);
});

test('a double tap on Place order, and a reload of the review, make one order', async ({
  shop,
  page,
  newEmail,
}) => {
  const email = newEmail('double');
  await addFromProductPage(shop, ipad);
  await reviewForPickup(shop, { email, store: 'Lakeview Mall' });

  // A reload of the review keeps everything and prices it again.
  await page.reload();
  await expect(step(page, 'Review and place order')).toBeVisible();
  await expect(shop.main.getByText('Ada Lovelace')).toBeVisible();
  await expect(total(shop.main)).toHaveText('$329.00');

  await shop.main.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page).toHaveURL(placedOrderUrl);
  await expect.poll(async () => (await mailTo(email)).length).toBe(1);
});
test("a double tap on a step's Continue on a slow phone moves on one step", async ({
  shop,
  page,
  newEmail,
}) => {
  await addFromProductPage(shop, ipad);
  await shop.goto('/checkout');
  // A phone's CPU: the next step is drawn after the tap, and the second tap comes before it is.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Full name').fill('Ada Lovelace');
  await details.getByLabel('Email').fill(newEmail('double-continue'));
  await details.getByLabel('Phone').fill('+880 1700 000000');
  await details.getByRole('button', { name: 'Continue' }).dblclick();
  await expect(step(page, 'Delivery or pickup')).toBeFocused();
  // Written once the step shows: the second tap did not take the shopper past it.
  await expect(page).toHaveURL(/\?step=delivery$/);
  await expect(step(page, 'Payment')).toHaveCount(0);
});

/**
 * From the details on to delivery, then the browser's Back at once, as a quick shopper does
 * (before the page may have caught up with the new entry): the details again, as typed.
 */
async function detailsThenBack(page: Page, email: string) {
  await fillContact(page, { name: 'Ada Lovelace', email });
  await expect(step(page, 'Delivery or pickup')).toBeVisible();
  await expect(page).toHaveURL(/\?step=delivery$/);
  await page.goBack();
  await expect(step(page, 'Your details')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
}

test(
  'Back right after the first Continue, on a checkout opened by its address, returns to the details',
  onDevServer,
  async ({ shop, page, newEmail }) => {
    await addFromProductPage(shop, ipad);
    // Opened by its address: the first location React shows is the one Back returns to. The
    // development server draws slowly, so a written step not shown yet would leave the page
    // unaware of the Back (it showed the next step under the first step's address).
    await shop.goto('/checkout');
    await detailsThenBack(page, newEmail('quick-back'));
  },
);

test('browser back and forward move between the steps, keeping what was typed', async ({
  shop,
  page,
  newEmail,
}) => {
  await addFromProductPage(shop, ipad);
  // Arriving by a link in the app, as a shopper does: an address without a step is the first's.
  const drawer = await shop.openCart();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(step(page, 'Your details')).toBeVisible();
  await detailsThenBack(page, newEmail('steps'));
  await page.goForward();
  await expect(step(page, 'Delivery or pickup')).toBeVisible();
  // A step not reached yet cannot be opened by its address.
  await shop.goto('/checkout?step=review');
  await expect(step(page, 'Delivery or pickup')).toBeVisible();
  await expect(page).toHaveURL(/\?step=delivery$/);
});
