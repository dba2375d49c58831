import type { Locator, Page } from '@playwright/test';
import {
  addToCart,
  CART_KEY,
  expectTotals,
  minus,
  plus,
  quantityField,
  row,
} from './support/cart.ts';
import { Storefront } from './support/storefront.ts';
import { expect, onDevServer, test } from './support/test.ts';

// The cart on the production build (docs/decisions/0006-cart-rules.md,
// docs/decisions/0012-prices-and-delivery.md).

const dvdWriter = { id: 'vb-0055', name: 'LG 24X Internal DVD Writer' }; // $19.99, 24 in stock
const flipPhone = { id: 'vb-0010', name: 'Samsung Galaxy Z Flip6 256 GB' }; // $1,099.00, 4 in stock
const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' }; // $329.00
const memory = { id: 'vb-0057', name: 'Corsair Vengeance RGB DDR5 64 GB (2 x 32 GB) 6400 MHz' };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Whether all of an element's text is shown: no line clamp, ellipsis or overflow cuts it. */
const showsWholeText = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return text.bottom <= box.bottom + 1 && text.right <= box.right + 1;
  });

/**
 * Holds back the storage events `tab` gets (other tabs' saves) until the returned function hands
 * them on: the tab then saves before another tab's save has reached it, as when two saves land
 * close together. The hold listens first (capture) and stops the app's own listener.
 */
async function holdStorageEvents(tab: Page) {
  await tab.evaluate(() => {
    const held: StorageEvent[] = [];
    const hold = (event: StorageEvent) => {
      held.push(event);
      event.stopImmediatePropagation();
    };
    window.addEventListener('storage', hold, { capture: true });
    Object.assign(window, {
      releaseStorageEvents() {
        window.removeEventListener('storage', hold, { capture: true });
        for (const event of held) window.dispatchEvent(new StorageEvent('storage', event));
        return held.length;
      },
    });
  });
  return async () => {
    // Something was held, or the test would not show a late arrival.
    expect(
      await tab.evaluate(() =>
        (window as unknown as { releaseStorageEvents: () => number }).releaseStorageEvents(),
      ),
    ).toBeGreaterThan(0);
  };
}

/** Whether a field shows its whole value (the text is no wider than the field's inside). */
const showsWholeValue = (field: Locator) =>
  field.evaluate((input) => input.scrollWidth <= input.clientWidth);

/** Whether a click at the element's centre reaches it, rather than something drawn over it. */
const isUncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && node.contains(hit);
  });

/** Expects a control a thumb can hit: at least 44 px tall and wide. */
async function expectTouchSize(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.height, 'height').toBeGreaterThanOrEqual(44);
  expect(box?.width, 'width').toBeGreaterThanOrEqual(44);
}

/** Opens the product's page and adds `quantity` of it with the stepper. */
async function addFromProductPage(page: Page, product: { id: string; name: string }, quantity = 1) {
  await page.goto(`/products/${product.id}`);
  const details = page.getByRole('article', { name: product.name });
  if (quantity > 1) {
    await quantityField(details, product.name).fill(String(quantity));
    await quantityField(details, product.name).press('Enter');
  }
  await addToCart(details, product.name).click();
}

