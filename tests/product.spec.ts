import { afterTwoFrames } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// The product page (docs/decisions/0016-what-is-shown-when.md,
// docs/decisions/0012-prices-and-delivery.md).

const ipad = {
  id: 'vb-0001',
  name: 'iPad 10.9-inch Wi-Fi 64 GB',
  imageAlt: /iPad/,
};

test('a product has its own title, description and details; an unknown id is the 404 page', async ({
  shop,
  page,
}) => {
  await shop.goto(`/products/${ipad.id}`);
  await expect(page).toHaveTitle(`${ipad.name} | Voltbay`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /10\.9-inch tablet/,
  );
  const details = page.getByRole('article', { name: ipad.name });
  await expect(details.getByText('Tablet', { exact: true })).toBeVisible();
  // The shop's own rating, once the page runs: no test reviews the iPad.
  await expect(details.getByText('No reviews yet')).toBeVisible();
  // The first of the page's badges is the product's own; "Where to get it" follows.
  await expect(details.getByText('In stock').first()).toBeVisible();
  await expect(details.getByText('$329.00')).toBeVisible();
  await expect(details.getByText('Was $349.00')).toBeVisible();

  const related = page.getByRole('region', { name: 'Related products' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveCount(4);
  const first = related.getByRole('heading', { level: 3 }).first();
  const name = await first.textContent();
  await first.getByRole('link').click();
  await expect(shop.heading(name ?? '')).toBeVisible();
  // A new product starts with a quantity of 1 again.
  await expect(page.getByRole('textbox', { name: `Quantity of ${name}` })).toHaveValue('1');

  await shop.goto('/products/vb-9999');
  await expect(shop.heading('Page Not Found')).toBeVisible();
});

test('a product from $200 offers monthly instalments in store, worked out on the page; a cheaper one none', async ({
  shop,
  page,
}) => {
  await shop.goto(`/products/${ipad.id}`);
  const details = page.getByRole('article', { name: ipad.name });
  // $329.00 over 24 months at 9% a year: the smallest instalment, in the prerendered page.
  await expect(details.getByText('or from $15.04/month with EMI in our stores')).toBeVisible();
  const calculator = details.getByRole('button', { name: 'Work out instalments' });
  await calculator.click();
  await expect(calculator).toHaveAttribute('aria-expanded', 'true');
  const plan = details.getByRole('table', { name: 'Instalments (EMI)' });
  const figure = (label: string) => plan.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(details.getByRole('radio', { name: '12 months · no interest' })).toBeChecked();
  await expect(figure('Total payable')).toContainText('$329.00');
  await details.getByRole('radio', { name: '18 months · 9% a year' }).check();
  await expect(figure('Each month, 17 times')).toContainText('$19.61');
  await expect(figure('Interest')).not.toContainText('None');
  await details.getByRole('link', { name: 'EMI & Payment Policy' }).click();
  await expect(shop.heading('EMI & Payment Policy')).toBeVisible();
  await expect(shop.main).toContainText('18 or 24 months at 9% a year');

  await shop.goto('/products/vb-0017');
  await expect(shop.heading('Amazon Fire HD 10 32 GB')).toBeVisible();
  await expect(shop.main.getByText(/EMI/)).toHaveCount(0);
});

test('the magnifier follows the mouse over the image at desktop size', async ({ shop, page }) => {
  await shop.goto(`/products/${ipad.id}`);
  const image = page.getByRole('article').getByRole('img', { name: ipad.imageAlt });
  const lens = page.getByTestId('magnifier-lens');
  await expect(lens).toHaveCount(0);
  // The pointer shows the picture can be magnified, once the page knows it has a mouse.
  await expect(image.locator('..')).toHaveCSS('cursor', 'zoom-in');

  const box = await image.boundingBox();
  if (!box) throw new Error('the product image has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(lens).toBeVisible();
  const lensBox = await lens.boundingBox();
  expect(lensBox?.width).toBe(150);
  // 2.4 times the picture's rendered size.
  const [zoomedWidth, zoomedHeight] = (
    await lens.evaluate((element) => getComputedStyle(element).backgroundSize)
  )
    .split(' ')
    .map((length) => Number.parseFloat(length));
  expect(zoomedWidth).toBeCloseTo(box.width * 2.4, 1);
  expect(zoomedHeight).toBeCloseTo(box.height * 2.4, 1);
  const before = await lens.evaluate((element) => element.style.backgroundPosition);
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
  await expect
    .poll(() => lens.evaluate((element) => element.style.backgroundPosition))
    .not.toBe(before);

  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
  await expect(lens).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  // A phone: touch and no hover, so `(hover: hover) and (pointer: fine)` does not match.
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

  test('the product image is a plain picture, without a magnifier', async ({ shop, page }) => {
    await shop.goto(`/products/${ipad.id}`);
    const image = page.getByRole('article').getByRole('img', { name: ipad.imageAlt });
    await image.tap();
    const box = await image.boundingBox();
    if (!box) throw new Error('the product image has no box');
    const move = await image.evaluateHandle((element) => ({
      reached: new Promise((resolve) => element.addEventListener('mousemove', resolve)),
    }));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Where a mouse hovers, the lens is drawn in the frames after the move reaches the picture
    // (the desktop test); here the move has reached it and the page has drawn since.
    await move.evaluate(({ reached }) => reached);
    await afterTwoFrames(page);
    await expect(image).toBeVisible();
    await expect(page.getByTestId('magnifier-lens')).toHaveCount(0);
    await expect(image.locator('..')).not.toHaveCSS('cursor', 'zoom-in');
  });
});
