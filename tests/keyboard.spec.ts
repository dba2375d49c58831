import type { Locator, Page } from '@playwright/test';
import { addToCart, plus, minus, quantityField, row } from './support/cart.ts';
import { placedOrderUrl, step } from './support/checkout.ts';
import { settledOpen, type Storefront } from './support/storefront.ts';
import { expect, onDevServer, test } from './support/test.ts';

// A shopper with a keyboard and nothing else: Tab, Shift+Tab, Enter, Space, Escape and
// the arrow keys, from the header to the checkout. No clicks, and no focus put anywhere by script:
// where a test needs to be, it tabs there.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };
const dvdWriter = { id: 'vb-0055', name: 'LG 24X Internal DVD Writer' };

/** What has focus, for a failure's message: its role or tag and its name or text. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${name.trim().slice(0, 40)}"`;
  });

/**
 * Presses `key` (Tab by default; Shift+Tab to go back) until `target` has focus, at most
 * `maxPresses` times, and fails naming each stop on the way when it is not reached: the keyboard's
 * way to get somewhere. Nothing is pressed when `target` has focus already.
 */
async function tabTo(page: Page, target: Locator, maxPresses: number, key = 'Tab') {
  // What the shopper tabs to is on the page first: on the dev server a page's code arrives late.
  await expect(target).toBeVisible();
  const focused = target.and(page.locator(':focus'));
  const stops: string[] = [];
  for (let press = 0; press < maxPresses && (await focused.count()) === 0; press++) {
    await page.keyboard.press(key);
    stops.push(await describeFocus(page));
  }
  expect(await focused.count(), `${key} ×${stops.length} went: ${stops.join(' → ')}`).toBe(1);
  await expectVisibleFocus(target);
}

/** Presses `key` and expects focus on `target` then. */
async function pressFocusing(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** Expects focus on `element` to show: a focus ring (an outline or a ring drawn as a shadow). */
async function expectVisibleFocus(element: Locator) {
  const ring = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      focusVisible: node.matches(':focus-visible'),
      shown: outline || style.boxShadow !== 'none',
    };
  });
  expect(ring, 'focus shows on the focused control').toEqual({ focusVisible: true, shown: true });
}

