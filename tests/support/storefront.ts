import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until `dialog` is open and has finished sliding in (its boxes are final then). */
export async function settledOpen(dialog: Locator) {
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await expect
    .poll(() =>
      dialog.evaluate((element) =>
        element.getAnimations().every((animation) => animation.playState === 'finished'),
      ),
    )
    .toBe(true);
}

/**
 * Resolves once the page has drawn two frames from now: an update React scheduled for an event
 * already handled (a pointer move renders in a task of its own) is on the page by then.
 */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** The products this browser keeps as recently viewed, newest first (`voltbay.recentlyViewed`). */
export const recentlyViewedIds = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('voltbay.recentlyViewed') ?? '{"data":[]}') as {
        data: { productId: string }[];
      }
    ).data.map((view) => view.productId),
  );

/**
 * Waits until the product page on show is kept as recently viewed: once the page has started and
 * loaded the section's code, so a test that opens the next product at once loses no visit.
 */
export async function expectViewKept(page: Page, productId: string) {
  await expect.poll(() => recentlyViewedIds(page)).toContain(productId);
}

/** The parts of the storefront every page shares. */
/**
 * The header's cart button once the count shows: 'Cart(n)' over 'Add items' on a desktop,
 * 'n items in your cart' on a phone (the icon and the count: the name starts with what shows).
 */
export const countedCartName = cartName('\\d+');

/** The header's cart button's name once it shows `count`. */
export const cartNameWithCount = (count: number) => cartName(String(count));

function cartName(count: string) {
  return new RegExp(`^Cart\\(${count}\\)|^${count} items? in your cart$`);
}

export class Storefront {
  readonly header: Locator;
  readonly footer: Locator;
  readonly main: Locator;
  readonly signInLink: Locator;
  /** Where the toasts show; there once the first toast is asked for or the shopper first acts. */
  readonly notifications: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.main = page.getByRole('main');
    this.signInLink = this.header.getByRole('link', { name: 'Register or Login' });
    this.notifications = page.getByRole('region', { name: /^Notifications/ });
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  heading(name: string) {
    return this.main.getByRole('heading', { level: 1, name });
  }

  /** The signed-in shopper's name in the header, which opens the account menu. */
  accountMenu(name: string) {
    return this.header.getByRole('button', { name: `Account menu for ${name}` });
  }

  /** A toast with exactly this text. */
  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  /**
   * Resolves once the toasts' code, fetched when the page is idle after it has started, has
   * arrived with every module it imports: a toast can then show without a network. The toasts'
   * container itself is drawn only when the shopper first acts or a toast is asked for.
   */
  async toastCodeLoaded() {
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const arrived = new Set(performance.getEntriesByType('resource').map(({ name }) => name));
          // What the build's loader preloads beside a chunk (on the development server, none).
          const preloaded = [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
          ].map(({ href }) => href);
          return (
            [...arrived].some((name) => /\/toaster[-.]/.test(name)) &&
            preloaded.every((href) => arrived.has(href))
          );
        }),
      )
      .toBe(true);
  }

  /**
   * Resolves once every toast already asked for is on the page: their code has loaded and the
   * page has drawn since. Wait for this before expecting a toast's absence.
   */
  async noticesShown() {
    // The toasts' container mounts when the first toast is asked for or when the shopper first
    // acts on the page once it has started: a press of Shift, which changes nothing, stands for
    // that act, so the container comes even when no toast was asked for. Pressed again until
    // the container is there: a press before the page has started wakes nothing.
    await expect(async () => {
      await this.page.keyboard.press('Shift');
      await expect(this.notifications).toBeAttached({ timeout: 1000 });
    }).toPass();
    await afterTwoFrames(this.page);
  }

  /** The message a form shows about a failed attempt. */
  get formAlert() {
    return this.main.getByRole('alert');
  }

  /**
   * The header's cart button (the phone header's or the desktop one, whichever shows), also
   * while the open drawer hides the page from assistive technology.
   */
  get cartButton() {
    return this.headerButton(countedCartName);
  }

  /** The header's wishlist link (the phone header's or the desktop one), by its count: '1 item'. */
  wishlistLink(count: string) {
    return this.header
      .getByRole('link', { name: `${count} in your wishlist`, exact: true })
      .filter({ visible: true });
  }

  /**
   * A button of the header that shows (the phone's or the desktop one), found also while an open
   * drawer or dialog hides the page from assistive technology.
   */
  headerButton(name: string | RegExp) {
    return this.page
      .getByRole('banner', { includeHidden: true })
      .getByRole('button', { name, exact: typeof name === 'string', includeHidden: true })
      .filter({ visible: true });
  }

  /** Expects the desktop header to count `count` items in the cart: 'Cart(n)'. */
  async expectCartCount(count: number) {
    await expect(this.cartButton).toContainText(`Cart(${count})`);
  }

  /** The cart's drawer, which the header's cart button opens. */
  get cartDrawer() {
    return this.page.getByRole('dialog', { name: 'Cart' });
  }

  async openCart() {
    await this.cartButton.click();
    const drawer = this.cartDrawer;
    await expect(drawer).toBeVisible();
    await settledOpen(drawer);
    return drawer;
  }

  async openMenuDrawer() {
    await this.header.getByRole('button', { name: 'Menu', exact: true }).click();
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  /** The phone header's hamburger drawer of categories. */
  async openCategoryDrawer() {
    await this.header.getByRole('button', { name: 'Browse categories' }).click();
    return this.page.getByRole('dialog', { name: 'Categories' });
  }

  /** A category's button in the desktop nav bar. */
  navTrigger(category: string) {
    return this.header
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: category, exact: true });
  }

  /** The dropdown of brands a nav bar button controls. */
  navDropdown(category: string) {
    return this.header
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: category, exact: true }) })
      .locator('[id^="nav-"]');
  }

  /**
   * Makes the page a returning shopper's: a browser where Firebase last reported a session
   * (src/services/firebase/kept-session.ts), so the shop starts Firebase once idle, where a first
   * visit's shows signed out without it. Firebase's own report replaces the record.
   */
  async keptSessionRecord() {
    await this.page.addInitScript(() => {
      if (localStorage.getItem('voltbay.session') === null) {
        localStorage.setItem('voltbay.session', 'signed-in');
      }
    });
  }

  /** Fills in and sends the login form of the page at `path` (the login page by default). */
  async logIn(email: string, password: string, path = '/auth/login') {
    await this.goto(path);
    const form = this.main.getByRole('form', { name: 'Log in with e-mail' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Password' }).fill(password);
    await form.getByRole('button', { name: 'Log in' }).click();
  }

  /** Fills in and sends the signup form, terms accepted. */
  async signUp(user: { firstName: string; lastName: string; email: string; password: string }) {
    await this.goto('/auth/signup');
    const form = this.main.getByRole('form', { name: 'Sign up with e-mail' });
    await form.getByLabel('First name').fill(user.firstName);
    await form.getByLabel('Last name').fill(user.lastName);
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    // The box is drawn over the hidden input, as in any custom checkbox: click what is seen.
    await form.locator('label', { hasText: 'I accept' }).click({ position: { x: 8, y: 8 } });
    await expect(form.getByRole('checkbox', { name: /I accept/ })).toBeChecked();
    await form.getByRole('button', { name: 'Sign up' }).click();
  }
}