test(
  'adds from a card and, with the chosen quantity, from the product page',
  onDevServer,
  async ({ shop, page }) => {
    await shop.goto('/component');
    await shop.expectCartCount(0);
    const card = shop.main
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: dvdWriter.name, exact: true }) });
    await addToCart(card, dvdWriter.name).click();
    await expect(shop.toast(`${dvdWriter.name} added to your cart`)).toBeVisible();
    await shop.expectCartCount(1);

    await page.goto(`/products/${ipad.id}`);
    const details = page.getByRole('article', { name: ipad.name });
    await expect(minus(details, ipad.name)).toBeDisabled();
    await plus(details, ipad.name).click();
    await plus(details, ipad.name).click();
    await expect(quantityField(details, ipad.name)).toHaveValue('3');
    await addToCart(details, ipad.name).click();
    await expect(shop.toast(`3 × ${ipad.name} added to your cart`)).toBeVisible();
    await shop.expectCartCount(4);

    const drawer = await shop.openCart();
    for (const header of ['Product', 'Quantity', 'Price', 'Action']) {
      await expect(drawer.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(quantityField(row(drawer, dvdWriter.name), dvdWriter.name)).toHaveValue('1');
    await expect(quantityField(row(drawer, ipad.name), ipad.name)).toHaveValue('3');
    await expect(row(drawer, ipad.name)).toContainText('$987.00');
    await expect(row(drawer, ipad.name).getByRole('link', { name: ipad.name })).toHaveAttribute(
      'href',
      `/products/${ipad.id}`,
    );
  },
);

