import { Storefront } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// The wishlist: a heart on cards and the product page, the /wishlist page, for guests.

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };
const dvdWriter = { id: 'vb-0055', name: 'LG 24X Internal DVD Writer' };

const heart = (shop: Storefront, name: string) =>
  shop.main.getByRole('button', { name: `Save ${name} to wishlist` });

test('a guest saves from a card and the product page, then removes and moves to the cart', async ({
  shop,
  page,
}) => {
  await shop.goto('/component');
  await expect(shop.wishlistLink('0 items')).toBeVisible();
  await expect(heart(shop, dvdWriter.name)).toHaveAttribute('aria-pressed', 'false');
  await heart(shop, dvdWriter.name).click();
  await expect(heart(shop, dvdWriter.name)).toHaveAttribute('aria-pressed', 'true');
  // Told as Add to Cart tells, and counted in the header beside the cart.
  await expect(shop.toast(`${dvdWriter.name} added to your wishlist`)).toBeVisible();
  await expect(shop.wishlistLink('1 item')).toContainText('1');

  await shop.goto(`/products/${ipad.id}`);
  const details = page.getByRole('article', { name: ipad.name });
  const pageHeart = details.getByRole('button', { name: `Save ${ipad.name} to wishlist` });
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(shop.wishlistLink('2 items')).toBeVisible();

  await shop.wishlistLink('2 items').click();
  await expect(page).toHaveURL('/wishlist');
  await expect(shop.heading('Wishlist')).toBeVisible();
  await expect(shop.main.getByText('2 saved products')).toBeVisible();
  await expect(shop.main.getByRole('heading', { level: 2 })).toHaveText([
    dvdWriter.name,
    ipad.name,
  ]);

  // Kept over a reload.
  await page.reload();
  await expect(shop.main.getByText('2 saved products')).toBeVisible();

  await shop.main.getByRole('button', { name: `Remove ${dvdWriter.name} from wishlist` }).click();
  await expect(shop.main.getByRole('heading', { level: 2 })).toHaveText([ipad.name]);

  await shop.main.getByRole('button', { name: `Move to cart, ${ipad.name}` }).click();
  await expect(shop.toast(`${ipad.name} added to your cart`)).toBeVisible();
  await shop.expectCartCount(1);
  await expect(shop.main.getByText('Your wishlist is empty')).toBeVisible();
  await expect(shop.main.getByRole('link', { name: 'Browse products' })).toBeVisible();

  await page.reload();
  await expect(shop.main.getByText('Your wishlist is empty')).toBeVisible();
  await shop.goto(`/products/${ipad.id}`);
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
});

test('a heart pressed in one tab shows in another', async ({ shop, page }) => {
  await shop.goto(`/products/${ipad.id}`);
  const secondTab = await page.context().newPage();
  const second = new Storefront(secondTab);
  await second.goto('/wishlist');
  await expect(second.main.getByText('Your wishlist is empty')).toBeVisible();

  await heart(shop, ipad.name).click();
  await expect(second.main.getByRole('heading', { level: 2, name: ipad.name })).toBeVisible();
  await second.main.getByRole('button', { name: `Remove ${ipad.name} from wishlist` }).click();
  await expect(heart(shop, ipad.name)).toHaveAttribute('aria-pressed', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the heart says what it did, and the top bar counts the wishlist beside the cart', async ({
    shop,
    page,
  }) => {
    await shop.goto(`/products/${ipad.id}`);
    await expect(shop.wishlistLink('0 items')).toBeVisible();
    await heart(shop, ipad.name).click();
    await expect(shop.toast(`${ipad.name} added to your wishlist`)).toBeVisible();
    await expect(shop.wishlistLink('1 item')).toBeVisible();
    await heart(shop, ipad.name).click();
    await expect(shop.toast(`${ipad.name} removed from your wishlist`)).toBeVisible();
    await expect(shop.wishlistLink('0 items')).toBeVisible();

    await heart(shop, ipad.name).click();
    await shop.wishlistLink('1 item').click();
    await expect(page).toHaveURL('/wishlist');
    await expect(shop.main.getByRole('heading', { level: 2, name: ipad.name })).toBeVisible();
  });
});
