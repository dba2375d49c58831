import type { Locator } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createUser } from './support/emulator.ts';
import { collectedOrder } from './support/shop-server.ts';
import { signedInState } from './support/signed-in.ts';
import { Storefront } from './support/storefront.ts';
import { expect, onDevServer, test } from './support/test.ts';

// Reviews on a product's page, against the real server and Auth emulator
// (docs/decisions/0030-reviews.md). Each test uses a product and accounts of its own where it
// writes, so runs and projects never meet.

const password = 'Analytical-1843';

const reviewsOf = (shop: Storefront) => shop.main.getByRole('region', { name: 'Reviews' });
const reviewItem = (reviews: Locator, title: string) =>
  reviews
    .getByRole('listitem')
    .filter({ has: reviews.page().getByRole('heading', { name: title }) });

// A product few other tests buy, so its stock lasts the runs of both projects.
const product = { id: 'vb-0085' };

test.describe('signed in', () => {
  test.use({ signedInAs: 'shopper' });

  test(
    'a shopper who collected the product reviews it as plain text; another finds it helpful once; the author edits and deletes it',
    onDevServer,
    async ({ shop, page, request, browser, newEmail, account: author, baseURL }) => {
      await collectedOrder(request, author, product.id);

      await shop.goto(`/products/${product.id}`);
      const reviews = reviewsOf(shop);
      await reviews.getByRole('button', { name: 'Write a review' }).click();
      const form = reviews.getByRole('form', { name: 'Your review of this product' });
      // Sent empty: each field says what it needs.
      await form.getByRole('button', { name: 'Send review' }).click();
      await expect(form.getByText('Choose from 1 to 5 stars')).toBeVisible();
      await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
      await expectAccessible(page, 'the review form with its messages');

      await form.getByRole('radio', { name: '4 stars' }).check();
      const title = `<b>Solid</b> ${author.email}`;
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      const text = form.getByRole('textbox', { name: 'Review' });
      // Pasted past the limit: cut there, and the field says so.
      await text.fill('x'.repeat(4100));
      await expect(form.getByText(/longer than 4,000 characters: the end was cut/)).toBeVisible();
      await expect(text).toHaveValue('x'.repeat(4000));
      const body = '<script>alert(1)</script>\nCharges fast; **no** markdown here.';
      await text.fill(body);
      await form.getByRole('button', { name: 'Send review' }).click();
      await expect(reviews.getByText('Your review is saved and shown on this page.')).toBeVisible();
      const mine = reviewItem(reviews, title);
      await expect(mine).toContainText('Ada L.');
      await expect(mine).toContainText('Verified purchase');
      // Listed, so the page of reviews is the new one: the page's rating line counts it too.
      const summary = await reviews
        .getByText(/out of 5, from [\d,]+ reviews? on Voltbay/)
        .textContent();
      const [, average, count] =
        /^([\d.]+) out of 5, from ([\d,]+) review/.exec(summary ?? '') ?? [];
      await expect(
        shop.main.getByRole('article').getByRole('img', {
          name: new RegExp(`^Rated ${Number(average)} out of 5, ${count} reviews?$`),
        }),
      ).toBeVisible();

      await expect(mine.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
      await expect(mine).toContainText('**no** markdown here.');
      await expect(reviews.getByRole('heading', { name: 'Your review' })).toBeVisible();
      await expectAccessible(page, 'the reviews with the shopper’s own');

      // Another shopper, in a browser of their own, who has not bought it.
      const voter = { email: newEmail('voter'), password };
      await createUser(voter);
      const context = await browser.newContext({
        storageState: await signedInState(baseURL ?? '', voter),
      });
      const other = new Storefront(await context.newPage());
      await other.goto(`/products/${product.id}`);
      const othersView = reviewsOf(other);
      await expect(
        othersView.getByText('You can review this product once you have received it in an order.'),
      ).toBeVisible();
      const helpful = reviewItem(othersView, title).getByRole('button', { name: /^Helpful \(0\)/ });
      await helpful.click();
      const voted = reviewItem(othersView, title).getByRole('button', { name: /^Helpful \(1\)/ });
      await expect(voted).toHaveAttribute('aria-pressed', 'true');
      await expect(voted).toBeDisabled();
      await other.page.reload();
      await expect(
        reviewItem(othersView, title).getByRole('button', { name: /^Helpful \(1\)/ }),
      ).toBeDisabled();
      await context.close();

      await reviews.getByRole('button', { name: 'Edit your review' }).click();
      await form.getByRole('radio', { name: '5 stars' }).check();
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(mine).toContainText('(edited)');
      await expect(mine.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page, 'the reviews on a phone');
      await reviews.getByRole('button', { name: 'Delete your review' }).click();
      await reviews.getByRole('button', { name: 'Delete it' }).click();
      await expect(reviews.getByText('Your review was deleted.')).toBeVisible();
      await expect(mine).toHaveCount(0);
      await expect(reviews.getByRole('button', { name: 'Write a review' })).toBeVisible();
    },
  );
});

test('a guest reads the one rating the shop has, none yet, and is asked to sign in to review', async ({
  shop,
}) => {
  await shop.goto('/products/vb-0001');
  const reviews = reviewsOf(shop);
  // No test reviews this product: the reviews and the line under its name say the same.
  await expect(reviews.getByText('No reviews on Voltbay yet.')).toBeVisible();
  await expect(shop.main.getByRole('article').getByText('No reviews yet')).toBeVisible();
  await expect(shop.main.getByRole('article').getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  const signIn = reviews.getByRole('link', { name: 'Sign in to review this product' });
  await expect(signIn).toHaveAttribute(
    'href',
    '/auth/login?returnTo=%2Fproducts%2Fvb-0001%23reviews',
  );
});
