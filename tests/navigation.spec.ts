import type { Page } from '@playwright/test';
import { settledOpen, type Storefront } from './support/storefront.ts';
import { expect, onDevServer, test } from './support/test.ts';

const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 360, height: 740 };

// That every link of the header, menus and footer leads to a real page is checked where it is
// fast and exact, against the route table, the catalog and the content (src/app/site-links.test.tsx).
// The browser checks a sample of the kinds of page for what needs one: layout and the document head.
const SAMPLE_PAGES = [
  '/',
  '/laptop-desktop',
  '/laptop-desktop/hp',
  '/products/vb-0138',
  '/page/warranty-policy',
  // A brand path of the original menus where the brand has no products.
  '/laptop-desktop/hikvision',
];

test.describe('a sample of pages on the narrowest phone', () => {
  test.use({ viewport: NARROWEST });

  // One tab for all of them: the shop's code stays loaded from one address to the next.
  test('each has a heading, a title and a description, and fits the screen', async ({
    shop,
    page,
  }) => {
    for (const path of SAMPLE_PAGES) {
      await test.step(path, async () => {
        await shop.goto(path);
        const heading = shop.main.getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        await expect.soft(heading).not.toHaveText('Page Not Found');
        await expect.soft(page).toHaveTitle(/\S \| Voltbay$/);
        await expect
          .soft(page.locator('meta[name="description"]'))
          .toHaveAttribute('content', /\S/);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect.soft(overflow, `${path}: px wider than a ${NARROWEST.width}px screen`).toBe(0);
      });
    }
  });
});

test("an original brand path without products says so and leads to the brand's products elsewhere", async ({
  shop,
  page,
}) => {
  await shop.goto('/laptop-desktop/hikvision');
  await expect(shop.heading('Hikvision in Laptops & Computers')).toBeVisible();
  await expect(shop.main.getByText(/\b0 products/)).toHaveCount(0);
  await shop.main.getByRole('link', { name: 'Networking' }).click();
  await expect(page).toHaveURL('/networking/hikvision');
  await expect(shop.heading('Hikvision in Networking')).toBeVisible();
});

