import type { Locator, Page } from '@playwright/test';
import { addToCart, quantityField } from './support/cart.ts';
import { cartNameWithCount, expectViewKept } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// Prerendered pages (docs/decisions/0002-prerendering.md) on the production build: the content is
// in the HTML, the app hydrates it without a mismatch, and what only this browser knows appears
// after hydration without moving anything.

/** Each type of page, with its heading in the HTML and once hydrated (when they differ). */
const PAGES = [
  { path: '/', heading: 'New phones and tablets, for less' },
  { path: '/products', heading: 'All products' },
  { path: '/laptop-desktop', heading: 'Laptops & Computers' },
  { path: '/products/vb-0001', heading: 'iPad 10.9-inch Wi-Fi 64 GB' },
  // Sold out: its 'Notify me' form arrives after start, in a place kept for it.
  {
    path: '/products/vb-0053',
    heading: 'Corsair 4000D Airflow Mid-Tower Case',
    hydrated: "Notify me when it's back",
  },
  { path: '/about-us', heading: 'About Voltbay' },
  { path: '/checkout', heading: 'Checkout' },
  // The same for everyone: this browser's comparison comes once hydrated.
  { path: '/compare', heading: 'Compare products' },
  // One page for every order's address: it names the order once hydrated.
  { path: '/orders/VB-100001', heading: 'Your order', hydrated: 'Order VB-100001' },
];
/**
 * A page the build cannot know, served as the app shell: the layout is hydrated, the page drawn in
 * the place the shell kept for it.
 */
const APP_SHELL_PAGE: (typeof PAGES)[number] = {
  path: '/search?q=ipad',
  heading: 'Search results for "ipad"',
};
const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };

/** The header's cart button once hydrated (a desktop's or a phone's): only then does it name its count. */
const hydratedCart = (page: Page, count: number) =>
  page.getByRole('button', { name: cartNameWithCount(count) }).first();

/** Console errors and warnings; a hydration mismatch is reported as one. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its content from the HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltbay home' }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);
    });
  }

  test('a page the build cannot know is the app shell: the layout, loading', async ({ page }) => {
    const response = await page.goto(APP_SHELL_PAGE.path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<noscript>Voltbay needs JavaScript to show the shop.</noscript>');
    expect(html).not.toContain('id="route-data"');
    await expect(page.getByRole('link', { name: 'Voltbay home' }).first()).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('status', { name: 'Loading the page' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Above the layout, where a shopper without JavaScript sees why the page stays loading.
    expect(html.indexOf('<noscript>')).toBeLessThan(html.indexOf('<div id="root">'));
  });
});

/**
 * Counts the page's own style elements taken out of the document from its first byte on: Emotion
 * moving one makes the browser restyle the whole page (docs/decisions/0019-prerendered-styles.md).
 */
async function countStyleMoves(page: Page) {
  await page.addInitScript(() => {
    const moves = { count: 0 };
    Object.assign(window, { prerenderedStyleMoves: moves });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof HTMLStyleElement && node.hasAttribute('data-s')) moves.count += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { prerenderedStyleMoves: { count: number } }).prerenderedStyleMoves
          .count,
    );
}

/** Sums the layout shifts of the page from its first byte on (CLS, as one session). */
async function measureLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
}

/**
 * Whether the page's header is still the element its HTML made: hydrated, not drawn again by an
 * app that started from scratch over it.
 */
async function watchHtmlHeader(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { htmlHeader: document.querySelector('header') }),
    );
  });
  return () =>
    page.evaluate(() => {
      const { htmlHeader } = window as unknown as { htmlHeader: Element | null };
      return htmlHeader !== null && htmlHeader === document.querySelector('header');
    });
}

for (const viewport of [
  { name: 'a desktop', width: 1280, height: 900 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport });

    // One tab opens each page in turn, as a shopper's address bar would: each is a new document
    // (the counters start again with it), while the browser keeps the shop's code from one to the
    // next instead of fetching and compiling it again.
    test('each page hydrates without a mismatch, an error or a shift, its styles left in place', async ({
      page,
    }) => {
      const problems = consoleProblems(page);
      const styleMoves = await countStyleMoves(page);
      const layoutShift = await measureLayoutShift(page);
      const htmlHeaderKept = await watchHtmlHeader(page);
      for (const { path, heading, hydrated = heading } of [...PAGES, APP_SHELL_PAGE]) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(hydratedCart(page, 0)).toBeVisible();
          await expect(page.getByRole('heading', { name: hydrated, exact: true })).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect.soft(problems, path).toEqual([]);
          problems.length = 0;
          // Emotion's style elements, written by the prerender, were the page's from the start.
          await expect.soft(page.locator('head style[data-emotion][data-s]')).not.toHaveCount(0);
          expect.soft(await styleMoves(), path).toBe(0);
          expect.soft(await layoutShift(), path).toBeLessThanOrEqual(0.02);
          expect.soft(await htmlHeaderKept(), path).toBe(true);
          // Every id React gave an element is the one in the HTML: the browser's tree numbers its
          // `useId`s as the prerender's did (React does not correct attributes while hydrating).
          const idsNotInHtml = await page.evaluate(() =>
            [...document.querySelectorAll('[id]')].flatMap((element) => {
              const props = Object.entries(element).find(([key]) =>
                key.startsWith('__reactProps$'),
              );
              const id = (props?.[1] as { id?: unknown } | undefined)?.id;
              return typeof id === 'string' && id !== element.id ? [`${element.id} is ${id}`] : [];
            }),
          );
          expect.soft(idsNotInHtml, path).toEqual([]);
        });
      }
    });
  });
}

