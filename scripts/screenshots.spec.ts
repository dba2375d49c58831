import { anyAddToCart } from '../tests/support/cart.ts';
import {
  addFromProductPage,
  continueButton,
  fillContact,
  ipad,
  orderHeading,
  pickUpAt,
  placeOrderButton,
  step,
  total,
} from '../tests/support/checkout.ts';
import { createUser, makeStaff, signIn } from '../tests/support/emulator.ts';
import { collectedOrder, reportedBy, writtenReview } from '../tests/support/shop-server.ts';
import { expectViewKept, type Storefront } from '../tests/support/storefront.ts';
import { expect, test } from '../tests/support/test.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Opens `path` on a desktop once the header knows the session (a placeholder until then). */
async function openOnDesktop(shop: Storefront, path: string) {
  await shop.page.setViewportSize(DESKTOP);
  await shop.goto(path);
  await expect(shop.signInLink).toBeVisible();
}

/** Saves what the window shows, once every picture in view has loaded. */
async function picture({ page }: Storefront, name: string) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0;
            return inView && box.left < innerWidth && box.width > 0;
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

test('home, on a desktop and on a phone', async ({ shop, page }) => {
  await openOnDesktop(shop, '/');
  await picture(shop, 'home-desktop');
  await page.setViewportSize(PHONE);
  await shop.goto('/');
  await picture(shop, 'home-phone');
});

test('a listing with filters', async ({ shop }) => {
  await openOnDesktop(shop, '/laptop-desktop?brand=dell,hp&inStock=1&sort=price-asc');
  await expect(shop.main.getByRole('link', { name: /^Remove filter/ }).first()).toBeVisible();
  await picture(shop, 'listing-with-filters');
});

test('a product page, then the cart drawer', async ({ shop, page }) => {
  await openOnDesktop(shop, '/products/vb-0001');
  await picture(shop, 'product');
  await anyAddToCart(page.getByRole('article')).click();
  await shop.expectCartCount(1);
  await shop.openCart();
  await picture(shop, 'cart-drawer');
});

test('the instalment calculator, and the products viewed before', async ({ shop, page }) => {
  for (const id of ['vb-0004', 'vb-0001', 'vb-0005']) {
    await openOnDesktop(shop, `/products/${id}`);
    await expectViewKept(page, id);
  }
  const article = page.getByRole('article');
  await article.getByRole('button', { name: 'Work out instalments' }).click();
  await article.getByRole('radio', { name: '24 months · 9% a year' }).check();
  await article.getByRole('table', { name: 'Instalments (EMI)' }).scrollIntoViewIfNeeded();
  await picture(shop, 'product-instalments');
  const recentlyViewed = shop.main.getByRole('region', { name: 'Recently viewed' });
  await expect(recentlyViewed.getByRole('heading', { level: 3 })).toHaveCount(2);
  await recentlyViewed.scrollIntoViewIfNeeded();
  await picture(shop, 'recently-viewed');
});

test('a comparison', async ({ shop }) => {
  await openOnDesktop(shop, '/compare?ids=vb-0001,vb-0027,vb-0004');
  await expect(shop.main.getByRole('link', { name: 'Dell XPS 13 9350' }).first()).toBeVisible();
  await picture(shop, 'compare');
});

