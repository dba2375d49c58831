import type { Locator, Page } from '@playwright/test';
import { settledOpen, type Storefront } from './support/storefront.ts';
import { devServerOnly, expect, onDevServer, test } from './support/test.ts';

// The header's drawers and the phone's search dialog load their panel when first opened. On the
// development server (`npm start`, the server QA works on) React's StrictMode remounts a new
// tree's effects: a panel that mounted already open lost focus to its trigger and closed by itself
// in about half the tries, so there each panel is opened on a fresh page twice: eight tries of the
// one mounting code, each of which failed half the time. The panels of one width share a page
// (each mounts on its own first open there). The build
// has no StrictMode: its panels are opened by click in cart.spec.ts and accessibility.spec.ts, and
// by key in keyboard.spec.ts.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TRIES = 2;

interface Overlay {
  name: string;
  trigger: (shop: Storefront) => Locator;
}

/** The panels a width shows, each opened by its header button. */
const overlaysAt = [
  {
    width: 'a desktop',
    viewport: DESKTOP,
    overlays: [
      { name: 'Cart', trigger: (shop) => shop.cartButton },
      { name: 'Menu', trigger: (shop) => shop.headerButton('Menu') },
    ],
  },
  {
    width: 'a phone',
    viewport: PHONE,
    overlays: [
      { name: 'Categories', trigger: (shop) => shop.headerButton('Browse categories') },
      { name: 'Search the shop', trigger: (shop) => shop.headerButton('Search') },
    ],
  },
] satisfies { width: string; viewport: typeof DESKTOP; overlays: Overlay[] }[];

const hasFocusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

for (const { width, viewport, overlays } of overlaysAt) {
  test(
    `on ${width}, each panel stays open after a click, with the mouse kept still`,
    devServerOnly,
    async ({ shop, page }) => {
      await page.setViewportSize(viewport);
      for (let attempt = 1; attempt <= TRIES; attempt++) {
        // A fresh page each time: each panel mounts anew on its first open.
        await shop.goto('/laptop-desktop');
        for (const { name, trigger } of overlays) {
          await trigger(shop).click();
          const dialog = page.getByRole('dialog', { name });
          await settledOpen(dialog);
          await expect(dialog, `${name}, attempt ${attempt}`).toBeVisible();
          expect(await hasFocusInside(dialog), `${name}: focus inside, attempt ${attempt}`).toBe(
            true,
          );
          await expect(trigger(shop)).toHaveAttribute('aria-expanded', 'true');
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
    },
  );
}

/** Holds back the panel's module (a chunk of the build, a source file on the dev server). */
async function holdBack(page: Page, module: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(module, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    const loaded = page.waitForResponse(module);
    release();
    await loaded;
  };
}

test(
  'Escape pressed while a drawer is still loading closes it for good',
  onDevServer,
  async ({ shop, page }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdBack(page, /menu-drawer-panel/);
    await shop.goto('/');
    const menu = shop.headerButton('Menu');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await release();

    // The panel has arrived and works; it opened only when asked again.
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await settledOpen(drawer);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  },
);
