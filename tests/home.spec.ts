import type { Locator, Page } from '@playwright/test';
import { addToCart } from './support/cart.ts';
import { expect, test } from './support/test.ts';

// The home page on the production build, as a shopper meets it
// (docs/decisions/0016-what-is-shown-when.md).

const section = (page: Page, name: string) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The carousel's slides a shopper can see (react-slick's copies for looping are left out). */
const visibleSlides = (carousel: Locator) => carousel.locator('.slick-slide.slick-active');

const cardNames = (within: Locator) => within.getByRole('heading', { level: 3 }).allTextContents();

test('every section of the home page renders', async ({ shop, page }) => {
  await shop.goto('/');
  await expect(page).toHaveTitle('Electronics shop | Voltbay');

  const hero = page.getByRole('region', { name: 'Offers' });
  await expect(hero.locator('.slick-slide:not(.slick-cloned)')).toHaveCount(3);
  await expect(visibleSlides(hero).getByRole('heading', { level: 2 })).toHaveText(
    'New phones and tablets, for less',
  );
  for (const note of ['Free Shipping', 'Easy Returns', 'Cash on Delivery']) {
    await expect(shop.main.getByText(note, { exact: true })).toBeVisible();
  }
  await expect(shop.main.getByText('On orders over $100.00', { exact: true })).toBeVisible();
  await expect(shop.main.getByText('30-day return policy')).toBeVisible();
  await expect(shop.main.getByText('Or pay at the store when you collect')).toBeVisible();
  await expect(shop.main.getByText(/secure/i)).toHaveCount(0);

  await expect(page.getByRole('tablist', { name: 'Products by use case' })).toBeVisible();
  await expect(
    visibleSlides(page.getByRole('region', { name: 'Browse Our Latest Products' })),
  ).not.toHaveCount(0);
  await expect(section(page, 'Shop By Category').getByRole('listitem')).toHaveCount(4);
  await expect(visibleSlides(page.getByRole('region', { name: 'Best Sellers' }))).not.toHaveCount(
    0,
  );
  const testimonials = page.getByRole('region', { name: 'What our customers say' });
  await expect(testimonials.locator('.slick-slide:not(.slick-cloned) figure')).toHaveCount(4);
  await expect(page.getByRole('form', { name: 'Subscribe to our newsletter' })).toBeVisible();
});

const HERO_HEADINGS = [
  'New phones and tablets, for less',
  'Laptops ready for the new semester',
  'Level up your setup',
];
/** react-slick's autoplay: a tick every 5000 ms (the hero's 5 s) plus its own 50 ms. */
const AUTOPLAY_TICK = 5_050;

test('the hero moves on by itself, holds under focus, leads to real pages, and can be paused', async ({
  shop,
  page,
}) => {
  // The page's clock runs as usual while it loads, then stands still until the test moves it.
  await page.clock.install();
  // A returning shopper's browser, whose session starts with Firebase. A first visit's session,
  // shown signed out at idle without Firebase (that idle comes inside the clock's runs here), left
  // the slideshow held after focus left the slides in 3 of 8 runs: not yet understood (closing
  // note of 2026-11-30).
  await shop.keptSessionRecord();
  await shop.goto('/');
  const hero = page.getByRole('region', { name: 'Offers' });
  // Stop the clock only once react-slick runs the hero (its track has left the server's layout,
  // in percent) and the images and fonts are in: react-slick restarts its timer 50 ms after its
  // list is resized, so a resize after the clock stopped would push the next slide past one tick.
  await expect(hero.locator('.slick-track')).not.toHaveAttribute('style', /%/);
  await page.waitForLoadState('load');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const current = visibleSlides(hero).getByRole('heading', { level: 2 });
  const shown = HERO_HEADINGS.indexOf((await current.textContent()) ?? '');
  expect(shown, 'a slide of the hero shows').not.toBe(-1);

  // Within one tick of the carousel's timer, wherever it stood, the next slide comes unasked.
  await page.clock.runFor(AUTOPLAY_TICK);
  const next = HERO_HEADINGS[(shown + 1) % HERO_HEADINGS.length] ?? '';
  await expect(current).toHaveText(next);

  // A link the keyboard stands on stays in view (a slide out of view is inert, and focus would
  // drop to the page); the slides move on once focus has left the carousel.
  const link = visibleSlides(hero).getByRole('link').first();
  await link.focus();
  await page.clock.runFor(2 * AUTOPLAY_TICK);
  await expect(current).toHaveText(next);
  await expect(link).toBeFocused();
  const pause = page.getByRole('button', { name: 'Pause the slideshow' });
  await pause.focus();
  await page.clock.runFor(AUTOPLAY_TICK);
  const third = HERO_HEADINGS[(shown + 2) % HERO_HEADINGS.length] ?? '';
  await expect(current).toHaveText(third);

  await pause.click();
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await page.clock.runFor(2 * AUTOPLAY_TICK);
  await expect(current).toHaveText(third);
  await page.clock.resume();

  await hero.getByRole('button', { name: /^Show slide 3/ }).click();
  await expect(current).toHaveText('Level up your setup');
  await visibleSlides(hero).getByRole('link', { name: 'Shop gaming' }).click();
  await expect(page).toHaveURL('/gaming');
  await expect(shop.heading('Gaming')).toBeVisible();
});