test('dark mode, on a desktop and on a phone', async ({ shop, page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openOnDesktop(shop, '/products/vb-0001');
  await picture(shop, 'product-dark');
  await page.setViewportSize(PHONE);
  await shop.goto('/');
  await picture(shop, 'home-phone-dark');
});

test('reviews on a product page', async ({ shop, request, newEmail }) => {
  const productId = 'vb-0082';
  const reviewers = [
    [
      'Ada Lovelace',
      5,
      'Great sound for the price',
      'Clear highs, decent bass, and the case charges over USB-C.',
    ],
    [
      'Charles Babbage',
      4,
      'Comfortable for long calls',
      'Light in the ear; the battery lasts a working day.\nThe touch controls take some getting used to.',
    ],
  ] as const;
  for (const [displayName, stars, title, body] of reviewers) {
    const shopper = {
      email: newEmail(displayName.split(' ')[0]!.toLowerCase()),
      password: 'Analytical-1843',
      displayName,
    };
    await createUser(shopper);
    await collectedOrder(request, shopper, productId);
    const { idToken } = await signIn(shopper.email, shopper.password);
    const written = await request.put(`/api/products/${productId}/reviews/mine`, {
      headers: { Authorization: `Bearer ${idToken}` },
      data: { stars, title, body },
    });
    expect(written.status()).toBe(201);
  }
  await openOnDesktop(shop, `/products/${productId}`);
  const reviews = shop.main.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem').filter({ hasText: 'Verified purchase' })).toHaveCount(
    2,
  );
  await reviews.scrollIntoViewIfNeeded();
  await picture(shop, 'reviews');
});

test("the staff's reviews and stock pages, on a desktop and on a phone", async ({
  shop,
  page,
  request,
  newEmail,
}) => {
  const password = 'Analytical-1843';
  const reported = [
    [
      'vb-0134',
      'Grace Hopper',
      1,
      'Does not install',
      'The key was refused twice.\nSupport never answered.',
    ],
    [
      'vb-0136',
      'Alan Turing',
      2,
      'Buy it somewhere else!!!',
      'Cheaper at another shop, see my profile.',
    ],
  ] as const;
  for (const [productId, displayName, stars, title, body] of reported) {
    const name = displayName.split(' ')[0]!.toLowerCase();
    const author = { email: newEmail(name), password, displayName };
    await createUser(author);
    await collectedOrder(request, author, productId);
    const reviewId = await writtenReview(request, author, productId, { stars, title, body });
    const reporters = [1, 2, 3].map((n) => ({ email: newEmail(`${name}-reporter${n}`), password }));
    await reportedBy(request, reviewId, reporters);
  }
  // Two shoppers wait for a sold-out printer.
  const printer = 'vb-0065';
  for (const name of ['first', 'second']) {
    const waiting = await request.post('/api/stock-alerts', {
      data: { productId: printer, email: newEmail(`waiting-${name}`) },
    });
    expect(waiting.status()).toBe(201);
  }
  const staff = { email: newEmail('staff'), password, displayName: 'Sam Okafor' };
  await makeStaff(await createUser(staff));
  await page.setViewportSize(DESKTOP);
  await shop.logIn(staff.email, password, '/auth/login?returnTo=%2Fstaff%2Freviews');
  await expect(shop.accountMenu('Sam Okafor')).toBeVisible();
  // Opened afresh: without the sign-in's toast.
  await shop.goto('/staff/reviews');
  await expect(page.getByRole('heading', { name: reported[1][3] })).toBeVisible();
  await picture(shop, 'staff-reviews-desktop');
  await page.setViewportSize(PHONE);
  await picture(shop, 'staff-reviews-phone');

  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Stock' })
    .click();
  const form = page.getByRole('form', { name: 'Restock a product' });
  await form.getByLabel('Product').selectOption(printer);
  await form.getByRole('textbox', { name: /^Quantity that arrived/ }).fill('5');
  await form.getByRole('button', { name: 'Restock' }).click();
  const receipt = form.getByRole('status');
  await expect(receipt).toContainText('2 waiting shoppers are being e-mailed.');
  await receipt.scrollIntoViewIfNeeded();
  await picture(shop, 'staff-stock-phone');
  await page.setViewportSize(DESKTOP);
  await picture(shop, 'staff-stock-desktop');
});