test.describe('the nav bar', () => {
  test('works from the keyboard: Enter, arrows, Home, End, Escape', async ({ shop, page }) => {
    await shop.goto('/');
    const trigger = shop.navTrigger('Phones');
    const dropdown = shop.navDropdown('Phones');
    await trigger.focus();
    await expect(dropdown).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toBeVisible();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('link', { name: 'All Phones & Tablets' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('link', { name: 'Amazon' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(dropdown.getByRole('link', { name: 'Xiaomi' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('link', { name: 'All Phones & Tablets' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(dropdown.getByRole('link', { name: 'Xiaomi' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(dropdown.getByRole('link', { name: 'All Phones & Tablets' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Space opens too, and Tab walks into the open dropdown; Enter follows a brand.
    await page.keyboard.press('Space');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Amazon' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('link', { name: 'Apple' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/phone-tablets/apple');
    await expect(shop.heading('Apple in Phones & Tablets')).toBeVisible();
    await expect(dropdown).toBeHidden();
  });

  test('ArrowDown on a closed trigger opens on the first brand; leaving by Tab closes it', async ({
    shop,
    page,
  }) => {
    await shop.goto('/');
    const dropdown = shop.navDropdown('Gaming');
    await shop.navTrigger('Gaming').focus();
    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('link', { name: 'All Gaming' })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(dropdown).toBeHidden();
  });

  test('opens on hover and closes when the pointer leaves; one at a time', async ({
    shop,
    page,
  }) => {
    await shop.goto('/');
    await shop.navTrigger('Networking').hover();
    await expect(shop.navDropdown('Networking')).toBeVisible();
    await shop.navTrigger('Software').hover();
    await expect(shop.navDropdown('Software')).toBeVisible();
    await expect(shop.navDropdown('Networking')).toBeHidden();

    await shop.navDropdown('Software').getByRole('link', { name: 'Samsung' }).hover();
    await expect(shop.navDropdown('Software')).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(shop.navDropdown('Software')).toBeHidden();
  });
});

test('the menu drawer opens, closes with Escape and gives focus back to its button', async ({
  shop,
  page,
}) => {
  await shop.goto('/');
  const drawer = await shop.openMenuDrawer();
  await expect(drawer.getByRole('link', { name: 'Categories' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(shop.header.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
});

test('the search box opens the search page for what was typed', async ({ shop, page }) => {
  await shop.goto('/');
  const box = shop.header.getByRole('combobox', { name: 'Search products' });
  await box.fill('  gaming laptop ');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=gaming+laptop');
  await expect(shop.heading('Search results for "gaming laptop"')).toBeVisible();

  await box.fill('');
  await box.press('Enter');
  await expect(page).toHaveURL('/search');
  await expect(shop.main.getByText('Type what you are looking for')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the drawer accordion keeps one category open at a time', async ({ shop }) => {
    await shop.goto('/');
    const drawer = await shop.openCategoryDrawer();
    const phones = drawer.getByRole('button', { name: 'Phones & Tablets' });
    const gaming = drawer.getByRole('button', { name: 'Gaming' });
    const apple = drawer.getByRole('link', { name: 'Apple' });
    const allGaming = drawer.getByRole('link', { name: 'All Gaming' });

    await phones.click();
    await expect(apple).toBeVisible();
    await expect(phones).toHaveAttribute('aria-expanded', 'true');
    await gaming.click();
    await expect(allGaming).toBeVisible();
    await expect(apple).toBeHidden();
    await expect(phones).toHaveAttribute('aria-expanded', 'false');
    await gaming.click();
    await expect(allGaming).toBeHidden();

    await phones.click();
    await apple.click();
    await expect(shop.page).toHaveURL('/phone-tablets/apple');
    await expect(drawer).toBeHidden();
  });

  test('the search dialog opens and closes every way, and Enter searches', async ({
    shop,
    page,
  }) => {
    await shop.goto('/');
    const trigger = shop.header.getByRole('button', { name: 'Search' });
    const dialog = page.getByRole('dialog', { name: 'Search the shop' });
    const field = dialog.getByPlaceholder('Search...');

    await trigger.click();
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();

    await trigger.click();
    // A press outside counts once the dialog has opened (it listens for one from then on): under
    // load, a press as soon as the field shows came before that and was lost.
    await settledOpen(dialog);
    await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
    await expect(dialog).toBeHidden();

    // The trigger closes it too: a press where the trigger is (the open dialog hides the rest
    // of the page from the accessibility tree, so the trigger is found before it opens).
    const box = (await trigger.boundingBox())!;
    await trigger.click();
    await settledOpen(dialog);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(dialog).toBeHidden();

    await trigger.click();
    await field.fill('router');
    await field.press('Enter');
    await expect(page).toHaveURL('/search?q=router');
    await expect(dialog).toBeHidden();
    await expect(shop.heading('Search results for "router"')).toBeVisible();
  });
});

test.describe('category paths', () => {
  test('match in any letter case and move to the lowercase path', async ({ shop, page }) => {
    await shop.goto('/Office-equipment');
    await expect(page).toHaveURL('/office-equipment');
    await expect(shop.heading('Office Equipment')).toBeVisible();

    await shop.goto('/Phone-Tablets/onePlus');
    await expect(page).toHaveURL('/phone-tablets/oneplus');
    await expect(shop.heading('OnePlus in Phones & Tablets')).toBeVisible();
  });

  test('the published brand paths named after a product line or an old name lead to the brand', async ({
    shop,
    page,
  }) => {
    await shop.goto('/Phone-Tablets/iPhone');
    await expect(page).toHaveURL('/phone-tablets/apple');
    await expect(shop.heading('Apple in Phones & Tablets')).toBeVisible();

    await shop.goto('/laptop-desktop/star-pc');
    await expect(page).toHaveURL('/laptop-desktop/hp');
    await expect(shop.main.getByRole('link', { name: 'HP Victus 15 Gaming Laptop' })).toBeVisible();
  });

  test('an unknown category or brand is the 404 page', async ({ shop }) => {
    for (const path of ['/no-such-category', '/phone-tablets/no-such-brand', '/gaming/iphone']) {
      await shop.goto(path);
      await expect(shop.heading('Page Not Found')).toBeVisible();
    }
  });

  test('/product/details goes to the product list, in place of the old address', async ({
    shop,
    page,
  }) => {
    await shop.goto('/about');
    await shop.goto('/product/details');
    await expect(page).toHaveURL('/products');
    await expect(shop.heading('All products')).toBeVisible();
    // Back leaves for the page before: the old address, which would redirect again, is gone.
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expect(shop.heading('About Voltbay')).toBeVisible();
  });
});

test.describe('scroll positions', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  /** Opens /products and scrolls it down 1500 px. */
  async function scrolledProducts(shop: Storefront, page: Page) {
    await shop.goto('/products');
    await expect(shop.heading('All products')).toBeVisible();
    await expect(shop.main.getByText(/^1–24 of \d+ products$/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);
  }

  test('an address typed in the same tab opens at the top', onDevServer, async ({ shop, page }) => {
    await scrolledProducts(shop, page);
    // A new page load, as a typed address or a bookmark: `goto` returns once the app runs,
    // after React Router has restored what it would restore (a typed address once opened at ~800 px).
    await shop.goto('/about');
    await expect(shop.heading('About Voltbay')).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });

  // On the development server the page loaded by Back was restored under the first load's
  // placeholder, shorter than the listing, so it came back at ~800 px (use-first-page-scroll.ts).
  test(
    'back from a typed address returns to where the shopper was',
    onDevServer,
    async ({ shop, page }) => {
      await scrolledProducts(shop, page);
      await shop.goto('/about');
      await expect(shop.heading('About Voltbay')).toBeVisible();
      await page.goBack();
      await expect(shop.heading('All products')).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(1500);
    },
  );

  // The build serves the search page as the app shell, whose loading status is shorter than the
  // results: a position restored under it came back capped.
  test(
    'a reloaded search page returns to where the shopper was',
    onDevServer,
    async ({ shop, page }) => {
      await shop.goto('/search?q=laptop');
      await expect(shop.heading('Search results for "laptop"')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => scrollY(page)).toBe(1500);
      await page.reload();
      await expect(shop.heading('Search results for "laptop"')).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(1500);
    },
  );
});
