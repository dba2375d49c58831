import type { Locator, Page } from '@playwright/test';
import { href, path, searchHref } from '#src/routing/paths.ts';
import { pageSlugs } from '#src/content/pages/index.ts';
import { BEHIND_OVERLAY_RULES, COLOUR_RULES, expectAccessible } from './support/axe.ts';
import { addToCart } from './support/cart.ts';
import { settledOpen, type Storefront } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// axe-core with the WCAG 2.2 A and AA rules finds nothing on any route or open overlay, on a
// desktop and on a phone, in the light colours and (one route of each kind) the dark ones. One
// page load per route and width: a route's overlays, the edges of its controls and its dark
// colours are checked on that same page (the device's setting switched, which the page follows),
// and a group of routes shares one tab.

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };
/** A tablet beside a laptop: rows that differ, and rows that do not apply to one of them. */
const comparison = `${path.compare}?ids=${ipad.id},vb-0027`;

/**
 * Every route, in groups whose routes are opened one after the other in one page: the browser
 * keeps the shop's code from one to the next, where a fresh page would fetch and compile it again
 * (most of a route's time on a 2-core machine). A group's product page, which fills the cart and
 * the wishlist, comes after the empty wishlist and checkout. The home page and the comparison,
 * whose overlays take longest, are groups of their own, so the two workers share the load.
 */
const routeGroups = [
  { name: 'the home page', routes: [path.home] },
  { name: 'the comparison', routes: [comparison] },
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
  },
];

/**
 * Switches the device's colour setting, which the page follows (src/services/color-scheme.ts),
 * with the colours' transitions off while every element's style is worked out: a part off screen
 * (`content-visibility: auto`) holds a transition until it is drawn again, so axe would read the
 * colour it had before the switch there. What is checked is where the colours end, as on a page
 * loaded in them.
 */
