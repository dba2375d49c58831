import { expectAccessible } from './support/axe.ts';
import { createUser, signIn } from './support/emulator.ts';
import { signedInState } from './support/signed-in.ts';
import { placeOrder } from './support/shop-server.ts';
import { settledOpen } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// The order's page, the account's orders and the staff's page, against the real
// server and Auth emulator. Each test places its own orders with accounts of its own.

const password = 'Analytical-1843';

test.describe('as a shopper', () => {
  test.use({ signedInAs: 'shopper' });

  test('a signed-in shopper finds their order in their account, opens its page and cancels it', async ({
    shop,
    page,
    request,
    account,
  }) => {
    const { idToken } = await signIn(account.email, account.password);
    const order = await placeOrder(request, { email: account.email, idToken });

    await shop.goto('/account');
    const yourOrders = page.getByRole('region', { name: 'Your orders' });
    const row = yourOrders.getByRole('listitem').filter({ hasText: order.number });
    await expect(row).toContainText('Placed');
    await expectAccessible(page, 'the account with an order');

    await row.getByRole('link', { name: order.number }).click();
    await expect(page).toHaveURL(`/orders/${order.number}`);
    const title = page.getByRole('heading', { level: 1, name: `Order ${order.number}` });
    await expect(title).toBeFocused();
    await expect(page.getByText('Status: Placed')).toBeVisible();
    await expect(page.getByText('Pickup at our Riverside store')).toBeVisible();
    await expect(page.getByText('No card is taken online')).toBeVisible();
    await expectAccessible(page, "the owner's order page");

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel order ${order.number}?` });
    await expect(dialog).toContainText('its items go back into stock');
    await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
    // Focus moves in as the dialog starts to fade in; its colours are final once it has.
    await settledOpen(dialog);
    await expectAccessible(page, 'the cancel confirmation');
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Status: Cancelled')).toBeVisible();
    await expect(title).toBeFocused();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.getByRole('link', { name: 'All your orders' }).click();
    await expect(
      page.getByRole('region', { name: 'Your orders' }).getByRole('listitem').filter({
        hasText: order.number,
      }),
    ).toContainText('Cancelled');
  });

  test('a shopper who is not staff is told the staff page is for staff', async ({ shop, page }) => {
    await shop.goto('/staff/orders');
    await expect(page.getByRole('alert')).toContainText('this account is not a staff account');
    await expect(page.getByRole('listitem').filter({ hasText: 'VB-' })).toHaveCount(0);
    await expectAccessible(page, "the staff's page refusing a shopper");
  });
});

test("a guest who opens an order's address must give its e-mail first", async ({
  shop,
  page,
  request,
  newEmail,
}) => {
  const email = newEmail('guest');
  const order = await placeOrder(request, { email });

  await shop.goto(`/orders/${order.number}`);
  const form = page.getByRole('form', { name: 'Enter the e-mail of this order' });
  await expect(form).toBeVisible();
  await expect(page.getByText('Status:')).toHaveCount(0);
  await expectAccessible(page, 'the order page asking for the e-mail');

  await form.getByLabel('Email').fill(newEmail('someone-else'));
  await form.getByRole('button', { name: 'Show order' }).click();
  await expect(form.getByRole('status')).toContainText(
    'No order found with this number and e-mail',
  );
  await expect(page.getByText('Status:')).toHaveCount(0);

  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Show order' }).click();
  await expect(page.getByText('Status: Placed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  // Found by its e-mail, it can be looked at, not cancelled.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test.describe('as staff', () => {
  test.use({ signedInAs: 'staff' });

  test("staff move an order on, and its owner's page shows the new state", async ({
    shop,
    page,
    browser,
    request,
    newEmail,
  }) => {
    const owner = { email: newEmail('owner'), password };
    await createUser(owner);
    const order = await placeOrder(request, {
      email: owner.email,
      idToken: (await signIn(owner.email, password)).idToken,
    });

    await shop.goto('/staff/orders');
    await page.getByLabel('Show orders that are').selectOption('placed');
    const row = page.getByRole('listitem').filter({ hasText: order.number });
    await expect(row).toContainText('Pickup, Riverside');
    await expectAccessible(page, "the staff's page");
    await row.getByRole('button', { name: `Confirm: order ${order.number}` }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Mark order ${order.number} as Confirmed?`,
    });
    await dialog.getByRole('button', { name: 'Yes, change it' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Confirmed');
    await expect(
      row.getByRole('button', { name: `Ready for pickup: order ${order.number}` }),
    ).toBeVisible();

    // The owner, in a browser of their own.
    const origin = new URL(page.url()).origin;
    const context = await browser.newContext({ storageState: await signedInState(origin, owner) });
    try {
      const ownerPage = await context.newPage();
      await ownerPage.goto(`${origin}/orders/${order.number}`);
      await expect(ownerPage.getByText('Status: Confirmed')).toBeVisible();
      await expect(ownerPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
