import type { Page } from '@playwright/test';
import { recentlyViewedIds } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// Recently viewed: the products a shopper opened, kept in this browser, on the product page, the
// home page and the account page (docs/decisions/0025-recently-viewed.md).

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };
const iphone = { id: 'vb-0004', name: 'iPhone 15 128 GB' };
const iphonePro = { id: 'vb-0005', name: 'iPhone 16 Pro Max 256 GB' };

const recentlyViewed = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Recently viewed' });
const cardNames = (page: Page) => recentlyViewed(page).getByRole('heading', { level: 3 });
test('the products opened are listed newest first, the one on show left out, across reloads, until cleared', async ({
  shop,
  page,
}) => {
  await shop.goto(`/products/${ipad.id}`);
  await expect(shop.heading(ipad.name)).toBeVisible();
  // The first product opened is recorded, and has nothing else to list.
  await expect.poll(() => recentlyViewedIds(page)).toEqual([ipad.id]);
  await expect(recentlyViewed(page)).toHaveCount(0);

  await shop.goto(`/products/${iphone.id}`);
  await expect(cardNames(page)).toHaveText([ipad.name]);
  await shop.goto(`/products/${iphonePro.id}`);
  await expect(cardNames(page)).toHaveText([iphone.name, ipad.name]);

  // Opened again, a product moves to the front.
  await shop.goto(`/products/${ipad.id}`);
  await expect(cardNames(page)).toHaveText([iphonePro.name, iphone.name]);

  await shop.goto('/');
  await expect(cardNames(page)).toHaveText([ipad.name, iphonePro.name, iphone.name]);
  await page.reload();
  await expect(cardNames(page)).toHaveText([ipad.name, iphonePro.name, iphone.name]);

  await recentlyViewed(page)
    .getByRole('button', { name: 'Clear recently viewed products' })
    .click();
  await expect(recentlyViewed(page).getByRole('status')).toHaveText(
    'Recently viewed products cleared',
  );
  await expect(cardNames(page)).toHaveCount(0);
  await expect(recentlyViewed(page).getByRole('heading', { level: 2 })).toBeFocused();
  expect(await recentlyViewedIds(page)).toEqual([]);
  await page.reload();
  await expect(shop.main.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  await expect(recentlyViewed(page)).toHaveCount(0);
  expect(await recentlyViewedIds(page)).toEqual([]);
});
