import type { Page } from '@playwright/test';
import { addToCart } from './support/cart.ts';
import type { Storefront } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// Compare: up to 4 products side by side, kept in this browser and in the address
// (docs/decisions/0026-compare.md).

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };
const ipadAir = { id: 'vb-0002', name: 'iPad Air 11-inch M2 Wi-Fi 128 GB' };
const iphone = { id: 'vb-0004', name: 'iPhone 15 128 GB' };
const iphonePro = { id: 'vb-0005', name: 'iPhone 16 Pro Max 256 GB' };
const laptop = { id: 'vb-0027', name: 'Dell XPS 13 9350' };

const compareButton = (shop: Storefront, name: string) =>
  shop.main.getByRole('button', { name: `Compare ${name}`, exact: true });
/** The header's link to the comparison (the phone's or the desktop one), by its count. */
const compareLink = (shop: Storefront, count: string) =>
  shop.header
    .getByRole('link', { name: `${count} to compare`, exact: true })
    .filter({ visible: true });
const table = (page: Page) => page.getByRole('table', { name: 'Products compared side by side' });
const columnNames = (page: Page) => table(page).getByRole('columnheader').getByRole('link');
const row = (page: Page, name: string | RegExp) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
/** The ids this browser keeps, in order. */
const keptIds = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('voltbay.compare') ?? '{"data":[]}') as { data: unknown[] })
        .data,
  );
const keep = (page: Page, text: string) =>
  page.evaluate((value) => localStorage.setItem('voltbay.compare', value), text);

test('products of two kinds compared side by side from the product page, in a link that can be shared, added to the cart from the table', async ({
  shop,
  page,
}) => {
  await shop.goto(`/products/${ipad.id}`);
  await compareButton(shop, ipad.name).click();
  await expect(compareButton(shop, ipad.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(compareLink(shop, '1 product')).toBeVisible();

  await shop.goto(`/products/${laptop.id}`);
  await compareButton(shop, laptop.name).click();
  await compareLink(shop, '2 products').click();
  await expect(shop.heading('Compare products')).toBeVisible();
  await expect(columnNames(page)).toHaveText([ipad.name, laptop.name]);
  await expect(page).toHaveURL(`/compare?ids=${ipad.id},${laptop.id}`);

  // A laptop's memory type is nothing a tablet has; the kinds differ, and say so.
  await expect(row(page, /^Memory type/)).toContainText('Does not apply');
  await expect(row(page, /^Kind/)).toContainText('Differs');
  const allRows = await table(page).getByRole('row').count();
  await shop.main.getByRole('switch', { name: 'Show only differences' }).check();
  await expect.poll(() => table(page).getByRole('row').count()).toBeLessThan(allRows);
  // Every row left, but the products' and the buttons', is marked.
  const shown = table(page).locator('tbody tr');
  const count = await shown.count();
  for (let index = 0; index < count - 1; index += 1) {
    await expect(shown.nth(index).getByRole('rowheader')).toContainText('Differs');
  }

  await addToCart(table(page), ipad.name).click();
  await expect(shop.toast(`${ipad.name} added to your cart`)).toBeVisible();

  // The link opens the same comparison in a browser that kept none.
  const url = page.url();
  await page.evaluate(() => localStorage.removeItem('voltbay.compare'));
  await shop.goto(url);
  await expect(columnNames(page)).toHaveText([ipad.name, laptop.name]);

  await table(page)
    .getByRole('button', { name: `Remove ${ipad.name} from the comparison` })
    .click();
  await expect(columnNames(page)).toHaveText([laptop.name]);
  await expect(page).toHaveURL(`/compare?ids=${laptop.id}`);
  expect(await keptIds(page)).toEqual([laptop.id]);
});

test('a fifth product asks which one it replaces', async ({ shop, page }) => {
  await shop.goto('/');
  await keep(
    page,
    JSON.stringify({ version: 1, data: [ipad.id, ipadAir.id, iphone.id, laptop.id] }),
  );
  await shop.goto(`/products/${iphonePro.id}`);
  await expect(compareLink(shop, '4 products')).toBeVisible();
  await compareButton(shop, iphonePro.name).click();
  const chooser = page.getByRole('dialog', { name: 'Compare up to 4 products' });
  await expect(chooser).toBeVisible();
  // Kept as it is...
  await chooser.getByRole('button', { name: 'Keep the comparison' }).click();
  await expect(chooser).toBeHidden();
  expect(await keptIds(page)).toEqual([ipad.id, ipadAir.id, iphone.id, laptop.id]);
  // ... or one replaced.
  await compareButton(shop, iphonePro.name).click();
  await chooser.getByRole('button', { name: `Replace ${iphone.name}` }).click();
  await expect(chooser).toBeHidden();
  await expect(compareButton(shop, iphonePro.name)).toHaveAttribute('aria-pressed', 'true');
  expect(await keptIds(page)).toEqual([ipad.id, ipadAir.id, laptop.id, iphonePro.id]);
});

test('a link with unknown, repeated or 100 ids, and a kept list of garbage, each said plainly', async ({
  shop,
  page,
}) => {
  await shop.goto(`/compare?ids=${ipad.id},${ipad.id},nope,<b>,vb-9999`);
  await expect(columnNames(page)).toHaveText([ipad.name]);
  await expect(shop.main).toContainText("3 products in this link aren't sold here");
  await expect(shop.main).toContainText(
    'Products named more than once in this link are shown once.',
  );
  await expect(page).toHaveURL(`/compare?ids=${ipad.id}`);

  const hundred = Array.from({ length: 100 }, (_, n) => `vb-${String(n + 1).padStart(4, '0')}`);
  await shop.goto(`/compare?ids=${hundred.join(',')}`);
  await expect(columnNames(page)).toHaveCount(4);
  await expect(shop.main).toContainText('Only 4 products can be compared');

  await keep(page, JSON.stringify({ version: 1, data: [1, ipadAir.id, null, { id: 2 }] }));
  await shop.goto('/compare');
  await expect(shop.main).toContainText("We couldn't read all of your comparison");
  await expect(columnNames(page)).toHaveText([ipadAir.name]);

  await keep(page, '{{{ not json');
  await shop.goto('/compare');
  await expect(shop.main).toContainText("We couldn't read all of your comparison");
  await expect(shop.main.getByText('Nothing to compare yet')).toBeVisible();
});