test('what a page draws once started (Compare, the toasts’ container) brings no rule that makes the browser lay it out again', async ({
  page,
  shop,
}) => {
  // An @layer or @media rule inserted into a style sheet the browser has drawn with makes it lay
  // the whole page out again: 40-66 ms at 4x CPU (docs/decisions/0019-prerendered-styles.md).
  await page.addInitScript(() => {
    const atRules: string[] = [];
    Object.assign(window, { insertedAtRules: atRules });
    const insertRule = Reflect.get<CSSStyleSheet, 'insertRule'>(
      CSSStyleSheet.prototype,
      'insertRule',
    );
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      if (rule.startsWith('@')) atRules.push(rule.slice(0, 80));
      return insertRule.call(this, rule, index);
    };
  });
  const insertedAtRules = () =>
    page.evaluate(() => (window as unknown as { insertedAtRules: string[] }).insertedAtRules);
  for (const path of ['/', '/laptop-desktop']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Compare / }).first()).toBeVisible();
    // The toasts' container, drawn once the shopper acts.
    await shop.noticesShown();
    expect(await insertedAtRules(), path).toEqual([]);
  }
});

test("one page serves every order's address, and one that cannot be an order's is not found", async ({
  page,
}) => {
  await page.goto('/orders/VB-123456');
  await expect(page.getByRole('heading', { name: 'Order VB-123456', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter the e-mail of this order' })).toBeVisible();
  await page.goto('/orders/not-an-order');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
});

test('the kept cart and wishlist show after hydration, in the space kept for them', async ({
  page,
}) => {
  await page.goto(`/products/${ipad.id}`);
  await addToCart(page, ipad.name).click();
  await page.getByRole('button', { name: `Save ${ipad.name} to wishlist` }).click();
  await expect(hydratedCart(page, 1)).toBeVisible();

  const problems = consoleProblems(page);
  const layoutShift = await measureLayoutShift(page);
  await page.reload();
  await expect(hydratedCart(page, 1)).toBeVisible();
  await expect(page.getByRole('link', { name: '1 item in your wishlist' }).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Save ${ipad.name} to wishlist`, pressed: true }),
  ).toBeVisible();
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  expect(problems).toEqual([]);
});

test('the recently viewed products come at the end of the page, moving nothing on screen', async ({
  page,
}) => {
  // Each visit is kept once the page has started and loaded the section's code.
  for (const id of ['vb-0004', 'vb-0005', ipad.id]) {
    await page.goto(`/products/${id}`);
    await expectViewKept(page, id);
  }
  const recentlyViewed = page.getByRole('region', { name: 'Recently viewed' });
  const problems = consoleProblems(page);
  const layoutShift = await measureLayoutShift(page);
  for (const path of [`/products/${ipad.id}`, '/']) {
    await page.goto(path);
    await expect(recentlyViewed.getByRole('heading', { level: 3 }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  }
  expect(problems).toEqual([]);
});

test('a prerendered page works as the app once hydrated', async ({ page }) => {
  await page.goto('/laptop-desktop');
  await expect(hydratedCart(page, 0)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Voltbay home' }).click();
  await expect(page.getByRole('heading', { name: PAGES[0]?.heading })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a prerendered page whose code cannot load says so, and its reload link recovers', async ({
  page,
  baseURL,
}) => {
  let blocked = true;
  // The app's entry, named in the page's module list (scripts/prerender.ts).
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
    blocked ? route.abort('failed') : route.continue(),
  );
  // Not page.goto: the fixture's waits for the running app, which cannot start here.
  await page.evaluate((url) => window.location.assign(url), `${baseURL}/about-us`);
  const notice = page.getByRole('alert').filter({ hasText: "couldn't finish loading" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  blocked = false;
  await notice.getByRole('link', { name: 'Reload' }).click();
  await expect(hydratedCart(page, 0)).toBeVisible();
  await expect(notice).toHaveCount(0);
});

/**
 * Whether React has hydrated the element: it then keeps its fiber on the node. A probe for the
 * state under test, which no shopper sees.
 */
const isHydrated = (locator: Locator) =>
  locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );

test.describe('regions that hydrate when reached, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // An IntersectionObserver that never reports: every region waits to be reached, as one below
  // the fold does until the shopper scrolls to it.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
  });

  test('a tap or Enter on a footer link not yet hydrated opens its page', async ({ page }) => {
    await page.goto('/products/vb-0001');
    await expect(hydratedCart(page, 0)).toBeVisible();
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
    expect(await isHydrated(about)).toBe(false);
    await about.tap();
    await expect(page.getByRole('heading', { name: 'About Voltbay', level: 1 })).toBeVisible();

    await page.goto('/products/vb-0001');
    await expect(hydratedCart(page, 0)).toBeVisible();
    expect(await isHydrated(about)).toBe(false);
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'About Voltbay', level: 1 })).toBeVisible();
  });

  test('related products stay the HTML while the page changes above them, and hydrate in place when tapped', async ({
    page,
  }) => {
    // Marked as the HTML arrives, before the app starts: a region React rendered again from
    // scratch would be a new element without the mark.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('related-heading')?.setAttribute('data-from-html', '');
      }),
    );
    await page.goto('/products/vb-0010');
    // The page renders again with the server's stock count (only then "Only 4 left"); the first
    // is the product's own badge, "Where to get it" may say it of stores below.
    await expect(page.getByRole('main').getByText('Only 4 left').first()).toBeVisible();
    const related = page.getByRole('region', { name: 'Related products' });
    const heading = related.getByRole('heading', { name: 'Related products' });
    await expect(heading).toHaveAttribute('data-from-html');
    expect(await isHydrated(heading)).toBe(false);

    await related
      .getByRole('button', { name: /^Add to Cart, / })
      .first()
      .tap();
    await expect(hydratedCart(page, 1)).toBeVisible();
    await expect(heading).toHaveAttribute('data-from-html');
    expect(await isHydrated(heading)).toBe(true);
  });

  test('taps that come before the app’s code are shown busy and done, once, when it starts', async ({
    page,
    baseURL,
  }) => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    // The app's entry, named in the page's module list (scripts/prerender.ts), on a slow network.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    // Not page.goto: the fixture's waits for the running app. Its HTML parsed, the page runs
    // boot.ts (a module script, run before DOMContentLoaded), which holds the taps.
    await page.evaluate((url) => window.location.assign(url), `${baseURL}/products/${ipad.id}`);
    await page.waitForURL(`**/products/${ipad.id}`, { waitUntil: 'domcontentloaded' });
    const main = addToCart(page.getByRole('main'), ipad.name);
    // One in a region that waits to be reached (related products, below the fold).
    const related = page
      .getByRole('region', { name: 'Related products' })
      .getByRole('button', { name: /^Add to Cart, / })
      .first();
    await main.tap();
    await main.tap();
    await related.tap();
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(related).toHaveAttribute('aria-busy', 'true');

    arrive();
    await expect(hydratedCart(page, 2)).toBeVisible();
    await expect(main).not.toHaveAttribute('aria-busy');
    await expect(related).not.toHaveAttribute('aria-busy');
    // Each once: the iPad tapped twice is in the cart once, beside the related product.
    await hydratedCart(page, 2).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(quantityField(drawer, ipad.name)).toHaveValue('1');
    await expect(drawer.getByRole('textbox', { name: /^Quantity of / })).toHaveCount(2);
  });

  test('a tap on a slider arrow not yet hydrated moves the slider', async ({ page }) => {
    await page.goto('/');
    await expect(hydratedCart(page, 0)).toBeVisible();
    const slider = page.getByRole('region', { name: 'Best sellers' });
    const next = slider.getByRole('button', { name: 'Next product' });
    const firstShown = slider.locator('.slick-slide[aria-hidden="false"]').first();
    const before = await firstShown.getAttribute('data-index');
    expect(await isHydrated(next)).toBe(false);
    await next.tap();
    await expect(firstShown).not.toHaveAttribute('data-index', before ?? '');
  });

  test('the desktop filter sidebar stays HTML; the filter drawer works', async ({ page }) => {
    await page.goto('/laptop-desktop');
    await expect(hydratedCart(page, 0)).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Filters', includeHidden: true });
    expect(await isHydrated(sidebar.getByRole('checkbox', { includeHidden: true }).first())).toBe(
      false,
    );
    await page.getByRole('main').getByRole('button', { name: 'Filters' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: /^HP/ }).check();
    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).tap();
    await expect(page).toHaveURL('/laptop-desktop?brand=hp');
  });
});
