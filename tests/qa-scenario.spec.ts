import { authErrorMessage } from '#src/content/auth.ts';
import { addFromProductPage, ipad, reviewForPickup, total } from './support/checkout.ts';
import { createUser } from './support/emulator.ts';
import { orderNumbersOf } from './support/shop-server.ts';
import { devServerOnly, expect, test } from './support/test.ts';

// The QA switch (README, "QA scenarios"): on the development server only, `?scenario=<name>` has
// MSW's service worker answer the identity calls or the shop's server's. Its logic is unit-tested with a stand-in worker
// (src/app/qa-scenario.test.ts); this runs the real worker, served by the dev-only Vite plugin.

test(
  'a QA scenario answers the sign-in until it is turned off, across a reload',
  devServerOnly,
  async ({ shop, page, ada }) => {
    await createUser(ada);
    await shop.goto('/auth/login?scenario=too-many-requests');
    const badge = page.getByRole('complementary', { name: 'QA scenario' });
    await expect(badge).toContainText('QA scenario: too-many-requests');
    // The scenario stays on for the tab: the address no longer names it.
    await page.reload();
    await expect(badge).toBeVisible();

    await shop.logIn(ada.email, ada.password);
    await expect(shop.formAlert).toHaveText(authErrorMessage('too-many-requests'));
    await expect(shop.signInLink).toBeVisible();

    await badge.getByRole('button', { name: 'Turn off' }).click();
    await expect(badge).toBeHidden();
    await shop.logIn(ada.email, ada.password);
    await expect(shop.accountMenu(ada.displayName)).toBeVisible();
  },
);

test(
  "the shop's server's scenarios: a product sold out at placing, a price changed, a double tap",
  devServerOnly,
  async ({ shop, page, request, newEmail }) => {
    const pixel = { id: 'vb-0011', name: 'Google Pixel 8a 128 GB' };
    await shop.goto(`/products/${pixel.id}?scenario=sold-out-at-placing`);
    const badge = page.getByRole('complementary', { name: 'QA scenario' });
    await expect(badge).toContainText('QA scenario: sold-out-at-placing');
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
    await expect(page).toHaveURL(/\/orders\/VB-\d{6}$/);

    // Another scenario, asked for by the address, starts afresh.
    const oneplus = { id: 'vb-0020', name: 'OnePlus Nord CE4 Lite 5G 128 GB' };
    await shop.goto(`/products/${oneplus.id}?scenario=price-changed`);
    await expect(badge).toContainText('QA scenario: price-changed');
    await addFromProductPage(shop, oneplus);
    await reviewForPickup(shop, { email: newEmail('qa-price'), store: 'Riverside' });
    // $249 in the catalog, a tenth more on the server, in whole dollars.
    await expect(shop.main.getByText('The price is now $274.00.')).toBeVisible();
    await shop.main.getByRole('button', { name: 'Accept the new prices' }).click();
    await expect(total(shop.main)).toHaveText('$274.00');
    await shop.main.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/VB-\d{6}$/);

    // The order reaches the server twice at once with its key: one order in the account.
    const shopper = { email: newEmail('qa-double'), password: 'Analytical-1843' };
    await createUser(shopper);
    await shop.logIn(shopper.email, shopper.password);
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await shop.goto(`/products/${ipad.id}?scenario=double-tap`);
    await expect(badge).toContainText('QA scenario: double-tap');
    await addFromProductPage(shop, ipad);
    await reviewForPickup(shop, { email: shopper.email, store: 'Riverside' });
    await shop.main.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/VB-\d{6}$/);
    const number = page.url().split('/').at(-1);
    expect(await orderNumbersOf(request, shopper)).toEqual([number]);
  },
);
