import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createUser, makeStaff, signIn } from './support/emulator.ts';
import { mailTo, sellOut } from './support/shop-server.ts';
import { expect, test } from './support/test.ts';

// "Notify me when it's back" (docs/decisions/0029-back-in-stock-alerts.md) against the real
// server and its inbox (MailDev): a shopper asks on a sold-out product, staff restock it through
// the API, and one e-mail arrives for that address.

/** A sold-out product this file's restock test owns (no other test uses it). */
const restockedProduct = { id: 'vb-0035', name: 'Huawei MateBook D 16' } as const;
/** Sold out and never restocked by a test: what axe looks at. */
const soldOut = { id: 'vb-0053', name: 'Corsair 4000D Airflow Mid-Tower Case' };

const alertForm = (page: Page) => page.getByRole('form', { name: "Notify me when it's back" });

test('a shopper asks to be told, staff restock, and one e-mail with the link reaches that address', async ({
  shop,
  page,
  request,
  newEmail,
}) => {
  await sellOut(request, restockedProduct.id, newEmail('buyer'));
  const email = newEmail('waiting');

  await shop.goto(`/products/${restockedProduct.id}`);
  const details = page.getByRole('article', { name: restockedProduct.name });
  await expect(details.getByText('Out of stock')).toBeVisible();
  const form = alertForm(page);
  await form.getByLabel('Your e-mail').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Notify me' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'You are on the list' });
  await expect(confirmation).toContainText(`We'll e-mail ${email.toUpperCase()} once`);

  // The same address again, as the browser sends it: still one request.
  const again = await request.post('/api/stock-alerts', {
    data: { productId: restockedProduct.id, email },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ created: false });

  const staff = { email: newEmail('staff'), password: 'Analytical-1843' };
  await makeStaff(await createUser(staff));
  const { idToken } = await signIn(staff.email, staff.password);
  const restock = (quantity: number) =>
    request.post(`/api/staff/products/${restockedProduct.id}/restock`, {
      headers: { Authorization: `Bearer ${idToken}` },
      data: { quantity, location: 'warehouse' },
    });
  const restocked = await restock(2);
  expect(await restocked.json()).toMatchObject({ productId: restockedProduct.id, stock: 2 });

  await expect
    .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
    .toEqual([`Back in stock: ${restockedProduct.name}`]);
  const [mail] = await mailTo(email);
  expect(mail?.text).toMatch(new RegExp(`https?://[^\\s]+/products/${restockedProduct.id}\\b`));

  // A second restock e-mails nobody again; the page now sells it.
  expect(await (await restock(1)).json()).toMatchObject({ stock: 3, notified: 0 });
  // The page reads the count once per load, and caches may keep it 5 s (GET /api/stock): the
  // browser's is emptied, so the reload shows the server's count now.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.reload();
  await expect(details.getByRole('button', { name: /Add to Cart/ })).toBeVisible();
  await expect(alertForm(page)).toHaveCount(0);
  expect(await mailTo(email)).toHaveLength(1);
});

test('the form keeps what was typed and shows why when the address is refused', async ({
  shop,
  page,
}) => {
  await shop.goto(`/products/${soldOut.id}`);
  const form = alertForm(page);
  await form.getByLabel('Your e-mail').fill('ada@voltbay');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByLabel('Your e-mail')).toHaveAccessibleDescription(/invalid email/i);
  await expect(form.getByLabel('Your e-mail')).toHaveValue('ada@voltbay');
});

for (const colorScheme of ['light', 'dark'] as const)
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the form has no WCAG 2.2 A or AA violation at ${viewport.width} px in ${colorScheme} colours, empty, refused and done`, async ({
      shop,
      page,
      newEmail,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await shop.goto(`/products/${soldOut.id}`);
      const form = alertForm(page);
      await expect(form).toBeVisible();
      const check = (state: string) =>
        expectAccessible(page, `the form, ${state}`, { include: '#stock-alert' });
      await check('empty');
      await form.getByRole('button', { name: 'Notify me' }).click();
      await expect(form.getByLabel('Your e-mail')).toHaveAccessibleDescription(/.+/);
      await check('refused');
      await form.getByLabel('Your e-mail').fill(newEmail('axe'));
      await form.getByRole('button', { name: 'Notify me' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'on the list' })).toBeVisible();
      await check('done');
    });
  }
