import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { href, path, searchHref } from '#src/routing/paths.ts';
import { pageSlugs } from '#src/content/pages/index.ts';
import { animationsEnded } from './support/axe.ts';
import { addToCart } from './support/cart.ts';
import { createUser } from './support/emulator.ts';
import { settledOpen, type Storefront } from './support/storefront.ts';
import { expect, onDevServer, test } from './support/test.ts';

// axe-core with the WCAG 2.2 A and AA rules finds nothing on any route or open overlay, on a
// desktop and on a phone, in the light colours and (one route of each kind) the dark ones. One
// page load per route and width: a route's overlays, and the edges of its controls, are checked
// on that same page, and a group of routes shares one tab.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Label in name (WCAG 2.5.3, in wcag21a) is marked experimental in axe-core 4.13, and the tags
// leave experimental rules out: it runs only when named.
const EXPERIMENTAL_WCAG_RULES = { 'label-content-name-mismatch': { enabled: true } };

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The device's setting, which the page follows (src/services/color-scheme.ts). */
const COLOR_SCHEMES = ['light', 'dark'] as const;

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };
/** A tablet beside a laptop: rows that differ, and rows that do not apply to one of them. */
const comparison = `${path.compare}?ids=${ipad.id},vb-0027`;

/**
 * Every route, in groups whose routes are opened one after the other in one page: the browser
 * keeps the shop's code from one to the next, where a fresh page would fetch and compile it again
 * (most of a route's time on a 2-core machine). A group's product page, which fills the cart and
 * the wishlist, comes after the empty wishlist and checkout. The home page is a group of its own,
 * as it is checked on the development server too: rendered in the browser there, with no
 * prerendered HTML, its styles inserted as components mount under StrictMode.
 */
const routeGroups = [
  { name: 'the home page', routes: [path.home], tags: onDevServer },
  // Drawn in the browser alone: checked on both servers.
  { name: 'the comparison', routes: [comparison], tags: onDevServer },
  {
    name: 'the catalog',
    routes: [
      path.products,
      '/laptop-desktop',
      '/laptop-desktop/dell',
      path.categories,
      searchHref('laptop'),
      searchHref('iphhonnee'),
      path.search,
      path.wishlist,
      path.checkout,
      href('product', { productId: ipad.id }),
    ],
    tags: {},
  },
  {
    name: 'the information pages',
    routes: [
      path.about,
      path.career,
      path.blog,
      path.pressCoverage,
      path.privacyPolicy,
      path.termsOfService,
      path.contact,
      path.faq,
      path.findOurStore,
      path.tracking,
      ...pageSlugs.map((slug) => href('page', { slug })),
    ],
    tags: {},
  },
  {
    name: 'the sign-in pages and a missing page',
    routes: [
      path.login,
      path.signup,
      path.forgotPassword,
      `${path.resetPassword}?mode=resetPassword&oobCode=not-a-real-code`,
      '/no-such-page',
    ],
    tags: {},
  },
];

/** One line per violation and per node, so a failure says what to fix and where. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' > ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

/**
 * Runs axe once every animation that ends has ended (a panel or toast still fading in is paler
 * than it will be), and expects no WCAG 2.2 A or AA violation. On the whole page, or without the
 * header and footer (`withoutShell`), which are the same on every page and checked whole on the
 * routes of `shellChecked`: the page-wide rules (title, language, landmarks) still run.
 */
async function expectNoViolations(page: Page, where: string, { withoutShell = false } = {}) {
  await animationsEnded(page);
  // Legacy mode: axe runs in the page itself (the shop has no frames to reach), without the
  // second browser page the default opens to merge frames' results: a second a check.
  let axe = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: EXPERIMENTAL_WCAG_RULES })
    .withTags(WCAG_TAGS);
  if (withoutShell) axe = axe.exclude('#root header').exclude('#root footer');
  const { violations } = await axe.analyze();
  // Soft: a group's other routes are still checked, and every finding is listed.
  expect.soft(describeViolations(violations), `axe violations: ${where}`).toEqual([]);
}

