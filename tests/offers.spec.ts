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
