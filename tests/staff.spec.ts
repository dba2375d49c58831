import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createUser, signIn } from './support/emulator.ts';
import {
  collectedOrder,
  mailTo,
  reportedBy,
  sellOut,
  writtenReview,
} from './support/shop-server.ts';
import { expect, test } from './support/test.ts';

// The staff's review and question moderation, restock, product and message pages
// (/staff/reviews, /staff/questions, /staff/stock, /staff/products, /staff/messages) against the
// real server, Auth emulator and inbox (MailDev). The shop's data each test needs is seeded over
// the API, with accounts of the test's own.

const password = 'Analytical-1843';

/** A product no other test reviews or buys much (999 in stock): reviews of these tests only. */
const reviewed = { id: 'vb-0134' };

/** The product the edit test renames and reprices (no other test uses it). */
const edited = { id: 'vb-0111', name: 'BenQ MW560 WXGA Business Projector' } as const;

/** A sold-out product the restock test restocks (no other test uses it). */
const restocked = { id: 'vb-0096', name: 'Hikvision Wi-Fi Pan-Tilt Indoor Camera' } as const;

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

// The staff's pages are what these tests are about: the browser starts signed in (`signedInAs`).

/** A review of `reviewed` by a shopper who collected it, reported by three other shoppers. */
async function reportedReview(
  request: APIRequestContext,
  newEmail: (name: string) => string,
): Promise<{ id: number; title: string }> {
  const author = { email: newEmail('author'), password, displayName: 'Ada Lovelace' };
  await createUser(author);
  await collectedOrder(request, author, reviewed.id);
  const title = `<i>Stopped working</i> ${author.email}`;
  const id = await writtenReview(request, author, reviewed.id, {
    stars: 1,
    title,
    body: '<script>alert(1)</script>\nIt stopped after a week.',
  });
  const reporters = [1, 2, 3].map((n) => ({ email: newEmail(`reporter${n}`), password }));
  await reportedBy(request, id, reporters);
  return { id, title };
}

const reviewsOnProductPage = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Reviews' });

