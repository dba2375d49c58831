import type { Page } from '@playwright/test';
import { expect, onDevServer, test } from './support/test.ts';

// Dark mode: the page follows the device's setting, and the switch in the header and the drawers
// keeps the shopper's choice (docs/decisions/0028-dark-mode.md).

/** Chakra's page background: white, and its dark one. */
const LIGHT_PAGE = 'rgb(255, 255, 255)';
const DARK_PAGE = 'rgb(9, 9, 11)';
const pageBackground = (page: Page) => page.locator('body');

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('a prerendered page is dark from its first paint, before any of the app has loaded', async ({
    page,
  }) => {
    // None of the app's code arrives: what draws the page is its HTML, its CSS and the one
    // script in its head, which the Content-Security-Policy allows (the test fails on a
    // violation).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    // The frame's own load, not the test's `goto`, which waits for the app.
    await page.mainFrame().goto('/products/vb-0001', { waitUntil: 'domcontentloaded' });
    await expect(pageBackground(page)).toHaveCSS('background-color', DARK_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(250, 250, 250)');
  });

  test('the phone drawer’s switch turns the shop light, and that choice outlasts a reload', async ({
    shop,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await shop.goto('/laptop-desktop');
    await expect(pageBackground(page)).toHaveCSS('background-color', DARK_PAGE);
    const drawer = await shop.openCategoryDrawer();
    const darkMode = drawer.getByRole('button', { name: 'Dark mode' });
    await expect(darkMode).toHaveAttribute('aria-pressed', 'true');
    await darkMode.click();
    await expect(darkMode).toHaveAttribute('aria-pressed', 'false');
    await expect(pageBackground(page)).toHaveCSS('background-color', LIGHT_PAGE);
    await page.reload();
    await expect(pageBackground(page)).toHaveCSS('background-color', LIGHT_PAGE);
  });
});

test(
  'the header’s switch turns the shop dark across reloads; the menu’s turns it back to the device’s colours',
  onDevServer,
  async ({ shop, page }) => {
    await shop.goto('/');
    const headerSwitch = shop.header.getByRole('button', { name: 'Dark mode' });
    await expect(headerSwitch).toHaveAttribute('aria-pressed', 'false');
    await expect(pageBackground(page)).toHaveCSS('background-color', LIGHT_PAGE);
    await headerSwitch.click();
    await expect(headerSwitch).toHaveAttribute('aria-pressed', 'true');
    await expect(pageBackground(page)).toHaveCSS('background-color', DARK_PAGE);

    await page.reload();
    await expect(pageBackground(page)).toHaveCSS('background-color', DARK_PAGE);
    await expect(headerSwitch).toHaveAttribute('aria-pressed', 'true');

    const menu = await shop.openMenuDrawer();
    const menuSwitch = menu.getByRole('button', { name: 'Dark mode' });
    await expect(menuSwitch).toHaveAttribute('aria-pressed', 'true');
    await menuSwitch.click();
    await expect(menuSwitch).toHaveAttribute('aria-pressed', 'false');
    await expect(pageBackground(page)).toHaveCSS('background-color', LIGHT_PAGE);

    // Back to the device's colours, the page follows the device again, reloaded or not.
    await page.reload();
    await expect(pageBackground(page)).toHaveCSS('background-color', LIGHT_PAGE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(pageBackground(page)).toHaveCSS('background-color', DARK_PAGE);
    await expect(headerSwitch).toHaveAttribute('aria-pressed', 'true');
  },
);
