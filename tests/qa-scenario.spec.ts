import type { Page } from '@playwright/test';
import { authErrorMessage } from '#src/content/auth.ts';
import {
  addFromProductPage,
  newPhone,
  ipad,
  orderNumberIn,
  placedOrderUrl,
  reviewForPickup,
  total,
} from './support/checkout.ts';
import { createUser } from './support/emulator.ts';
import { orderNumbersOf } from './support/shop-server.ts';
import type { Storefront } from './support/storefront.ts';
import { devServerOnly, expect, test } from './support/test.ts';

const badgeOf = (page: Page) => page.getByRole('complementary', { name: 'QA scenario' });

// The QA switch (docs/qa.md, "Scenarios"): on the development server only, `?scenario=<name>` has
// MSW's service worker answer the identity calls or the shop's server's. Its logic is unit-tested with a stand-in worker
// (src/app/qa-scenario.test.ts); this runs the real worker, served by the dev-only Vite plugin.

test(
  'a QA scenario answers the sign-in until it is turned off, across a reload',
  devServerOnly,
  async ({ shop, page, ada }) => {
    await createUser(ada);
    await shop.goto('/auth/login?scenario=too-many-requests');
    const badge = badgeOf(page);
    await expect(badge).toContainText('QA scenario: too-many-requests');
    // The scenario stays on for the tab: the address no longer names it.
    await page.reload();
    await expect(badge).toBeVisible();

    await shop.logIn(ada.email, ada.password);
    await expect(shop.formAlert).toHaveText(authErrorMessage('too-many-attempts'));
    await expect(shop.signInLink).toBeVisible();

    await badge.getByRole('button', { name: 'Turn off' }).click();
    await expect(badge).toBeHidden();
    await shop.logIn(ada.email, ada.password);
    await expect(shop.accountMenu(ada.displayName)).toBeVisible();
  },
);

// The shop's server's scenarios, one test each: each runs a whole checkout on the development
// server, a dozen page loads and more, and each starts afresh, asked for by the address.

/** Asks for `scenario` on the product page of `product`, and has the badge say so. */
async function askFor(shop: Storefront, scenario: string, product: { id: string }) {
  await shop.goto(`/products/${product.id}?scenario=${scenario}`);
  await expect(badgeOf(shop.page)).toContainText(`QA scenario: ${scenario}`);
}

test(
  "the shop's server's scenario sold-out-at-placing: the product sells out at placing, and removing it lets the order through",
  devServerOnly,
  async ({ shop, page, newEmail }) => {
    const pixel = { id: 'vb-0011', name: 'Google Pixel 8a 128 GB' };
    await askFor(shop, 'sold-out-at-placing', pixel);
    await addFromProductPage(shop, pixel);
    await addFromProductPage(shop, ipad);
    await reviewForPickup(shop, { email: newEmail('qa-sold-out'), store: 'Riverside' });
    // The review was priced for real: both can be bought, until placing.
    await expect(total(shop.main)).toHaveText('$778.00');
    await shop.main.getByRole('button', { name: 'Place order' }).click();
    await expect(shop.main.getByText('Sold out.')).toBeVisible();
    await shop.main.getByRole('button', { name: `Remove ${pixel.name}` }).click();
    await expect(total(shop.main)).toHaveText('$329.00');
    await shop.main.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(placedOrderUrl);
  },
);

test(
  "the shop's server's scenario code-runs-out: placing with the code is refused, nothing placed; without it the order goes through",
  devServerOnly,
  async ({ shop, page, newEmail }) => {
    const nord = { id: 'vb-0020', name: 'OnePlus Nord CE4 Lite 5G 128 GB' };
    await askFor(shop, 'code-runs-out', nord);
    await addFromProductPage(shop, nord);
    await reviewForPickup(shop, {
      email: newEmail('qa-code'),
      store: 'Riverside',
      phone: newPhone(),
    });
    await shop.main.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await shop.main.getByRole('button', { name: 'Apply' }).click();
    // $249.00 less 10 %, priced by the real server.
    await expect(total(shop.main)).toHaveText('$224.10');
    await shop.main.getByRole('button', { name: 'Place order' }).click();
    await expect(shop.main.getByRole('alert')).toHaveText(
      'Your order was not placed. The code WELCOME10 has been used as many times as it can be.',
    );
    await expect(total(shop.main)).toHaveText('$249.00');
    await expect(shop.main.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
    await shop.main.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(placedOrderUrl);
    await expect(shop.main.getByRole('table', { name: 'Total' })).not.toContainText('Promo code');
  },
);

test(
  "the shop's server's scenario price-changed: the review shows the new price, to accept before placing",
  devServerOnly,
  async ({ shop, page, newEmail }) => {
    const oneplus = { id: 'vb-0020', name: 'OnePlus Nord CE4 Lite 5G 128 GB' };
    await askFor(shop, 'price-changed', oneplus);
    await addFromProductPage(shop, oneplus);
    await reviewForPickup(shop, { email: newEmail('qa-price'), store: 'Riverside' });
    // $249 in the catalog, a tenth more on the server, in whole dollars.
    await expect(shop.main.getByText('The price was $249.00 and is now $274.00.')).toBeVisible();
    await shop.main.getByRole('button', { name: 'Accept the new prices' }).click();
    await expect(total(shop.main)).toHaveText('$274.00');
    await shop.main.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(placedOrderUrl);
  },
);

test.describe('signed in', () => {
  test.use({ signedInAs: 'shopper' });

  test(
    "the shop's server's scenario double-tap: the order reaches the server twice at once with its key, and the account has one",
    devServerOnly,
    async ({ shop, page, request, account: shopper }) => {
      await askFor(shop, 'double-tap', ipad);
      await addFromProductPage(shop, ipad);
      await reviewForPickup(shop, { email: shopper.email, store: 'Riverside' });
      await shop.main.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(placedOrderUrl);
      const number = orderNumberIn(page.url());
      expect(await orderNumbersOf(request, shopper)).toEqual([number]);
    },
  );
});
