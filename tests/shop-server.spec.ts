import { CART_KEY, storedCart } from './support/cart.ts';
import { createUser, makeStaff, signIn } from './support/emulator.ts';
import { liveStock, mailTo, placeOrder } from './support/shop-server.ts';
import { expect, onDevServer, test } from './support/test.ts';

// The forms that send something to the shop's server, against the real server (npm start's, on
// a fresh database), through the app's /api: Vite's proxy on the development server, the
// Hosting-style rewrite on the build.

test(
  "the contact form reaches the shop's inbox, and a note reaches the sender's",

  onDevServer,
  async ({ shop, page, newEmail }) => {
    const email = newEmail('contact');
    await shop.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('Warranty');
    await form.getByLabel('Message').fill('My laptop no longer charges since Tuesday.');
    await form.getByRole('button', { name: 'Send message' }).click();

    const thanks = form.getByRole('status');
    await expect(thanks).toContainText('Thank you for your message');
    await expect(thanks).toContainText('a short note saying so is on its way to your inbox');
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
      .toEqual(['We received your message']);
    // What the sender typed goes to the shop, never back out to the address they gave.
    expect((await mailTo(email))[0]?.text).not.toContain('My laptop no longer charges');
  },
);

test('tracking finds an order by its number and e-mail, and nothing with another e-mail', async ({
  shop,
  page,
  request,
  newEmail,
}) => {
  const email = newEmail('tracking');
  const order = await placeOrder(request, { email });
  await shop.goto('/tracking');
  const form = page.getByRole('form', { name: 'Track your order' });
  await form.getByLabel('Order number').fill(order.number.toLowerCase());
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Track order' }).click();

  // The answer comes under the form, not inside it.
  const found = page.getByRole('main').getByRole('region', { name: `Order ${order.number}` });
  await expect(found).toContainText('Status: Placed');
  await expect(found).toContainText('Pickup at our Riverside store');
  // Where to collect it is the shop's to say: the store's address and hours.
  await expect(found).toContainText('12 Kazi Nazrul Islam Avenue, Dhaka 1215');
  await expect(found).toContainText('Saturday to Thursday: 10:00 to 20:00');
  // Number and e-mail show where the order stands, not what it holds or who placed it.
  await expect(found).toContainText('Only where your order stands is shown here');
  await expect(found).not.toContainText('Ada Lovelace');
  await expect(found).not.toContainText('iPad');

  await form.getByLabel('Email').fill(newEmail('someone-else'));
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'No order found' }),
  ).toContainText(`No order found for ${order.number}`);
  await expect(found).toBeHidden();
});

test("the product page and a kept cart show the server's stock, not the build's", async ({
  shop,
  page,
  request,
  newEmail,
}) => {
  // This test owns the product (no other test buys it): whatever is left is bought up, so the
  // server has none while the build, prerendered with 2 in stock, still offers it.
  const product = { id: 'vb-0146', name: 'Corsair One i500 Compact Gaming PC' };
  const left = await liveStock(request, product.id);
  if (left > 0) {
    await placeOrder(request, {
      email: newEmail('buyer'),
      productId: product.id,
      quantity: left,
      from: 'warehouse',
    });
  }
  await shop.goto(`/products/${product.id}`);
  const details = page.getByRole('article', { name: product.name });
  await expect(details.getByText('Out of stock')).toBeVisible();
  await expect(details.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);

  // A cart kept from an earlier visit, when there were some left.
  await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [
    CART_KEY,
    storedCart([{ productId: product.id, quantity: 2 }]),
  ] as const);
  await page.reload();
  await expect(
    shop.toast(`Sold out since you added it, and removed from your cart: ${product.name}.`),
  ).toBeVisible();
  await shop.expectCartCount(0);
});

test('the server checks ID tokens with the Auth emulator: own orders only, staff by claim', async ({
  request,
  newEmail,
}) => {
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });

  const password = 'Analytical-1843';
  const ada = { email: newEmail('ada'), password };
  const grace = { email: newEmail('grace'), password };
  const sam = { email: newEmail('staff'), password };
  await Promise.all([createUser(ada), createUser(grace)]);
  await makeStaff(await createUser(sam));
  const [adaToken, graceToken, staffToken] = await Promise.all(
    [ada, grace, sam].map(async (user) => (await signIn(user.email, user.password)).idToken),
  );
  const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

  const order = await placeOrder(request, { email: ada.email, idToken: adaToken });
  const mine = (await (await request.get('/api/orders', as(adaToken!))).json()) as {
    orders: { number: string }[];
  };
  expect(mine.orders.map((listed) => listed.number)).toEqual([order.number]);
  expect((await request.get(`/api/orders/${order.number}`, as(graceToken!))).status()).toBe(404);
  expect((await request.get('/api/orders', as(`${adaToken}x`))).status()).toBe(401);

  const byOwner = await request.post(`/api/orders/${order.number}/status`, {
    ...as(adaToken!),
    data: { status: 'confirmed' },
  });
  expect(byOwner.status()).toBe(403);
  const byStaff = await request.post(`/api/orders/${order.number}/status`, {
    ...as(staffToken!),
    data: { status: 'confirmed' },
  });
  expect(await byStaff.json()).toMatchObject({ number: order.number, status: 'confirmed' });
});