test('plus and minus stop at their bounds; delivery is $50 up to $100 and free over it', async ({
  shop,
  page,
}) => {
  await addFromProductPage(page, dvdWriter);
  await addFromProductPage(page, flipPhone);
  const drawer = await shop.openCart();
  const dvdRow = row(drawer, dvdWriter.name);
  const flipRow = row(drawer, flipPhone.name);

  // Only 4 Flip6 are in stock: plus stops there, minus at 1.
  await expect(minus(flipRow, flipPhone.name)).toBeDisabled();
  for (let step = 0; step < 3; step += 1) await plus(flipRow, flipPhone.name).click();
  await expect(quantityField(flipRow, flipPhone.name)).toHaveValue('4');
  await expect(plus(flipRow, flipPhone.name)).toBeDisabled();
  await expect(flipRow).toContainText('$4,396.00');
  await flipRow.getByRole('button', { name: `Remove ${flipPhone.name} from cart` }).click();
  await expect(flipRow).toHaveCount(0);
  // Focus moves to the remaining row's remove button, not to the page behind.
  await expect(
    dvdRow.getByRole('button', { name: `Remove ${dvdWriter.name} from cart` }),
  ).toBeFocused();

  // $19.99 a piece: up to five the sub-total stays under $100 and delivery costs $50.
  await expectTotals(drawer, '$19.99', '$50.00', '$69.99');
  for (let step = 0; step < 4; step += 1) await plus(dvdRow, dvdWriter.name).click();
  await expectTotals(drawer, '$99.95', '$50.00', '$149.95');
  await plus(dvdRow, dvdWriter.name).click();
  await expectTotals(drawer, '$119.94', '$0.00', '$119.94');

  // A typed quantity is kept within 1 to 10, and the field says so; 10 is seen whole.
  await quantityField(dvdRow, dvdWriter.name).fill('9999');
  await quantityField(dvdRow, dvdWriter.name).press('Enter');
  await expect(quantityField(dvdRow, dvdWriter.name)).toHaveValue('10');
  await expect(quantityField(dvdRow, dvdWriter.name)).toHaveAccessibleDescription(
    'The most you can order is 10',
  );
  await expect(dvdRow.getByText('The most you can order is 10')).toBeVisible();
  expect(await showsWholeValue(quantityField(dvdRow, dvdWriter.name))).toBe(true);
  await expect(plus(dvdRow, dvdWriter.name)).toBeDisabled();
  await expectTotals(drawer, '$199.90', '$0.00', '$199.90');
  await shop.expectCartCount(10);
  for (let step = 0; step < 9; step += 1) await minus(dvdRow, dvdWriter.name).click();
  await expect(quantityField(dvdRow, dvdWriter.name)).toHaveValue('1');
  await expect(minus(dvdRow, dvdWriter.name)).toBeDisabled();

  await dvdRow.getByRole('button', { name: `Remove ${dvdWriter.name} from cart` }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Browse products' })).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await shop.expectCartCount(0);
});

test('the drawer keeps focus inside, Continue Shopping closes it, Checkout keeps the cart', async ({
  shop,
  page,
}) => {
  await addFromProductPage(page, ipad, 2);
  const drawer = await shop.openCart();
  // Tabbing round the drawer never leaves it.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);
  }
  await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(drawer).toBeHidden();
  await expect(shop.cartButton).toBeFocused();

  await shop.openCart();
  await page.keyboard.press('Escape');
  await expect(shop.cartButton).toBeFocused();

  await shop.cartButton.click();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(drawer).toBeHidden();
  await expect(shop.heading('Checkout')).toBeVisible();
  await expect(shop.main.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await expect(quantityField(shop.main, ipad.name)).toHaveValue('2');
  await expectTotals(shop.main, '$658.00', '$0.00', '$658.00');
  await shop.expectCartCount(2);
});

test('the cart survives a reload and stays in step with a second tab', async ({ shop, page }) => {
  await addFromProductPage(page, ipad, 2);
  await addFromProductPage(page, dvdWriter);
  await shop.expectCartCount(3);

  await page.reload();
  await shop.expectCartCount(3);
  const drawer = await shop.openCart();
  await expectTotals(drawer, '$677.99', '$0.00', '$677.99');

  const secondTab = await page.context().newPage();
  await secondTab.goto('/');
  const second = new Storefront(secondTab);
  await second.expectCartCount(3);

  // The second tab removes a line and the first raises another before either has heard of the
  // other's save: both changes hold, in both tabs, without a reload.
  const secondDrawer = await second.openCart();
  const releaseSecondTab = await holdStorageEvents(secondTab);
  await row(drawer, dvdWriter.name)
    .getByRole('button', { name: `Remove ${dvdWriter.name} from cart` })
    .click();
  await plus(row(secondDrawer, ipad.name), ipad.name).click();
  await releaseSecondTab();
  for (const [tab, tabDrawer] of [
    [shop, drawer],
    [second, secondDrawer],
  ] as const) {
    await tab.expectCartCount(3);
    await expect(quantityField(row(tabDrawer, ipad.name), ipad.name)).toHaveValue('3');
    await expect(row(tabDrawer, dvdWriter.name)).toHaveCount(0);
    await expectTotals(tabDrawer, '$987.00', '$0.00', '$987.00');
  }
});

test('two tabs adding in turn, each before it has heard of the other, end with every line', async ({
  shop,
  page,
}) => {
  const ssd = { id: 'vb-0045', name: 'Samsung 990 PRO 2 TB NVMe SSD' };
  const budgetSsd = { id: 'vb-0047', name: 'Walton WSSD 512 GB NVMe SSD' };
  const secondTab = await page.context().newPage();
  const second = new Storefront(secondTab);
  await Promise.all([shop.goto('/component'), second.goto('/component')]);
  // Both pages hydrated (the header counts the cart only then), so each click lands in its turn:
  // one before the page's code has arrived waits for it (boot.ts), and the load does not.
  await Promise.all([shop.expectCartCount(0), second.expectCartCount(0)]);
  const addButton = (tab: Storefront, product: { name: string }) =>
    addToCart(
      tab.main
        .getByRole('listitem')
        .filter({ has: tab.page.getByRole('link', { name: product.name, exact: true }) }),
      product.name,
    );

  const releaseSecondTab = await holdStorageEvents(secondTab);
  await addButton(shop, ssd).click();
  await addButton(second, dvdWriter).click();
  await addButton(shop, memory).click();
  await addButton(second, budgetSsd).click();
  await releaseSecondTab();

  for (const tab of [shop, second]) {
    await tab.expectCartCount(4);
    const drawer = await tab.openCart();
    for (const product of [ssd, dvdWriter, memory, budgetSsd]) {
      await expect(row(drawer, product.name)).toBeVisible();
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the drawer shows each line as a card: picture, whole name, stepper, price and remove, at 44 px', async ({
    shop,
    page,
  }) => {
    const products = [ipad, memory, dvdWriter];
    for (const product of products) await addFromProductPage(page, product);
    const drawer = await shop.openCart();
    await expect(drawer.getByRole('table')).toHaveCount(0);
    const lines = drawer.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    const drawerBox = await drawer.boundingBox();

    for (const product of products) {
      const line = lines.filter({
        has: page.getByRole('link', { name: product.name, exact: true }),
      });
      const name = line.getByRole('link', { name: product.name, exact: true });
      await expect(line.locator('img')).toBeVisible();
      expect((await line.locator('img').boundingBox())?.width).toBeGreaterThanOrEqual(56);
      await expect(name).toBeVisible();
      expect(await showsWholeText(name), `${product.name} shown whole`).toBe(true);
      await expect(line.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
      await expect(quantityField(line, product.name)).toHaveValue('1');
      for (const control of [
        minus(line, product.name),
        plus(line, product.name),
        line.getByRole('button', { name: `Remove ${product.name} from cart` }),
      ]) {
        await expectTouchSize(control);
      }
      // Nothing sticks out of the drawer.
      const lineBox = await line.boundingBox();
      expect((lineBox?.x ?? 0) + (lineBox?.width ?? 0)).toBeLessThanOrEqual(
        (drawerBox?.x ?? 0) + (drawerBox?.width ?? 0),
      );
    }
    await expectTouchSize(drawer.getByRole('button', { name: 'Continue Shopping' }));
    await expectTouchSize(drawer.getByRole('link', { name: 'Checkout' }));

    // A typed quantity over the stock is brought down to it, and the line says why.
    const memoryLine = lines.filter({ has: page.getByRole('link', { name: memory.name }) });
    await quantityField(memoryLine, memory.name).fill('12');
    await quantityField(memoryLine, memory.name).press('Enter');
    await expect(quantityField(memoryLine, memory.name)).toHaveValue('9');
    await expect(memoryLine.getByText('We have 9 in stock')).toBeVisible();
  });

  test("the toasts keep clear of the product's controls, and 'View cart' opens the cart", async ({
    shop,
    page,
  }) => {
    await page.goto(`/products/${ipad.id}`);
    const details = page.getByRole('article', { name: ipad.name });
    const controls = {
      "the stepper's -": minus(details, ipad.name),
      "the stepper's field": quantityField(details, ipad.name),
      "the stepper's +": plus(details, ipad.name),
      'Add to Cart': addToCart(details, ipad.name),
      'the heart': details.getByRole('button', { name: new RegExp(`${ipad.name} .*wishlist`) }),
      // And the header's, which a shopper reaches for next.
      "the header's search": shop.headerButton('Search'),
      "the header's cart": shop.cartButton,
    };
    const expectClearOfControls = async (toast: Locator) => {
      // Where it comes to rest: drawn first beyond the edge of the screen, it slides in once
      // marked mounted (a frame later).
      await expect(toast).toHaveAttribute('data-mounted');
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((motion) => motion.finished)),
      );
      const box = await toast.boundingBox();
      if (!box) throw new Error('the toast has no box');
      for (const [name, control] of Object.entries(controls)) {
        const other = await control.boundingBox();
        if (!other) throw new Error(`${name} has no box`);
        const overlaps =
          box.x < other.x + other.width &&
          other.x < box.x + box.width &&
          box.y < other.y + other.height &&
          other.y < box.y + box.height;
        expect(overlaps, `the toast covers ${name}`).toBe(false);
      }
    };

    await controls['the heart'].click();
    const saved = page
      .getByRole('status')
      .filter({ hasText: `${ipad.name} added to your wishlist` });
    await expect(saved).toBeVisible();
    await expectClearOfControls(saved);

    await controls['Add to Cart'].click();
    const added = page.getByRole('status').filter({ hasText: `${ipad.name} added to your cart` });
    await expect(added).toBeVisible();
    await expectClearOfControls(added);

    await added.getByRole('button', { name: 'View cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: ipad.name, exact: true })).toBeVisible();
    // Closed, it gives the focus to the cart button, as if that had opened it.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(shop.cartButton).toBeFocused();
  });
});

for (const [screen, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  test(`opening the drawer takes the toasts off its buttons (${screen})`, async ({
    shop,
    page,
  }) => {
    await page.setViewportSize(viewport);
    await addFromProductPage(page, dvdWriter);
    const toast = shop.toast(`${dvdWriter.name} added to your cart`);
    await expect(toast).toBeVisible();
    const drawer = await shop.openCart();
    // The drawer shows the cart itself; the toast would cover its buttons for the rest of its 4 s.
    await expect(toast).toBeHidden({ timeout: 1_500 });
    expect(await isUncovered(drawer.getByRole('button', { name: 'Continue Shopping' }))).toBe(true);
    expect(await isUncovered(drawer.getByRole('link', { name: 'Checkout' }))).toBe(true);
  });
}

/** Puts `value` under the cart's key, as an earlier visit (or something else) left it, and reloads. */
async function reloadWithStoredCart(page: Page, value: string) {
  await page.evaluate(({ key, stored }) => localStorage.setItem(key, stored), {
    key: CART_KEY,
    stored: value,
  });
  await page.reload();
}

test('corrupt or old cart data gives a working empty cart', async ({ shop, page }) => {
  await page.goto(`/products/${ipad.id}`);
  const addIpad = addToCart(page.getByRole('article'), ipad.name);
  for (const stored of [
    '{not json',
    JSON.stringify([{ _id: ipad.id, quantity: 2 }]),
    JSON.stringify({ version: 99, data: [] }),
  ]) {
    await reloadWithStoredCart(page, stored);
    await shop.expectCartCount(0);
    await addIpad.click();
    await shop.expectCartCount(1);
  }
});

test('products no longer sold are dropped from a kept cart with a notice; prices come from the catalog', async ({
  shop,
  page,
}) => {
  await shop.goto('/');
  const notice = shop.toast('2 items in your cart are no longer sold and were removed.');
  await reloadWithStoredCart(
    page,
    JSON.stringify({
      version: 1,
      data: [
        // A price in storage is ignored: the catalog's $329.00 counts.
        { productId: ipad.id, quantity: 2, price: 0.01 },
        { productId: 'vb-0023', quantity: 1 },
        { productId: 'vb-9999', quantity: 1 },
      ],
    }),
  );
  await expect(notice).toBeVisible();
  await shop.expectCartCount(2);
  const drawer = await shop.openCart();
  await expect(drawer.getByRole('row')).toHaveCount(2); // the header and the iPad
  await expectTotals(drawer, '$658.00', '$0.00', '$658.00');

  // The cleaned cart is what is kept: the next page load prices it (the checkout shows the
  // totals), which would drop the lines again had they been kept, yet no notice comes.
  await shop.goto('/checkout');
  await expectTotals(shop.main, '$658.00', '$0.00', '$658.00');
  await shop.noticesShown();
  await expect(notice).toHaveCount(0);
  await shop.expectCartCount(2);
});

test('a kept cart whose prices cannot load says so and keeps its items until Try again works', async ({
  shop,
  page,
}) => {
  await addFromProductPage(page, ipad, 2);
  let blocked = true;
  // The kept lines' products, which the cart asks the shop's server for.
  await page.route(/\/api\/products\?/, (route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  );
  // A page that asks for no product itself, so only the cart does.
  await shop.goto('/about');
  await shop.expectCartCount(2);
  const drawer = await shop.openCart();
  await expect(
    drawer.getByText(
      'We could not load the prices in your cart. Check your connection and try again.',
    ),
  ).toBeVisible();

  blocked = false;
  await drawer.getByRole('button', { name: 'Try again' }).click();
  await expectTotals(drawer, '$658.00', '$0.00', '$658.00');
  await shop.expectCartCount(2);
});
