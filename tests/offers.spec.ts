import { addFromProductPage, placedOrderUrl, reviewForPickup, total } from './support/checkout.ts';
import { mailTo } from './support/shop-server.ts';
import { expect, onDevServer, test } from './support/test.ts';

// Offers against the real server with the QA seed (docs/qa.md, "Offers"): a running sale's
// price on the product page, in the cart, the review and the order; promo codes refused and
// applied at the review. The monitor is this test's alone: no other test buys it.

const monitor = { id: 'vb-0061', name: 'Philips 24E1N1100A 24-inch Office Monitor' };

test(
  "a sale's price from the product page to the order, and a code refused then applied at the review",
  onDevServer,
  async ({ shop, page, newEmail }) => {
    // Monitor week: 15 % off $109.00 saves $16.35.
    await shop.goto(`/products/${monitor.id}`);
    const details = page.getByRole('article', { name: monitor.name });
    await expect(details.getByText('$92.65', { exact: true })).toBeVisible();
    await expect(details.locator('s')).toHaveText(/\$109\.00$/);
    await addFromProductPage(shop, monitor);

    const email = newEmail('offers');
    // A phone of its own: WELCOME10 is once per shopper, counted by phone too.
    const phone = `+880 1${String(Date.now()).slice(-9)}`;
    await reviewForPickup(shop, { email, store: 'Riverside', phone });
    const lines = shop.main.getByRole('region', { name: 'Your order' });
    await expect(lines).toContainText('Quantity 1 × $92.65 (was $109.00)');
    await expect(lines).toContainText(
      /Monitor week, until \d+ \w+ \d{4}, \d\d:\d\d \(Dhaka time\)/,
    );
    await expect(total(shop.main)).toHaveText('$92.65');

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
    await expect(total(shop.main)).toHaveText('$92.65');

    // 10 % of $92.65 is $9.265: the shopper saves $9.27.
    await code.fill('welcome10');
    await apply.click();
    await expect(shop.main.getByRole('status').filter({ hasText: 'applied' })).toHaveText(
      'Promo code WELCOME10 applied.',
    );
    await expect(shop.main.getByRole('row', { name: 'Promo code WELCOME10 -$9.27' })).toBeVisible();
    await expect(total(shop.main)).toHaveText('$83.38');
    await shop.main.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(placedOrderUrl);
    await expect(
      shop.main.getByText(
        '1 × Philips 24E1N1100A 24-inch Office Monitor (Monitor week: was $109.00): $92.65, $9.27 off with the promo code',
      ),
    ).toBeVisible();
    await expect(shop.main.getByRole('table', { name: 'Total' })).toContainText(
      'Promo code WELCOME10-$9.27',
    );
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.text).join(''))
      .toContain('Promo code WELCOME10: -$9.27');
  },
);