test('only the slides in view can be reached with Tab', async ({ shop, page }) => {
  await shop.goto('/');
  const hero = page.getByRole('region', { name: 'Offers' });
  await expect(hero.locator('.slick-slide[aria-hidden="true"]').first()).toHaveAttribute(
    'inert',
    '',
  );
  await expect(hero.locator('.slick-slide.slick-active')).not.toHaveAttribute('inert');
});

test('the tabs switch the products shown, by click and by arrow keys', async ({ shop, page }) => {
  await shop.goto('/');
  const students = page.getByRole('tab', { name: 'For Students' });
  const gamers = page.getByRole('tab', { name: 'For Gamers' });
  const panel = page.getByRole('tabpanel');
  await expect(students).toHaveAttribute('aria-selected', 'true');
  const studentCards = panel.getByRole('listitem');
  await expect(studentCards).not.toHaveCount(0);
  expect(await studentCards.count()).toBeLessThanOrEqual(8);
  const studentNames = await cardNames(panel);

  await gamers.click();
  await expect(gamers).toHaveAttribute('aria-selected', 'true');
  await expect(students).toHaveAttribute('aria-selected', 'false');
  await expect(panel).toHaveAttribute('aria-labelledby', (await gamers.getAttribute('id')) ?? '');
  // The cards follow the tab a moment later (a deferred render, use-case-tabs.tsx).
  await expect.poll(() => cardNames(panel)).not.toEqual(studentNames);
  expect(await panel.getByRole('listitem').count()).toBeLessThanOrEqual(8);

  await page.keyboard.press('ArrowRight');
  const professionals = page.getByRole('tab', { name: 'For Professionals' });
  await expect(professionals).toBeFocused();
  await expect(professionals).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(students).toBeFocused();

  await panel.getByRole('link', { name: 'View All Products for Students' }).click();
  await expect(page).toHaveURL('/products?useCase=students');
  await expect(shop.heading('Products for Students')).toBeVisible();
  await expect(shop.main.getByRole('listitem').first()).toBeVisible();
});

test('each category tile shows its real count and leads to that many products', async ({
  shop,
  page,
}) => {
  const tiles = [
    ['Phones & Tablets', '/phone-tablets'],
    ['Laptops & Computers', '/laptop-desktop'],
    ['Gaming Accessories', '/gaming'],
    ['Office Equipment', '/office-equipment'],
  ] as const;
  await shop.goto('/');
  for (const [name, href] of tiles) {
    const tile = section(page, 'Shop By Category').getByRole('listitem').filter({ hasText: name });
    await expect(tile.getByRole('link', { name })).toHaveAttribute('href', href);
    const countText = (await tile.getByText(/^\d+ Products?$/).textContent()) ?? '';
    const count = Number.parseInt(countText, 10);
    expect(count, `${name} shows a count`).toBeGreaterThan(0);

    await tile.getByRole('link', { name }).click();
    await expect(page).toHaveURL(href);
    // '16 products', or '1–24 of 25 products' when the listing has a second page.
    await expect(shop.main.getByRole('status')).toHaveText(
      new RegExp(`(^| of )${count} products$`),
    );
    await expect(shop.main.getByRole('heading', { level: 2 })).toHaveCount(Math.min(count, 24));
    // Back to the same home page in the same tab: its counts are the catalog's there too.
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});

test('the product sliders show the set number of products at each width, at load and as the window widens', async ({
  shop,
  page,
}) => {
  const latest = page.getByRole('region', { name: 'Browse Our Latest Products' });
  const testimonials = page.getByRole('region', { name: 'What our customers say' });
  // Loaded on the phone: react-slick's own breakpoints gave a phone the desktop's five slides at
  // load (carousel.tsx). Then the window widens across every breakpoint on the same page.
  await page.setViewportSize({ width: 390, height: 900 });
  await shop.goto('/');
  for (const [width, products, quotes] of [
    [390, 2, 1],
    [700, 2, 2],
    [800, 3, 2],
    [1280, 4, 3],
    [1600, 5, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // As the shopper scrolls to each: a section below the fold is laid out as it comes near.
    await latest.first().scrollIntoViewIfNeeded();
    await expect(visibleSlides(latest), `products at ${width} px`).toHaveCount(products);
    await testimonials.first().scrollIntoViewIfNeeded();
    await expect(visibleSlides(testimonials), `testimonials at ${width} px`).toHaveCount(quotes);
  }
});

test('a part drawn when near holds about its own height, so a jump down the page moves nothing', async ({
  shop,
  page,
}) => {
  // A held height far from the part's own moved the newsletter's Subscribe 250 px between a
  // tap's press and its release, when the shopper had jumped to it and a region hydrated at once.
  const TOLERANCE_PX = 40;
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shop.goto('/');
    const parts = page.locator('main section, footer');
    for (const part of await parts.all()) await part.scrollIntoViewIfNeeded();
    const held = await parts.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const style = getComputedStyle(element);
        if (style.contentVisibility !== 'auto') return [];
        const drawn =
          element.getBoundingClientRect().height -
          parseFloat(style.paddingTop) -
          parseFloat(style.paddingBottom);
        const name =
          element.localName === 'footer' ? 'footer' : element.querySelector('h2')?.textContent;
        return [
          { name, held: parseFloat(style.containIntrinsicHeight.replace('auto ', '')), drawn },
        ];
      }),
    );
    expect(held.map(({ name }) => name)).toEqual([
      'Browse Our Latest Products',
      'Shop By Category',
      'Best Sellers',
      'What our customers say',
      'footer',
    ]);
    for (const { name, held: height, drawn } of held) {
      expect(
        Math.abs(height - drawn),
        `${name} at ${width} px: held ${height}, drawn ${drawn}`,
      ).toBeLessThanOrEqual(TOLERANCE_PX);
    }
  }
});