async function showColours(page: Page, colorScheme: 'light' | 'dark') {
  await page.evaluate(() => {
    const instant = new CSSStyleSheet();
    instant.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, instant];
  });
  await page.emulateMedia({ colorScheme });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.className))
    .toMatch(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await page.evaluate(() => {
    // Styles of a part off screen are worked out when asked for: asked now, with no transition.
    for (const element of document.querySelectorAll('*')) void getComputedStyle(element).color;
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
}

/**
 * Expects no WCAG 2.2 A or AA violation on the page as it is now, and with `edges` no control edge
 * under 3:1 (`weakControlEdges`): every rule in the light colours, then, when `dark` (a route of
 * `checkedInDark`), the colour rules and the edges in the dark ones, the device's
 * setting switched and back: the dark colours are the light ones' styles under one class, on the
 * same elements. With `overlay` (an open overlay's selector) every rule is checked in it alone, and
 * on the page around it only what an overlay can break there (`BEHIND_OVERLAY_RULES`): the page
 * was checked whole, in both colours, before it opened. On the whole page, or without
 * the header and footer (`withoutShell`), which are the same on every page and checked whole on
 * `shellChecked`'s routes.
 */
async function expectNoViolations(
  page: Page,
  where: string,
  {
    withoutShell = false,
    dark = false,
    edges = false,
    overlay,
  }: { withoutShell?: boolean; dark?: boolean; edges?: boolean; overlay?: string } = {},
) {
  const checkColours = async (scheme: string, rules?: string[]) => {
    await expectAccessible(page, `${where}${scheme}`, { withoutShell, rules, include: overlay });
    if (edges) {
      const weak = await page.evaluate(weakControlEdges);
      expect.soft(weak, `control edges: ${where}${scheme}`).toEqual([]);
    }
  };
  await checkColours('');
  if (overlay) {
    await expectAccessible(page, `around ${where}`, { rules: BEHIND_OVERLAY_RULES });
  }
  if (!dark) return;
  await showColours(page, 'dark');
  await checkColours(' (dark)', COLOUR_RULES);
  await showColours(page, 'light');
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
 * Checks the page as it is now, as its route is checked (`expectNoViolations`); within `overlay`,
 * a selector of what the shopper opened, when given.
 */
type Check = (where: string, overlay?: string) => Promise<void>;

/** The open drawer or dialog (one at a time). */
const OPEN_DIALOG = '[role="dialog"]';

/**
 * What else a route's page holds, checked on that same page once the page itself has been: its
 * overlays, and what a shopper's actions put on it.
 */
const overlaysOf: Record<
  string,
  (shop: Storefront, page: Page, width: Width, check: Check) => Promise<void>
> = {
  [comparison]: async (shop, page, _width, check) => {
    await expect(
      page.getByRole('table', { name: 'Products compared side by side' }).getByRole('row'),
    ).not.toHaveCount(0);
    await check('the comparison');
    await shop.main.getByRole('switch', { name: 'Show only differences' }).check();
    await check('the comparison, differences only');
  },
  [path.home]: async (shop, page, width, check) => {
    const emptyCart = await shop.openCart();
    await expect(emptyCart).toContainText('empty');
    await check('the empty cart drawer', OPEN_DIALOG);
    await closeWithEscape(page, emptyCart);
    if (width === 'phone') return;

    const menu = await shop.openMenuDrawer();
    await settledOpen(menu);
    await check('the menu drawer', OPEN_DIALOG);
    await closeWithEscape(page, menu);

    await shop.navTrigger('Phones').focus();
    await page.keyboard.press('Enter');
    await expect(shop.navDropdown('Phones')).toBeVisible();
    await check('the nav dropdown', '#root header nav');
    await closeWithEscape(page, shop.navDropdown('Phones'));

    await showSuggestions(
      shop.header.getByRole('combobox', { name: 'Search products' }),
      shop.header,
    );
    await check('the search suggestions', '#root header [role="listbox"]');
  },
  '/laptop-desktop': async (shop, page, width, check) => {
    if (width === 'desktop') return;
    const categories = await shop.openCategoryDrawer();
    await settledOpen(categories);
    await check('the category drawer', OPEN_DIALOG);
    await closeWithEscape(page, categories);

    await shop.header.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Search the shop' });
    await settledOpen(search);
    await check('the search dialog', OPEN_DIALOG);
    await showSuggestions(search.getByRole('combobox', { name: 'Search products' }), search);
    await check('the search dialog with suggestions', OPEN_DIALOG);
    await page.keyboard.press('Escape');
    await closeWithEscape(page, search);

    await shop.main.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await settledOpen(filters);
    await check('the filter drawer', OPEN_DIALOG);
  },
  [href('product', { productId: ipad.id })]: async (shop, page, _width, check) => {
    await ipadDetails(shop).getByRole('button', { name: 'Work out instalments' }).click();
    await expect(ipadDetails(shop).getByRole('table', { name: 'Instalments (EMI)' })).toBeVisible();
    await check('the instalment calculator', 'main article');

    await addToCart(ipadDetails(shop), ipad.name).click();
    const toast = shop.toast(`${ipad.name} added to your cart`);
    await expect(toast).toBeVisible();
    await check('a toast', '[role="region"][aria-label^="Notifications"]');
    const fullCart = await shop.openCart();
    // Opening the drawer takes the toast away (cart.spec.ts).
    await expect(toast).toBeHidden();
    await expect(fullCart.getByRole('link', { name: ipad.name })).toBeVisible();
    await check('the cart drawer with a product', OPEN_DIALOG);
    await closeWithEscape(page, fullCart);

    await ipadDetails(shop)
      .getByRole('button', { name: `Save ${ipad.name} to wishlist` })
      .click();
    await expect(shop.toast(`${ipad.name} added to your wishlist`)).toBeVisible();
    await shop.wishlistLink('1 item').click();
    await expect(shop.main.getByRole('link', { name: ipad.name }).first()).toBeVisible();
    await check('the wishlist with a product');
  },
};

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, colorScheme: 'light' });

    for (const { name, routes } of routeGroups) {
      test(`${name} (${width})`, async ({ shop, page }, testInfo) => {
        // An upper bound, not a wait: twice the project's time for the first route and the
        // overlays a few routes open, and 30 s for each other route, the light and the dark
        // colours checked (on a busy machine the home page's light and dark checks took over 60 s).
        test.setTimeout((testInfo.timeout + (routes.length - 1) * 15_000) * 2);
        for (const route of routes) {
          await test.step(route, async () => {
            await shop.goto(route);
            await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
            // Until the session is known the header shows a busy placeholder and the login
            // form's button is disabled (dimmed): axe would catch it halfway through brightening.
            await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
            const dark = checkedInDark.has(route);
            await expectNoViolations(page, route, {
              withoutShell: !shellChecked.has(route),
              dark,
              edges: edgesMeasured.has(route),
            });
            await overlaysOf[route]?.(shop, page, width, (where, overlay) =>
              expectNoViolations(page, where, { dark, overlay }),
            );
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
      await expectNoViolations(page, 'your details, with messages', {
        withoutShell: true,
        dark: true,
      });
      await details.getByLabel('Full name').fill('Ada Lovelace');
      await details.getByLabel('Email').fill('ada@voltbay.example');
      await details.getByLabel('Phone').fill('+880 1700 000000');
      await details.getByRole('button', { name: 'Continue' }).click();
      const delivery = page.getByRole('form', { name: 'Delivery or pickup' });
      await expect(delivery.getByLabel('Street and house')).toBeVisible();
      await expectNoViolations(page, 'delivery', { withoutShell: true, dark: true });
      await delivery.getByRole('radio', { name: /Pickup at a store/ }).check();
      await delivery.getByRole('radio', { name: /^Riverside/ }).check();
      await expectNoViolations(page, 'pickup', { withoutShell: true, dark: true });
      await delivery.getByRole('button', { name: 'Continue' }).click();
      const payment = page.getByRole('form', { name: 'Payment' });
      await expect(payment.getByText('Pay at the store')).toBeVisible();
      await expectNoViolations(page, 'payment', { withoutShell: true, dark: true });
      await payment.getByRole('button', { name: 'Continue' }).click();
      await expect(shop.main.getByRole('button', { name: 'Place order' })).toBeEnabled();
      await expectNoViolations(page, 'review', { withoutShell: true, dark: true });

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
      await expectNoViolations(page, 'placing', { withoutShell: true, dark: true });
      answer();
      await expect(page.getByRole('heading', { level: 1, name: /^Order VB-/ })).toBeVisible();
    });

    test.describe('signed in', () => {
      test.use({ signedInAs: 'shopper' });

      test(`the account page (${width})`, async ({ shop, page }) => {
        await shop.goto(path.account);
        // The page itself, not its loading state (which has the same heading).
        await expect(shop.main.getByRole('table', { name: 'Your details' })).toBeVisible();
        await expectNoViolations(page, '/account', { dark: true });
        if (width === 'desktop') {
          await shop.accountMenu('Ada Lovelace').click();
          const menu = page.getByRole('menu');
          await expect(menu).toBeVisible();
          await expectNoViolations(page, 'the account menu', { dark: true });
          await closeWithEscape(page, menu);
        }
      });
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