test.describe('as staff', () => {
  test.use({ signedInAs: 'staff' });

  test('a review reported three times is listed for staff, who show it again (back on the product page) and hide it', async ({
    shop,
    page,
    request,
    newEmail,
  }) => {
    const review = await reportedReview(request, newEmail);
    await shop.goto('/staff/reviews');

    // Reported ones are what the page opens with.
    await expect(page.getByLabel('Show reviews that are')).toHaveValue('reported');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: review.title }) });
    await expect(row).toContainText('3 reports');
    await expect(row).toContainText('Reported');
    await expect(row).toContainText('By Ada L.');
    await expect(row.getByRole('link', { name: 'Walton Total Security' })).toHaveAttribute(
      'href',
      `/products/${reviewed.id}`,
    );
    // What the shopper wrote is text: the markup shows as typed.
    await expect(row.getByText('<script>alert(1)</script>')).toBeVisible();
    await page.setViewportSize(desktop);
    await expectAccessible(page, 'the reported reviews at 1280 px');
    await page.setViewportSize(phone);
    await expectAccessible(page, 'the reported reviews at 390 px');

    await row.getByRole('button', { name: `Show again: review “${review.title}”` }).click();
    await expectAccessible(page, 'a question in place at 390 px');
    await row.getByRole('button', { name: 'Yes, show it' }).click();
    const done = row.getByRole('status');
    await expect(done).toHaveText('Shown again: it is back on the product page.');
    await expect(done).toBeFocused();
    await expect(row).toContainText('No reports');

    // The shoppers' page lists it again.
    const origin = new URL(page.url()).origin;
    const product = await page.context().newPage();
    await product.goto(`${origin}/products/${reviewed.id}`);
    const listed = reviewsOnProductPage(product).getByRole('heading', { name: review.title });
    await expect(listed).toBeVisible();

    await row.getByRole('button', { name: `Hide: review “${review.title}”` }).click();
    await row.getByRole('button', { name: 'Yes, hide it' }).click();
    await expect(row.getByRole('status')).toHaveText('Hidden: it is off the product page.');
    await page.getByLabel('Show reviews that are').selectOption('hidden');
    await expect(row).toContainText('Hidden');
    await expect(
      row.getByRole('button', { name: `Show again: review “${review.title}”` }),
    ).toBeVisible();

    await product.reload();
    // The reviews loaded (the rating over those still shown, or none), without the hidden one.
    await expect(
      reviewsOnProductPage(product).getByText(
        /out of 5, from [\d,]+ reviews? on Voltbay|No reviews on Voltbay yet\./,
      ),
    ).toBeVisible();
    await expect(listed).toHaveCount(0);
  });

  /** A product whose questions are these tests' only (each run's carry its asker's address). */
  const asked = { id: 'vb-0087', name: 'BenQ ScreenBar Halo Monitor Light' };

  /** A question on `asked`, posted over the API as the product page's form sends it. */
  async function postedQuestion(
    request: APIRequestContext,
    asker: { email: string; password: string },
    body: string,
  ) {
    const { idToken } = await signIn(asker.email, asker.password);
    const posted = await request.post(`/api/products/${asked.id}/questions`, {
      headers: { Authorization: `Bearer ${idToken}` },
      data: { body },
    });
    expect(posted.status()).toBe(201);
  }

  const questionsOnProductPage = (page: Page) =>
    page.getByRole('main').getByRole('region', { name: 'Questions and answers' });

  test("a shopper's question waits for staff, who answer it there (it leaves the list, the product page shows it as staff's), and hide one and show it again", async ({
    shop,
    page,
    request,
    newEmail,
  }) => {
    const asker = { email: newEmail('asker'), password, displayName: 'Ada Lovelace' };
    await createUser(asker);
    const toAnswer = `Does it <b>fit</b> a curved monitor? (${asker.email})`;
    const toHide = `Is the remote wireless? (${asker.email})`;
    await postedQuestion(request, asker, toAnswer);
    await postedQuestion(request, asker, toHide);
    await shop.goto('/staff/questions');

    // Those waiting for a staff answer are what the page opens with.
    const filter = page.getByLabel('Show questions');
    await expect(filter).toHaveValue('unanswered');
    const rowOf = (question: string) =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: question }) });
    const row = rowOf(toAnswer);
    await expect(row).toContainText('Asked by Ada L.');
    await expect(row).toContainText('No answer yet.');
    await expect(row.getByRole('link', { name: asked.name })).toHaveAttribute(
      'href',
      `/products/${asked.id}#questions`,
    );
    // What the shopper wrote is text: the markup shows as typed.
    await expect(row.getByRole('heading', { name: toAnswer })).toHaveText(toAnswer);
    await page.setViewportSize(desktop);
    await expectAccessible(page, 'the questions waiting for staff at 1280 px', {
      include: 'main',
    });
    await page.setViewportSize(phone);
    await expectAccessible(page, 'the questions waiting for staff at 390 px', {
      include: 'main',
    });

    await row.getByRole('button', { name: `Answer the question "${toAnswer}"` }).click();
    const field = row.getByRole('textbox', { name: /^Your answer/ });
    await expect(field).toBeFocused();
    // Sent empty: it says what it needs, and nothing is sent.
    await row.getByRole('button', { name: 'Post answer' }).click();
    await expect(row.getByText('Your answer is required')).toBeVisible();
    const answer = `Yes: the clamp takes curved screens from 1000R (${asker.email}).`;
    await field.fill(answer);
    await expectAccessible(page, 'an answer in place at 390 px', { include: 'main' });
    await row.getByRole('button', { name: 'Post answer' }).click();
    const answered = page.getByRole('status').filter({ hasText: 'Answered: it is off this list.' });
    await expect(answered).toBeFocused();
    await expect(row).toHaveCount(0);

    // The shoppers' page shows it, marked as the shop's.
    const origin = new URL(page.url()).origin;
    const product = await page.context().newPage();
    await product.goto(`${origin}/products/${asked.id}`);
    const onProductPage = questionsOnProductPage(product)
      .getByRole('listitem')
      .filter({ has: product.getByRole('heading', { level: 3, name: toAnswer }) });
    await expect(onProductPage.getByText(answer)).toBeVisible();
    await expect(onProductPage).toContainText('Voltbay staff');

    // Hidden from the list, then shown again from the hidden ones.
    const other = rowOf(toHide);
    await other.getByRole('button', { name: `Hide: question “${toHide}”` }).click();
    await other.getByRole('button', { name: 'Yes, hide it' }).click();
    const hidden = other.getByRole('status');
    await expect(hidden).toHaveText(
      'Hidden: the question and its answers are off the product page.',
    );
    await expect(hidden).toBeFocused();
    await filter.selectOption('hidden');
    await expect(other).toContainText('Hidden');
    await page.setViewportSize(desktop);
    await expectAccessible(page, 'the hidden questions at 1280 px', { include: 'main' });
    await other.getByRole('button', { name: `Show again: question “${toHide}”` }).click();
    await other.getByRole('button', { name: 'Yes, show it' }).click();
    const shown = other.getByRole('status');
    await expect(shown).toHaveText('Shown again: the question is back on the product page.');
    await expect(shown).toBeFocused();
    await expect(other.getByRole('button', { name: `Hide: question “${toHide}”` })).toBeVisible();

    await product.reload();
    await expect(
      questionsOnProductPage(product).getByRole('heading', { level: 3, name: toHide }),
    ).toBeVisible();
  });

  test("staff rename and reprice a product; the shop's search and product page show it without a deploy", async ({
    shop,
    page,
  }) => {
    await shop.goto('/staff/products');
    await page.getByLabel('Product', { exact: true }).selectOption(edited.id);
    // Named after the product: after the old name, then the new.
    const form = page.getByRole('form', { name: /^Edit BenQ MW560 / });
    await expect(form).toHaveAccessibleName(`Edit ${edited.name}`);
    const price = form.getByRole('textbox', { name: /^Price \(\$\)/ });
    await expect(price).toHaveValue('449.00');
    // The server's rule, said before anything is sent.
    await price.fill('449.999');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(price).toHaveAccessibleDescription(/in dollars, like 199.50/);
    await page.setViewportSize(phone);
    await expectAccessible(page, 'the product form with its message at 390 px');

    const name = 'BenQ MW560 Boardroom Projector';
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await price.fill('399.50');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toContainText('Shoppers pay the new price from now on');
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    await page.setViewportSize(desktop);
    await expectAccessible(page, 'the saved product form at 1280 px');

    // The search answers from the server's index, built again after the edit; its answers may
    // be kept 5 s (Cache-Control), so the page is asked again until the new one comes.
    const card = shop.main.getByRole('listitem').filter({
      has: page.getByRole('heading', { name }),
    });
    await expect(async () => {
      await shop.goto('/search?q=boardroom%20projector');
      await expect(card).toContainText('$399.50', { timeout: 2_000 });
    }).toPass();
    // The product page's price comes live from the server over the built page.
    await shop.goto(`/products/${edited.id}`);
    await expect(shop.main.getByText('$399.50').first()).toBeVisible();
  });

  test('staff restock a sold-out product from the page, and the shopper waiting for it gets the e-mail', async ({
    shop,
    page,
    request,
    newEmail,
  }) => {
    await sellOut(request, restocked.id, newEmail('buyer'));
    const waiting = newEmail('waiting');
    const alert = await request.post('/api/stock-alerts', {
      data: { productId: restocked.id, email: waiting },
    });
    expect(alert.status()).toBe(201);

    await shop.goto('/staff/stock');
    await page.getByRole('combobox', { name: 'Product', exact: true }).selectOption(restocked.id);
    // The alert names no store, so it waits for the warehouse: the form's first location.
    const form = page.getByRole('form', { name: 'Restock' });
    const quantity = form.getByRole('textbox', { name: /^Quantity that arrived/ });
    // The server's rule, said before anything is sent.
    await quantity.fill('0');
    await form.getByRole('button', { name: 'Restock' }).click();
    await expect(quantity).toHaveAccessibleDescription(/The quantity is at least 1/);
    await page.setViewportSize(phone);
    await expectAccessible(page, 'the restock form with its message at 390 px');

    await quantity.fill('2');
    await form.getByRole('button', { name: 'Restock' }).click();
    await expect(form.getByRole('status')).toContainText(
      `Warehouse now has 2 of ${restocked.name}. 1 waiting shopper is being e-mailed.`,
    );
    await page.setViewportSize(desktop);
    await expectAccessible(page, 'the restock receipt at 1280 px');

    await expect
      .poll(async () => (await mailTo(waiting)).map((mail) => mail.subject))
      .toEqual([`Back in stock: ${restocked.name}`]);
  });

  test("a shopper's contact message waits for staff, who reply by e-mail and mark it handled", async ({
    shop,
    page,
    request,
    newEmail,
  }) => {
    const from = newEmail('writer');
    const subject = `<b>Warranty</b> for ${from}`;
    const sent = await request.post('/api/contact', {
      data: { name: 'Ada Lovelace', email: from, subject, message: 'My laptop will not start.' },
    });
    expect(sent.status()).toBe(201);

    await shop.goto('/staff/messages');
    const message = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: subject }) });
    await expect(message.getByRole('link', { name: `Reply to ${from}` })).toHaveAttribute(
      'href',
      `mailto:${from}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await expectAccessible(page, 'the messages waiting at 1280 px');
    await message.getByRole('button', { name: `Mark as handled: ${subject}` }).click();
    await expect(page.getByText('Marked as handled: it is under Handled now.')).toBeFocused();
    await expect(message).toBeHidden();
    await page.getByLabel('Show messages that are').selectOption('handled');
    await expect(message.getByText(/^Handled on /)).toBeVisible();
  });
});

test.describe('as a shopper', () => {
  test.use({ signedInAs: 'shopper' });

  test('an account that is not staff is told the staff pages are for staff, and changes nothing', async ({
    shop,
    page,
  }) => {
    await shop.goto('/staff/reviews');
    await expect(page.getByRole('alert')).toContainText('this account is not a staff account');
    await expect(page.getByLabel('Show reviews that are')).toHaveCount(0);
    await expectAccessible(page, 'the reviews page refusing a shopper at 1280 px');

    await page
      .getByRole('navigation', { name: 'Staff pages' })
      .getByRole('link', { name: 'Stock' })
      .click();
    await expect(shop.heading('Stock')).toBeVisible();
    // The server refuses to name the products to a shopper: no form to fill in.
    await expect(page.getByRole('alert')).toContainText('this account is not a staff account');
    await expect(page.getByRole('form', { name: 'Restock' })).toHaveCount(0);
    await page.setViewportSize(phone);
    await expectAccessible(page, 'the stock page refusing a shopper at 390 px');
  });
});

test('a signed-out visitor is asked to sign in with a staff account', async ({ shop, page }) => {
  await shop.goto('/staff/stock');
  await expect(page.getByRole('status').filter({ hasText: 'Staff only' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth/login?returnTo=%2Fstaff%2Fstock',
  );
});