test('the latest products slider starts with the newest, moves, and adds to the cart', async ({
  shop,
  page,
}) => {
  await shop.goto('/');
  const latest = section(page, 'Browse Our Latest Products');
  await expect(latest.getByRole('link', { name: 'View all products' })).toHaveAttribute(
    'href',
    '/products',
  );
  const first = visibleSlides(latest.getByRole('region')).first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(
    'Samsung Odyssey OLED G6 27-inch 500 Hz Gaming Monitor',
  );
  await latest.getByRole('button', { name: 'Next product' }).click();
  await expect(
    visibleSlides(latest.getByRole('region')).first().getByRole('heading', { level: 3 }),
  ).toHaveText('Google Pixel 10 Pro 256 GB');

  const cart = shop.header.getByRole('button', { name: /Cart\(0\)/ });
  await expect(cart).toBeVisible();
  const card = visibleSlides(latest.getByRole('region')).first();
  await addToCart(card, 'Google Pixel 10 Pro 256 GB').click();
  await expect(shop.header.getByRole('button', { name: /Cart\(1\)/ })).toBeVisible();
  await expect(shop.toast('Google Pixel 10 Pro 256 GB added to your cart')).toBeVisible();

  await card.getByRole('link', { name: 'Google Pixel 10 Pro 256 GB' }).click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(shop.heading('Google Pixel 10 Pro 256 GB')).toBeVisible();
});

test('the newsletter checks the address, says Subscribing..., then thanks the shopper', async ({
  shop,
  page,
}) => {
  await shop.goto('/');
  // The shop has started (the toasts' code is here): what this test checks is the form's own
  // answers, not a click held while the page's code is still on its way.
  await shop.toastCodeLoaded();
  const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  const subscribe = form.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  await expect(form.getByText('Email address is required')).toBeVisible();
  await email.fill('not-an-address');
  await subscribe.click();
  await expect(form.getByText('Invalid email format')).toBeVisible();

  await email.fill('shopper@example.com');
  await subscribe.click();
  const busy = form.getByRole('button', { name: 'Subscribing...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(shop.toast('Thank you for subscribing!')).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(subscribe).toBeEnabled();
});

test('a newsletter sign-up without a network says so and keeps the address', async ({
  shop,
  page,
  context,
}) => {
  await shop.goto('/');
  // The toasts' code loads once the page is idle; it must be here before the network goes.
  await shop.toastCodeLoaded();
  const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  await email.fill('shopper@example.com');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(shop.toast('Something went wrong. Please try again.')).toBeVisible();
  await expect(email).toHaveValue('shopper@example.com');
  await context.setOffline(false);
});

test('without its data from the build the prerendered home still shows its products; going home shows the error page, and Try again brings them', async ({
  shop,
  page,
}) => {
  // The home page's data as the build wrote it: never the whole catalog.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  let blocked = true;
  await page.route('**/data/index.json', (route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  );
  await shop.goto('/');
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

  // Going home from another page renders it in the browser, which needs the page's data.
  await shop.goto('/about-us');
  await shop.header.getByRole('link', { name: 'Voltbay home' }).click();
  await expect(shop.heading('Something went wrong')).toBeVisible();
  await expect(
    shop.main.getByText("We couldn't load our products. Check your connection, then try again."),
  ).toBeVisible();
  await expect(shop.header).toBeVisible();

  blocked = false;
  await shop.main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tablist', { name: 'Products by use case' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  expect(asked).toContain('/data/index.json');
  expect(asked.filter((pathname) => /shop-catalog/.test(pathname))).toEqual([]);
});
