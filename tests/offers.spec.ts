import { createHash } from 'node:crypto';
import {
  addFromProductPage,
  newPhone,
  placedOrderUrl,
  reviewForPickup,
  total,
} from './support/checkout.ts';
import { mailTo } from './support/shop-server.ts';
import { expect, onDevServer, test } from './support/test.ts';

// Offers against the real server with the QA seed (docs/qa.md, "Offers"): a running sale's
// price on the product page, in the cart, the review and the order; promo codes refused and
// applied at the review. The monitor is this test's alone: no other test buys it.

const monitor = { id: 'vb-0069', name: 'ViewSonic VA2432-H 24-inch Monitor' };

test(
  "a sale's price from the product page to the order, and a code refused then applied at the review",
  onDevServer,
  async ({ shop, page, newEmail }) => {
    // Monitor week: 15 % off $99.00 saves $14.85.
    await shop.goto(`/products/${monitor.id}`);
    const details = page.getByRole('article', { name: monitor.name });
    await expect(details.getByText('$84.15', { exact: true })).toBeVisible();
    await expect(details.locator('s')).toHaveText(/\$99\.00$/);
    await addFromProductPage(shop, monitor);
    // The search, asked of the server, shows the sale's price on its card too.
    await shop.goto('/search?q=viewsonic%20VA2432-H');
    const card = shop.main.getByRole('listitem').filter({ hasText: monitor.name });
    await expect(card.getByText('$84.15', { exact: true })).toBeVisible();
    await expect(card.locator('s')).toHaveText(/\$99\.00$/);

    const email = newEmail('offers');
    // A phone of its own: WELCOME10 is once per shopper, counted by phone too.
    const phone = newPhone();
    await reviewForPickup(shop, { email, store: 'Riverside', phone });
    const lines = shop.main.getByRole('region', { name: 'Your order' });
    await expect(lines).toContainText('Quantity 1 × $84.15 (was $99.00)');
    await expect(lines).toContainText(
      /Monitor week, until \d+ \w+ \d{4}, \d\d:\d\d \(Dhaka time\)/,
    );
    await expect(total(shop.main)).toHaveText('$84.15');

    const code = shop.main.getByRole('textbox', { name: 'Promo code' });
    const apply = shop.main.getByRole('button', { name: 'Apply' });
    const why = shop.main.getByRole('alert');
    await code.fill('flash5');
    await apply.click();
    await expect(why).toHaveText('The code FLASH5 has been used as many times as it can be.');
    await code.fill('SAVE50');
    await code.press('Enter');
    // SAVE50 does not add to a sale (WELCOME10 does).
    await expect(why).toHaveText(
      'The code SAVE50 covers none of the products in your cart: it leaves out some categories or products already on sale.',
    );
    await expect(total(shop.main)).toHaveText('$84.15');

    // 10 % of $84.15 is $8.415: the shopper saves $8.42.
    await code.fill('welcome10');
    await apply.click();
    await expect(shop.main.getByRole('status').filter({ hasText: 'applied' })).toHaveText(
      'Promo code WELCOME10 applied.',
    );
    await expect(shop.main.getByRole('row', { name: 'Promo code WELCOME10 -$8.42' })).toBeVisible();
    await expect(total(shop.main)).toHaveText('$75.73');
    await shop.main.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(placedOrderUrl);
    await expect(
      shop.main.getByText(
        '1 × ViewSonic VA2432-H 24-inch Monitor (Monitor week: was $99.00): $84.15, $8.42 off with the promo code',
      ),
    ).toBeVisible();
    await expect(shop.main.getByRole('table', { name: 'Total' })).toContainText(
      'Promo code WELCOME10-$8.42',
    );
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.text).join(''))
      .toContain('Promo code WELCOME10: -$8.42');
  },
);

/** `moment` as a `datetime-local` field in Dhaka time holds it: `2027-03-01T09:00`. */
const dhakaLocal = (moment: number) => new Date(moment + 6 * 3_600_000).toISOString().slice(0, 16);

test.describe('as staff', () => {
  test.use({ signedInAs: 'staff' });

  test(
    'staff create a sale, the Offers page and the product page show it, and ending it takes it off',
    onDevServer,
    async ({ shop, page, newEmail }) => {
      // A product of this test's own, for the few seconds its sale runs.
      const monitor = {
        id: 'vb-0150',
        name: 'Samsung Odyssey OLED G6 27-inch 500 Hz Gaming Monitor',
      };
      // Its own title: a test run again meets the sales of the runs before it.
      const own = createHash('sha256').update(newEmail('sale')).digest('hex').slice(0, 8);
      const title = `Odyssey hour ${own}`;
      await shop.goto('/staff/offers');
      const form = shop.main.getByRole('form', { name: 'New sale' });
      await form.getByLabel(/^Title/).fill(title);
      await form.getByLabel(/^Percentage off/).fill('10');
      await form.getByLabel(/^Covers/).selectOption('products');
      await form.getByLabel(/^Product ids/).fill(monitor.id);
      // Started an hour ago, so that it runs now; a day long.
      await form.getByLabel(/^Starts/).fill(dhakaLocal(Date.now() - 3_600_000));
      await form.getByLabel(/^Ends/).fill(dhakaLocal(Date.now() + 24 * 3_600_000));
      await form.getByRole('button', { name: 'Preview prices' }).click();
      // 10 % off $899.00.
      await expect(shop.main.getByRole('table', { name: 'Prices this sale gives' })).toContainText(
        '$809.10',
      );
      await form.getByRole('button', { name: 'Create sale' }).click();
      await expect(shop.main.getByText(`${title} is saved`)).toBeVisible();
      await expect(shop.main.getByRole('table', { name: 'Sales' })).toContainText(title);

      // The server's listings read sales at most 2 s old: the page, opened again, shows it.
      const sale = shop.main.getByRole('region', { name: title });
      await expect(async () => {
        await shop.goto('/offers');
        await expect(sale).toContainText('10% off · On 1 product · Ends', { timeout: 2_000 });
      }).toPass();
      const card = sale.getByRole('listitem').filter({ hasText: monitor.name });
      await expect(card.getByText('$809.10', { exact: true })).toBeVisible();
      await expect(card.locator('s')).toHaveText(/\$899\.00$/);
      await expect(card.getByTestId('sale-ribbon')).toHaveText(new RegExp(`^${title} · ends `));

      // The product page's live price names the sale.
      await shop.goto(`/products/${monitor.id}`);
      const details = page.getByRole('article', { name: monitor.name });
      await expect(details.getByText('$809.10', { exact: true })).toBeVisible();
      await expect(details.getByTestId('sale-line')).toContainText(title);

      // Ending it takes effect at once: the Offers page no longer lists it.
      await shop.goto('/staff/offers');
      const row = shop.main.getByRole('table', { name: 'Sales' }).getByRole('row', { name: title });
      await row.getByRole('button', { name: `End now: sale ${title}` }).click();
      await row.getByRole('button', { name: 'Yes, end it now' }).click();
      await expect(shop.main.getByText(`The sale ${title} has ended`)).toBeVisible();
      await expect(async () => {
        await shop.goto('/offers');
        await expect(shop.main.getByRole('heading', { name: 'Sales', level: 2 })).toBeVisible();
        await expect(sale).toHaveCount(0, { timeout: 2_000 });
      }).toPass();
    },
  );
});
