import type { Locator, Page } from '@playwright/test';
import { timing } from '#machines/timing.ts';
import { settledOpen } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// With `prefers-reduced-motion: reduce`, carousels stand still and drawers and
// dialogs appear without sliding. Each check runs without the preference too, where the motion
// is there: that shows the check can see motion at all.

const PHONE = { width: 390, height: 844 };

const preferences = [
  { reducedMotion: 'reduce', moves: false },
  { reducedMotion: 'no-preference', moves: true },
] as const;

/** The slowest animation or transition on the element, in seconds, as the browser computes it. */
const longestMotion = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    const seconds = (durations: string) => durations.split(',').map((value) => parseFloat(value));
    return Math.max(...seconds(style.animationDuration), ...seconds(style.transitionDuration));
  });

/** Expects the open overlay to have arrived without motion, or with it, and to close with Escape. */
async function expectMotion(page: Page, overlay: Locator, moves: boolean) {
  await settledOpen(overlay);
  if (moves) expect(await longestMotion(overlay)).toBeGreaterThan(0);
  else expect(await longestMotion(overlay)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

for (const { reducedMotion, moves } of preferences) {
  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
    });

    test(`the hero carousel ${moves ? 'moves on by itself' : 'stands still until played'}`, async ({
      shop,
      page,
    }) => {
      await page.clock.install();
      await shop.goto('/');
      const hero = page.getByRole('region', { name: 'Offers' });
      const current = hero.locator('.slick-slide.slick-active').getByRole('heading', { level: 2 });
      await expect(current).toHaveText('New phones and tablets, for less');
      await expect(
        page.getByRole('button', { name: moves ? 'Pause the slideshow' : 'Play the slideshow' }),
      ).toBeVisible();

      await page.clock.runFor(timing.carousel.heroAutoplay * 2);
      if (moves) await expect(current).not.toHaveText('New phones and tablets, for less');
      else await expect(current).toHaveText('New phones and tablets, for less');
    });

    test(`the cart drawer and the menu drawer ${moves ? 'slide' : 'do not slide'}`, async ({
      shop,
      page,
    }) => {
      await shop.goto('/');
      await shop.cartButton.click();
      await expectMotion(page, page.getByRole('dialog', { name: 'Cart' }), moves);
      await expectMotion(page, await shop.openMenuDrawer(), moves);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: PHONE });

      test(`the search dialog and the category drawer ${moves ? 'slide' : 'do not slide'}`, async ({
        shop,
        page,
      }) => {
        await shop.goto('/');
        await shop.header.getByRole('button', { name: 'Search', exact: true }).click();
        await expectMotion(page, page.getByRole('dialog', { name: 'Search the shop' }), moves);
        await expectMotion(page, await shop.openCategoryDrawer(), moves);
      });
    });
  });
}