/**
 * Expects focus to stay inside the open `dialog` however far the shopper tabs, both ways: from
 * where it is, Tab comes round to it again past the last control, and Shift+Tab past the first.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, maxStops = 30) {
  const start = await page.evaluateHandle(() => document.activeElement);
  for (const key of ['Tab', 'Shift+Tab']) {
    const stops: string[] = [];
    for (let press = 1; press <= maxStops; press++) {
      await page.keyboard.press(key);
      stops.push(await describeFocus(page));
      const where = await dialog.evaluate(
        (element, first) => ({
          inside: element.contains(document.activeElement),
          back: document.activeElement === first,
        }),
        start,
      );
      expect(where.inside, `${key} left the dialog: ${stops.join(' → ')}`).toBe(true);
      if (where.back) break;
      expect(press, `${key} never came round: ${stops.join(' → ')}`).toBeLessThan(maxStops);
    }
    // More than one stop: the way round crossed the wrap from one end of the dialog to the other.
    expect(stops.length, `${key} came round through other controls`).toBeGreaterThan(1);
  }
}

/** Expects `dialog` to have opened with focus inside it. */
async function expectOpenWithFocus(dialog: Locator) {
  await settledOpen(dialog);
  await expect(dialog.locator(':focus')).toHaveCount(1);
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header in order, the skip link, and a nav dropdown by arrows and Escape', async ({
    shop,
    page,
  }) => {
    await shop.goto('/');
    // The account's place holds a placeholder until the session is known, and the dark mode
    // switch's place is empty until its code has come.
    await expect(shop.signInLink).toBeVisible();
    await expect(shop.headerButton('Dark mode')).toBeVisible();

    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await tabTo(page, skipLink, 1);
    await expect(skipLink).toBeInViewport();
    // Each next stop is one Tab on: the header's order as the shopper meets it.
    for (const control of [
      shop.header.getByRole('link', { name: 'Voltbay home' }),
      shop.header.getByRole('combobox', { name: 'Search products' }),
      shop.header.getByRole('button', { name: 'Search', exact: true }),
      shop.header.getByRole('link', { name: 'Offers' }),
      shop.wishlistLink('0 items'),
      shop.cartButton,
      shop.signInLink,
      shop.headerButton('Dark mode'),
      shop.headerButton('Menu'),
      shop.navTrigger('Phones'),
    ]) {
      await tabTo(page, control, 1);
    }

    const trigger = shop.navTrigger('Phones');
    const dropdown = shop.navDropdown('Phones');
    const brand = (name: string) => dropdown.getByRole('link', { name });
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await pressFocusing(page, 'ArrowDown', brand('All Phones & Tablets'));
    await pressFocusing(page, 'ArrowDown', brand('Amazon'));
    await pressFocusing(page, 'ArrowUp', brand('All Phones & Tablets'));
    await pressFocusing(page, 'Escape', trigger);
    await expect(dropdown).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Back up to the skip link, which takes the shopper past the header and the nav bar.
    await tabTo(page, skipLink, 12, 'Shift+Tab');
    await pressFocusing(page, 'Enter', shop.main);
    await page.keyboard.press('Tab');
    await expect(shop.main.locator(':focus')).toHaveCount(1);
  });

  test(
    "a link followed puts focus on the new page's heading, from a drawer too; a filter leaves it",
    onDevServer,
    async ({ shop, page }) => {
      await shop.goto('/');
      const pageHeading = shop.main.getByRole('heading', { level: 1 });

      // A nav dropdown's link: the listing's heading has focus, and Tab goes on into the listing.
      await tabTo(page, shop.navTrigger('Phones'), 12);
      await page.keyboard.press('Enter');
      await pressFocusing(
        page,
        'ArrowDown',
        shop.navDropdown('Phones').getByRole('link', { name: 'All Phones & Tablets' }),
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/phone-tablets');
      await expect(pageHeading).toHaveText('Phones & Tablets');
      await expect(pageHeading).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(shop.main.locator(':focus')).toHaveCount(1);

      // A filter only changes the query: focus stays on the box the shopper ticked.
      const apple = shop.main.getByRole('checkbox', { name: /^Apple/ });
      await tabTo(page, apple, 20);
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/brand=apple/);
      await expect(apple).toBeChecked();
      await expect(apple).toBeFocused();

      // A link in the menu drawer: the drawer closes and the new page's heading has focus, not the
      // Menu button behind the drawer nor the page's body.
      await tabTo(page, shop.headerButton('Menu'), 30, 'Shift+Tab');
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expectOpenWithFocus(drawer);
      await tabTo(page, drawer.getByRole('link', { name: 'About' }), 6);
      await page.keyboard.press('Enter');
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL('/about');
      await expect(pageHeading).toBeVisible();
      await expect(pageHeading).toBeFocused();
    },
  );

  test('the hero pauses from the keyboard; the tabs follow the arrow keys', async ({
    shop,
    page,
  }) => {
    await shop.goto('/');
    const pause = page.getByRole('button', { name: 'Pause the slideshow' });
    await tabTo(page, pause, 40);
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: 'Play the slideshow' });
    await expect(play).toBeFocused();
    await pressFocusing(page, 'Space', pause);

    const tab = (name: string) => page.getByRole('tab', { name });
    const panel = page.getByRole('tabpanel');
    const firstCard = panel.getByRole('heading', { level: 3 }).first();
    await tabTo(page, tab('For Students'), 10);
    const studentsFirst = await firstCard.textContent();
    await pressFocusing(page, 'ArrowRight', tab('For Gamers'));
    await expect(tab('For Gamers')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('For Students')).toHaveAttribute('aria-selected', 'false');
    await expect(panel).toHaveAttribute(
      'aria-labelledby',
      (await tab('For Gamers').getAttribute('id')) ?? '',
    );
    await expect(firstCard).not.toHaveText(studentsFirst ?? '');
    await pressFocusing(page, 'ArrowLeft', tab('For Students'));
    await expect(firstCard).toHaveText(studentsFirst ?? '');
    // Past the first tab, Left wraps to the last; Home comes back.
    await page.keyboard.press('ArrowLeft');
    const last = page.getByRole('tab').last();
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await pressFocusing(page, 'Home', tab('For Students'));
    // One Tab stop for the tab list: the next is the panel.
    await pressFocusing(page, 'Tab', panel);
  });

  test('a product by the stepper into the cart, the lines changed and removed, on to checkout', async ({
    shop,
    page,
  }) => {
    await shop.goto(`/products/${ipad.id}`);
    const details = page.getByRole('article', { name: ipad.name });
    const field = quantityField(details, ipad.name);
    await tabTo(page, plus(details, ipad.name), 80);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(field).toHaveValue('3');
    await tabTo(page, minus(details, ipad.name), 2, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('2');
    // Typed into the field, and set with Enter.
    await tabTo(page, field, 1);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('4');
    await tabTo(page, addToCart(details, ipad.name), 5);
    await page.keyboard.press('Enter');
    await expect(shop.toast(`4 × ${ipad.name} added to your cart`)).toBeVisible();
    await shop.expectCartCount(4);

    await shop.goto(`/products/${dvdWriter.id}`);
    await tabTo(page, addToCart(page, dvdWriter.name), 80);
    await page.keyboard.press('Enter');
    await shop.expectCartCount(5);

    // Back up to the header's cart.
    await tabTo(page, shop.cartButton, 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expectOpenWithFocus(drawer);

    const dvdRow = row(drawer, dvdWriter.name);
    const ipadRow = row(drawer, ipad.name);
    await tabTo(page, plus(dvdRow, dvdWriter.name), 20);
    await page.keyboard.press('Enter');
    await expect(quantityField(dvdRow, dvdWriter.name)).toHaveValue('2');
    await expect(dvdRow).toContainText('$39.98');
    // Down to 1, where minus can go no further: the quantity takes the focus, not the page.
    await tabTo(page, minus(dvdRow, dvdWriter.name), 2, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(quantityField(dvdRow, dvdWriter.name)).toHaveValue('1');
    await expect(minus(dvdRow, dvdWriter.name)).toBeDisabled();
    await expect(quantityField(dvdRow, dvdWriter.name)).toBeFocused();

    await tabTo(page, ipadRow.getByRole('button', { name: `Remove ${ipad.name} from cart` }), 20);
    await page.keyboard.press('Enter');
    await expect(ipadRow).toHaveCount(0);
    // The next line's remove button takes the focus, not the page behind the drawer.
    await expect(
      dvdRow.getByRole('button', { name: `Remove ${dvdWriter.name} from cart` }),
    ).toBeFocused();
    await shop.expectCartCount(1);

    await tabTo(page, drawer.getByRole('link', { name: 'Checkout' }), 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(drawer).toBeHidden();
    await expect(shop.heading('Checkout')).toBeVisible();

    // The last line removed on the checkout page: focus goes to the empty cart's link.
    const checkoutRow = row(shop.main, dvdWriter.name);
    await tabTo(
      page,
      checkoutRow.getByRole('button', { name: `Remove ${dvdWriter.name} from cart` }),
      60,
    );
    await page.keyboard.press('Enter');
    await expect(checkoutRow).toHaveCount(0);
    await expect(shop.main.getByRole('link', { name: 'Browse products' })).toBeFocused();
  });

  test('the checkout, from the details to a placed order, by keyboard alone', async ({
    shop,
    page,
    newEmail,
  }) => {
    await shop.goto(`/products/${ipad.id}`);
    await tabTo(page, addToCart(page.getByRole('article', { name: ipad.name }), ipad.name), 60);
    await page.keyboard.press('Enter');
    await shop.expectCartCount(1);
    await shop.goto('/checkout');

    const contact = page.getByRole('form', { name: 'Your details' });
    await tabTo(page, contact.getByLabel('Full name'), 40);
    await page.keyboard.type('Ada Lovelace');
    await pressFocusing(page, 'Tab', contact.getByLabel('Email'));
    await page.keyboard.type(newEmail('keys'));
    await pressFocusing(page, 'Tab', contact.getByLabel('Phone'));
    await page.keyboard.type('+880 1700 000000');
    await tabTo(page, contact.getByRole('button', { name: 'Continue' }), 3);
    await page.keyboard.press('Enter');

    await expect(step(page, 'Delivery or pickup')).toBeFocused();
    const delivery = page.getByRole('form', { name: 'Delivery or pickup' });
    // Radio buttons: Tab reaches the group's chosen one, the arrow keys choose another.
    await tabTo(page, delivery.getByRole('radio', { name: /^Delivery to an address/ }), 5);
    const pickup = delivery.getByRole('radio', { name: /^Pickup at a store/ });
    await pressFocusing(page, 'ArrowDown', pickup);
    await expect(pickup).toBeChecked();
    // No store chosen yet: Tab reaches the first that has the iPad (not Circuit Square, in the
    // QA seed), Space chooses it.
    const firstStore = delivery
      .getByRole('group', { name: 'Pickup store' })
      .getByRole('radio', { disabled: false })
      .first();
    await tabTo(page, firstStore, 3);
    await page.keyboard.press('Space');
    await expect(firstStore).toBeChecked();
    await tabTo(page, delivery.getByRole('button', { name: 'Continue' }), 6);
    await page.keyboard.press('Enter');

    await expect(step(page, 'Payment')).toBeFocused();
    await tabTo(page, shop.main.getByRole('button', { name: 'Continue' }), 6);
    await page.keyboard.press('Enter');

    await expect(step(page, 'Review and place order')).toBeFocused();
    const place = shop.main.getByRole('button', { name: 'Place order' });
    await expect(place).toBeEnabled();
    await tabTo(page, place, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(placedOrderUrl);
  });
});

interface Overlay {
  name: string;
  viewport: { width: number; height: number };
  path: string;
  trigger: (shop: Storefront) => Locator;
  /** Tab presses from the top of the page that reach the trigger. */
  reach: number;
}

const overlays: Overlay[] = [
  { name: 'Cart', viewport: DESKTOP, path: '/', trigger: (shop) => shop.cartButton, reach: 8 },
  {
    name: 'Menu',
    viewport: DESKTOP,
    path: '/',
    trigger: (shop) => shop.headerButton('Menu'),
    reach: 10,
  },
  {
    name: 'Categories',
    viewport: PHONE,
    path: '/laptop-desktop',
    trigger: (shop) => shop.headerButton('Browse categories'),
    reach: 3,
  },
  {
    name: 'Filters',
    viewport: PHONE,
    path: '/laptop-desktop',
    trigger: (shop) => shop.main.getByRole('button', { name: 'Filters' }),
    reach: 20,
  },
  {
    name: 'Search the shop',
    viewport: PHONE,
    path: '/laptop-desktop',
    trigger: (shop) => shop.headerButton('Search'),
    reach: 6,
  },
];

for (const { name, viewport, path, trigger, reach } of overlays) {
  test(`the ${name} panel at ${viewport.width} px: opened by Enter, focus kept inside, Escape gives it back`, async ({
    shop,
    page,
  }) => {
    await page.setViewportSize(viewport);
    await shop.goto(path);
    const button = trigger(shop);
    await tabTo(page, button, reach);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expectOpenWithFocus(dialog);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expectVisibleFocus(button);
  });
}

test('signing up and logging in with the keyboard alone', async ({ shop, page, newEmail }) => {
  const shopper = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: newEmail('grace'),
    password: 'Compiler-1952',
  };
  await shop.goto('/auth/signup');
  const signup = shop.main.getByRole('form', { name: 'Sign up with e-mail' });
  const typeInto = async (field: Locator, text: string, reach = 1) => {
    await tabTo(page, field, reach);
    await page.keyboard.type(text);
    await expect(field).toHaveValue(text);
  };
  await typeInto(signup.getByRole('textbox', { name: 'First name' }), shopper.firstName, 30);
  await typeInto(signup.getByRole('textbox', { name: 'Last name' }), shopper.lastName);
  await typeInto(signup.getByRole('textbox', { name: 'Email' }), shopper.email);
  await typeInto(signup.getByLabel(/^Password/), shopper.password);
  const terms = signup.getByRole('checkbox', { name: /I accept/ });
  await tabTo(page, terms, 4);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, signup.getByRole('button', { name: 'Sign up' }), 4);
  await page.keyboard.press('Enter');
  await expect(shop.toast('Sign up successful!')).toBeVisible();
  await expect(page).toHaveURL('/');
  // The home page has replaced the form (on the dev server its first render comes well after the
  // address changed): keys pressed before then would walk the old form.
  await expect(shop.heading('Voltbay electronics shop')).toBeVisible();
  const accountMenu = shop.accountMenu('Grace Hopper');
  await expect(accountMenu).toBeVisible();

  // Log Out from the account menu, back up in the header: the new page starts at its content.
  await tabTo(page, accountMenu, 20, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const logOut = page.getByRole('menuitem', { name: 'Log Out' });
  await expect(logOut).toBeVisible();
  // The open menu takes the focus a moment after it shows: a key pressed before goes elsewhere.
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('End');
  await expect(logOut).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(shop.signInLink).toBeVisible();

  await shop.goto('/auth/login');
  const login = shop.main.getByRole('form', { name: 'Log in with e-mail' });
  await typeInto(login.getByRole('textbox', { name: 'Email' }), shopper.email, 30);
  await typeInto(login.getByLabel(/^Password/), shopper.password);
  // Enter in a field sends the form.
  await page.keyboard.press('Enter');
  await expect(accountMenu).toBeVisible();
  await expect(page).toHaveURL('/');
});
