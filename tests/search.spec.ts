import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// Search: suggestions while typing on the WAI-ARIA combobox, ranked and forgiving
// results on /search, the empty state, and bad input that never breaks the page.

const PHONE = { width: 390, height: 844 };

/** Console errors, which the fixture's page-error check would not see. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const resultNames = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

test('the header box suggests products while typing; ArrowDown and Enter open one', async ({
  shop,
  page,
}) => {
  const errors = consoleErrors(page);
  await shop.goto('/');
  const box = shop.header.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('ipho');
  const listbox = shop.header.getByRole('listbox', { name: 'Suggested products' });
  await expect(listbox.getByRole('option')).toHaveCount(3);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // The search box's own announcement (the account slot, while the session is checked, is a
  // status in the header too).
  await expect(shop.header.getByRole('search').getByRole('status')).toHaveText(
    '3 suggestions, use up and down arrows to choose',
  );
  await expect(listbox.getByRole('option').first()).toContainText('iPhone');
  await expect(listbox.getByRole('option').first()).toContainText('$');

  await box.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const name = (await first.textContent())!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/vb-\d{4}$/);
  const heading = shop.main.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('iPhone');
  expect(name).toContain(await heading.textContent());
  expect(errors).toEqual([]);
});

test('Escape closes the suggestions, a click outside too; the query stays', async ({
  shop,
  page,
}) => {
  await shop.goto('/');
  const box = shop.header.getByRole('combobox', { name: 'Search products' });
  const listbox = shop.header.getByRole('listbox');
  await box.pressSequentially('lapt');
  await expect(listbox).toBeVisible();
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue('lapt');
  await box.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(listbox).toBeHidden();
});

test('a typo finds iPhones ("iphnoe"), ranked; "apple" finds Apple products', async ({ shop }) => {
  // The shop's server searches: the page never downloads the catalog or a search index.
  const scripts: string[] = [];
  shop.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await shop.goto('/search?q=iphnoe');
  await expect(shop.heading('Search results for "iphnoe"')).toBeVisible();
  await expect(shop.main.getByText('3 products', { exact: true })).toBeVisible();
  const typoNames = await resultNames(shop.page);
  expect(typoNames).toHaveLength(3);
  expect(typoNames.every((name) => name.startsWith('iPhone'))).toBe(true);

  await shop.goto('/search?q=apple');
  await expect(shop.main.getByText('8 products', { exact: true })).toBeVisible();
  const names = await resultNames(shop.page);
  expect(names.some((name) => name.startsWith('iPhone'))).toBe(true);
  expect(names.some((name) => name.startsWith('iPad'))).toBe(true);
  expect(names.some((name) => name.startsWith('MacBook'))).toBe(true);
  await shop.page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /shop-catalog|minisearch/i.test(script))).toEqual([]);
});

test('no result: the nearest words and popular categories', async ({ shop, page }) => {
  await shop.goto('/search?q=iphhonnee');
  await expect(shop.main.getByText('Nothing matches "iphhonnee".')).toBeVisible();
  const popular = shop.main.getByRole('navigation', { name: 'Popular categories' });
  await expect(popular.getByRole('link', { name: 'Phones & Tablets' })).toHaveAttribute(
    'href',
    '/phone-tablets',
  );
  await expect(shop.main.getByRole('link', { name: 'Browse all categories' })).toBeVisible();
  await shop.main.getByRole('link', { name: 'iphone', exact: true }).click();
  await expect(page).toHaveURL('/search?q=iphone');
  await expect(shop.main.getByText('3 products', { exact: true })).toBeVisible();
  // The header box follows the address.
  await expect(shop.header.getByRole('combobox')).toHaveValue('iphone');
});

test("search results take the listings' filters and sort, kept in the URL with the query", async ({
  shop,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shop.goto('/search?q=laptop');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^HP/ }).check();
  await expect(page).toHaveURL('/search?q=laptop&brand=hp');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price: low to high');
  await expect(page).toHaveURL('/search?q=laptop&brand=hp&sort=price-asc');
  // What that address shows opened afresh: the results the shopper's clicks must come to (the
  // address changes before the new results replace the old ones).
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expect(fresh.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  const names = await resultNames(fresh);
  await fresh.close();
  expect(names.length).toBeGreaterThan(1);
  await expect.poll(() => resultNames(page)).toEqual(names);
  const brands = shop.main.getByRole('list').getByText('HP', { exact: true });
  await expect(brands).toHaveCount(names.length);
  await page.reload();
  await expect(filters.getByRole('checkbox', { name: /^HP/ })).toBeChecked();
  await expect.poll(() => resultNames(page)).toEqual(names);
  await expect(shop.header.getByRole('combobox', { name: 'Search products' })).toHaveValue(
    'laptop',
  );
});

test('the header box shows the query of /search after a reload', async ({ shop, page }) => {
  await shop.goto('/search?q=gaming+laptop');
  const box = shop.header.getByRole('combobox', { name: 'Search products' });
  await expect(box).toHaveValue('gaming laptop');
  await page.reload();
  await expect(box).toHaveValue('gaming laptop');
});

test('odd queries each show a page, with no console error', async ({ shop, page }) => {
  const errors = consoleErrors(page);
  // One tab for all of them: the shop's code stays loaded from one address to the next.
  for (const [what, address] of [
    ['a 500-character query', `/search?q=${'iphone'.repeat(84).slice(0, 500)}`],
    ['malformed percent-encoding', '/search?q=%E0%A4%A'],
    ['special characters', `/search?q=${encodeURIComponent('%"(🔋')}`],
  ] as const) {
    await test.step(what, async () => {
      await shop.goto(address);
      await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.soft(shop.main.getByText(/\d+ products?$|^Nothing matches/)).toBeVisible();
      expect.soft(errors, what).toEqual([]);
      errors.length = 0;
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the search dialog suggests too; Escape closes the list first, then the dialog', async ({
    shop,
    page,
  }) => {
    await shop.goto('/');
    await shop.header.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the shop' });
    const field = dialog.getByRole('combobox', { name: 'Search products' });
    await field.pressSequentially('samsng');
    const options = dialog.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(6);
    await expect(options.first()).toContainText('Samsung');
    const box = (await options.first().boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);

    await field.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await field.press('Escape');
    await expect(dialog).toBeHidden();

    await shop.header.getByRole('button', { name: 'Search' }).click();
    await expect(field).toHaveValue('samsng');
    await field.press('ArrowDown');
    await options.nth(1).click();
    await expect(page).toHaveURL(/\/products\/vb-\d{4}$/);
    await expect(dialog).toBeHidden();
  });
});