/** Closes the open overlay with Escape and waits until it has gone. */
async function closeWithEscape(page: Page, overlay: Locator) {
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

/** Types into a search box and waits for its suggestions. */
async function showSuggestions(field: Locator, scope: Locator) {
  await field.fill('iphone');
  await expect(scope.getByRole('listbox').getByRole('option').first()).toBeVisible();
}

/** The iPad's details on its page. */
const ipadDetails = (shop: Storefront) => shop.main.getByRole('article', { name: ipad.name });

type Width = (typeof WIDTHS)[number]['name'];

/**
 * The routes whose header and footer axe checks too: one of each kind of page, at each width; the
 * others' header and footer are the same.
 */
const shellChecked = new Set<string>([
  path.home,
  path.products,
  '/laptop-desktop',
  href('product', { productId: ipad.id }),
  searchHref('laptop'),
  path.about,
  path.login,
  '/no-such-page',
]);

/**
 * In the dark colours, one route of each kind of page: the dark colours are the light ones'
 * styles under one class, so a route drawn by the same components as one checked here (another
 * listing, another markdown page, another sign-in form) has the same contrasts. The light run
 * checks every route.
 */
const checkedInDark = new Set<string>([
  path.home,
  comparison,
  '/laptop-desktop',
  path.categories,
  searchHref('laptop'),
  searchHref('iphhonnee'),
  path.wishlist,
  path.checkout,
  href('product', { productId: ipad.id }),
  path.about,
  path.contact,
  path.faq,
  path.findOurStore,
  path.tracking,
  path.login,
  path.signup,
  '/no-such-page',
]);

/** The controls whose edges are measured (`weakControlEdges`): fields, checkboxes, outlines. */
const edgesMeasured = new Set<string>([
  path.signup,
  '/laptop-desktop',
  href('product', { productId: ipad.id }),
  path.home,
]);

/**
 * What else a route's page holds, checked on that same page once the page itself has been: its
 * overlays, and what a shopper's actions put on it.
 */
const overlaysOf: Record<string, (shop: Storefront, page: Page, width: Width) => Promise<void>> = {
  [comparison]: async (shop, page) => {
    await expect(
      page.getByRole('table', { name: 'Products compared side by side' }).getByRole('row'),
    ).not.toHaveCount(0);
    await expectNoViolations(page, 'the comparison');
    await shop.main.getByRole('switch', { name: 'Show only differences' }).check();
    await expectNoViolations(page, 'the comparison, differences only');
  },
  [path.home]: async (shop, page, width) => {
    const emptyCart = await shop.openCart();
    await expect(emptyCart).toContainText('empty');
    await expectNoViolations(page, 'the empty cart drawer');
    await closeWithEscape(page, emptyCart);
    if (width === 'phone') return;

    const menu = await shop.openMenuDrawer();
    await settledOpen(menu);
    await expectNoViolations(page, 'the menu drawer');
    await closeWithEscape(page, menu);

    await shop.navTrigger('Phones').focus();
    await page.keyboard.press('Enter');
    await expect(shop.navDropdown('Phones')).toBeVisible();
    await expectNoViolations(page, 'the nav dropdown');
    await closeWithEscape(page, shop.navDropdown('Phones'));

    await showSuggestions(
      shop.header.getByRole('combobox', { name: 'Search products' }),
      shop.header,
    );
    await expectNoViolations(page, 'the search suggestions');
  },
  '/laptop-desktop': async (shop, page, width) => {
    if (width === 'desktop') return;
    const categories = await shop.openCategoryDrawer();
    await settledOpen(categories);
    await expectNoViolations(page, 'the category drawer');
    await closeWithEscape(page, categories);

    await shop.header.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Search the shop' });
    await settledOpen(search);
    await expectNoViolations(page, 'the search dialog');
    await showSuggestions(search.getByRole('combobox', { name: 'Search products' }), search);
    await expectNoViolations(page, 'the search dialog with suggestions');
    await page.keyboard.press('Escape');
    await closeWithEscape(page, search);

    await shop.main.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await settledOpen(filters);
    await expectNoViolations(page, 'the filter drawer');
  },
  [href('product', { productId: ipad.id })]: async (shop, page) => {
    await ipadDetails(shop).getByRole('button', { name: 'Work out instalments' }).click();
    await expect(ipadDetails(shop).getByRole('table', { name: 'Instalments (EMI)' })).toBeVisible();
    await expectNoViolations(page, 'the instalment calculator');

    await addToCart(ipadDetails(shop), ipad.name).click();
    const toast = shop.toast(`${ipad.name} added to your cart`);
    await expect(toast).toBeVisible();
    await expectNoViolations(page, 'a toast');
    const fullCart = await shop.openCart();
    // Opening the drawer takes the toast away (cart.spec.ts).
    await expect(toast).toBeHidden();
    await expect(fullCart.getByRole('link', { name: ipad.name })).toBeVisible();
    await expectNoViolations(page, 'the cart drawer with a product');
    await closeWithEscape(page, fullCart);

    await ipadDetails(shop)
      .getByRole('button', { name: `Save ${ipad.name} to wishlist` })
      .click();
    await expect(shop.toast(`${ipad.name} added to your wishlist`)).toBeVisible();
    await shop.wishlistLink('1 item').click();
    await expect(shop.main.getByRole('link', { name: ipad.name }).first()).toBeVisible();
    await expectNoViolations(page, 'the wishlist with a product');
  },
};

for (const colorScheme of COLOR_SCHEMES)
  for (const { name: width, viewport } of WIDTHS) {
    test.describe(`at ${viewport.width} px, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      for (const { name, routes: allRoutes, tags } of routeGroups) {
        // On the development server in the light colours: the dark ones are the same styles
        // under one class, which the build's run checks.
        const serverTags = colorScheme === 'light' ? tags : {};
        const routes =
          colorScheme === 'light'
            ? allRoutes
            : allRoutes.filter((route) => checkedInDark.has(route));
        test(`${name} (${width})`, serverTags, async ({ shop, page }, testInfo) => {
          // The project's time for the first route and the overlays a few routes open, and 15 s
          // for each other route (the development server's project allows more than the build's:
          // its first pages wait for Vite's first transforms).
          test.setTimeout(testInfo.timeout + (routes.length - 1) * 15_000);
          for (const route of routes) {
            await test.step(route, async () => {
              await shop.goto(route);
              await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
              // The colours checked are the ones the device asked for.
              expect(await page.evaluate(() => document.documentElement.className)).toMatch(
                colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
              );
              // Until the session is known the header shows a busy placeholder and the login
              // form's button is disabled (dimmed): axe would catch it halfway through brightening.
              await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
              await expectNoViolations(page, route, { withoutShell: !shellChecked.has(route) });
              if (edgesMeasured.has(route)) {
                const weak = await page.evaluate(weakControlEdges);
                expect.soft(weak, `control edges: ${route}`).toEqual([]);
              }
              await overlaysOf[route]?.(shop, page, width);
            });
          }
        });
      }

      test(`the checkout's steps (${width})`, async ({ shop, page }) => {
        await shop.goto(href('product', { productId: ipad.id }));
        await addToCart(ipadDetails(shop), ipad.name).click();
        await expect(shop.toast(`${ipad.name} added to your cart`)).toBeVisible();
        await shop.goto(path.checkout);
        const details = page.getByRole('form', { name: 'Your details' });
        // Sent empty, so the messages are checked too.
        await details.getByRole('button', { name: 'Continue' }).click();
        await expect(details.getByText('Full name is required')).toBeVisible();
        await expectNoViolations(page, 'your details, with messages', { withoutShell: true });
        await details.getByLabel('Full name').fill('Ada Lovelace');
        await details.getByLabel('Email').fill('ada@voltbay.example');
        await details.getByLabel('Phone').fill('+880 1700 000000');
        await details.getByRole('button', { name: 'Continue' }).click();
        const delivery = page.getByRole('form', { name: 'Delivery or pickup' });
        await expect(delivery.getByLabel('Street and house')).toBeVisible();
        await expectNoViolations(page, 'delivery', { withoutShell: true });
        await delivery.getByRole('radio', { name: /Pickup at a store/ }).check();
        await delivery.getByRole('radio', { name: /^Riverside/ }).check();
        await expectNoViolations(page, 'pickup', { withoutShell: true });
        await delivery.getByRole('button', { name: 'Continue' }).click();
        const payment = page.getByRole('form', { name: 'Payment' });
        await expect(payment.getByText('Pay at the store')).toBeVisible();
        await expectNoViolations(page, 'payment', { withoutShell: true });
        await payment.getByRole('button', { name: 'Continue' }).click();
        await expect(shop.main.getByRole('button', { name: 'Place order' })).toBeEnabled();
        await expectNoViolations(page, 'review', { withoutShell: true });

        // Placing, held until checked: the button saying so is at full strength (axe leaves out
        // a control marked aria-disabled), the rest of the review locked.
        let answer = () => {};
        const held = new Promise<void>((resolve) => (answer = resolve));
        await page.route(/\/orders$/, async (route) => {
          await held;
          await route.continue();
        });
        await shop.main.getByRole('button', { name: 'Place order' }).click();
        const placing = shop.main.getByRole('button', { name: 'Placing your order...' });
        await expect(placing).toHaveAttribute('aria-disabled', 'true');
        await expect(placing).toHaveCSS('opacity', '1');
        await expect(shop.main.getByRole('button', { name: 'Back' })).toBeDisabled();
        await expectNoViolations(page, 'placing', { withoutShell: true });
        answer();
        await expect(page.getByRole('heading', { level: 1, name: /^Order VB-/ })).toBeVisible();
      });

      test(`the account page (${width})`, async ({ shop, page, ada }) => {
        await createUser(ada);
        await shop.logIn(ada.email, ada.password, '/auth/login?returnTo=%2Faccount');
        await expect(page).toHaveURL('/account');
        await expect(shop.heading('Your account')).toBeVisible();
        await expectNoViolations(page, '/account');
        if (width === 'desktop') {
          await shop.accountMenu('Ada Lovelace').click();
          const menu = page.getByRole('menu');
          await expect(menu).toBeVisible();
          await expectNoViolations(page, 'the account menu');
          await closeWithEscape(page, menu);
        }
      });
    });
  }

/**
 * Every drawn edge of a control on the page with less than 3:1 contrast against what is around
 * it (WCAG 1.4.11; axe does not measure edges). Runs in the browser.
 */
function weakControlEdges() {
  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, a];
  };
  const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
    r * a + br * (1 - a),
    g * a + bg * (1 - a),
    b * a + bb * (1 - a),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  /** The colour behind an element: its parents' backgrounds, laid over white. */
  const backdrop = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      layers.push(parse(getComputedStyle(node).backgroundColor));
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const controls = document.querySelectorAll(
    'input:not([type=hidden]), select, textarea, button, a, [data-part=control]',
  );
  return [...controls].flatMap((control) => {
    const style = getComputedStyle(control);
    const box = control.getBoundingClientRect();
    const edge = parse(style.borderTopColor);
    if (parseFloat(style.borderTopWidth) === 0 || edge[3] === 0 || box.width === 0) return [];
    if (style.visibility === 'hidden' || style.borderTopStyle === 'none') return [];
    const behind = backdrop(control);
    const ratio = contrast(over(edge, behind), behind);
    const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30);
    return ratio < 3 ? [`${control.tagName.toLowerCase()} "${name}": ${ratio.toFixed(2)}:1`] : [];
  });
}