test("the staff's questions page, on a desktop and on a phone", async ({
  shop,
  page,
  request,
  newEmail,
}) => {
  const password = 'Analytical-1843';
  // Shoppers' questions waiting for the shop (with QA's seeded one on vb-0001, the oldest), one
  // with another shopper's answer.
  const asked = [
    [
      'vb-0042',
      'Grace Hopper',
      'Does the battery last a full working day with the screen at half?',
    ],
    ['vb-0087', 'Alan Turing', 'Will it clamp onto a curved monitor?\nMine is 1000R.'],
  ] as const;
  for (const [productId, displayName, body] of asked) {
    const asker = {
      email: newEmail(displayName.split(' ')[0]!.toLowerCase()),
      password,
      displayName,
    };
    await createUser(asker);
    const { idToken } = await signIn(asker.email, asker.password);
    const question = await request.post(`/api/products/${productId}/questions`, {
      headers: { Authorization: `Bearer ${idToken}` },
      data: { body },
    });
    expect(question.status()).toBe(201);
    if (productId !== 'vb-0087') continue;
    const other = { email: newEmail('ada'), password, displayName: 'Ada Lovelace' };
    await createUser(other);
    const answered = await request.post(
      `/api/questions/${((await question.json()) as { id: number }).id}/answers`,
      {
        headers: { Authorization: `Bearer ${(await signIn(other.email, password)).idToken}` },
        data: { body: 'Mine holds on a 1800R screen without slipping.' },
      },
    );
    expect(answered.status()).toBe(201);
  }
  const staff = { email: newEmail('staff'), password, displayName: 'Sam Okafor' };
  await makeStaff(await createUser(staff));
  await page.setViewportSize(DESKTOP);
  await shop.logIn(staff.email, password, '/auth/login?returnTo=%2Fstaff%2Fquestions');
  await expect(shop.accountMenu('Sam Okafor')).toBeVisible();
  // Opened afresh: without the sign-in's toast.
  await shop.goto('/staff/questions');
  await expect(shop.accountMenu('Sam Okafor')).toBeVisible();
  await expect(page.getByRole('heading', { name: asked[1][2].split('\n')[0] })).toBeVisible();
  await picture(shop, 'staff-questions-desktop');
  await page.setViewportSize(PHONE);
  await page
    .getByRole('button', { name: /^Answer the question/ })
    .first()
    .click();
  await page
    .getByRole('textbox', { name: /^Your answer/ })
    .fill('No, it comes without a case; our sleeves for 13-inch tablets fit it.');
  await page.getByRole('heading', { level: 1, name: 'Questions' }).scrollIntoViewIfNeeded();
  await picture(shop, 'staff-questions-phone');
});

for (const [width, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  test(`questions and answers on a product page, on a ${width}`, async ({ shop, page }) => {
    await openOnDesktop(shop, '/products/vb-0001');
    await page.setViewportSize(viewport);
    // Seeded for QA: one answered by staff, one waiting (server/store/qa-seed.ts).
    const questions = shop.main.getByRole('region', { name: 'Questions and answers' });
    await expect(questions.getByText('No answer yet.')).toBeVisible();
    await questions
      .getByRole('heading', { name: 'Questions and answers' })
      .scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, -16));
    await picture(shop, `questions-${width}`);
  });
}

test('the login page', async ({ shop }) => {
  await openOnDesktop(shop, '/auth/login');
  await picture(shop, 'login');
});

// Each step of the checkout, then the placed order's page, at both widths: a guest's pickup order
// (a real one, on the fresh database scripts/with-emulator.ts gives the run).
for (const [width, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  test(`the checkout's steps and the order, on a ${width}`, async ({ shop, page }) => {
    await page.setViewportSize(DESKTOP);
    await addFromProductPage(shop, ipad);
    await shop.expectCartCount(1);
    await page.setViewportSize(viewport);
    await shop.goto('/checkout');
    await expect(step(page, 'Your details')).toBeVisible();
    await picture(shop, `checkout-details-${width}`);
    await fillContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' });
    const delivery = await pickUpAt(page, 'Riverside');
    await picture(shop, `checkout-delivery-${width}`);
    await continueButton(delivery).click();
    await expect(step(page, 'Payment')).toBeVisible();
    await picture(shop, `checkout-payment-${width}`);
    await continueButton(shop.main).click();
    await expect(total(shop.main)).toHaveText('$329.00');
    await picture(shop, `checkout-review-${width}`);
    await placeOrderButton(shop.main).click();
    await expect(orderHeading(shop.main)).toBeVisible();
    await picture(shop, `order-${width}`);
  });
}
