import { expect, test } from './support/test.ts';

test('the home page renders inside the layout, a first visit signed out', async ({ shop }) => {
  await shop.goto('/');
  await expect(shop.heading('Voltbay electronics shop')).toBeVisible();
  await expect(shop.header.getByRole('link', { name: 'Voltbay home' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(shop.footer).toContainText('© 2025 Voltbay');
  await expect(shop.signInLink).toHaveAttribute('href', '/auth/login');
  await expect(shop.page).toHaveTitle('Electronics shop | Voltbay');
});

test('an unknown route shows the 404 page with ways out', async ({ shop }) => {
  await shop.goto('/no-such-page');
  await expect(shop.heading('Page Not Found')).toBeVisible();
  await expect(
    shop.main.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  for (const [name, href] of [
    ['Back to home', '/'],
    ['Browse products', '/products'],
    ['Contact us', '/contact'],
  ] as const) {
    await expect(shop.main.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(shop.header).toBeVisible();
  await expect(shop.page).toHaveTitle('Page Not Found | Voltbay');

  await shop.main.getByRole('link', { name: 'Back to home' }).click();
  await expect(shop.heading('Voltbay electronics shop')).toBeVisible();
});

test('without the Auth emulator the shop still renders and says sign-in is unavailable', async ({
  shop,
  page,
}) => {
  await page.route('http://127.0.0.1:9099/**', (route) => route.abort('connectionrefused'));
  // A returning shopper's browser, which asks Firebase at start (a first visit asks on its reach).
  await shop.keptSessionRecord();
  await shop.goto('/');
  await expect(shop.heading('Voltbay electronics shop')).toBeVisible();
  // The account slot's status (the search box has a status of its own for suggestions).
  await expect(
    shop.header.getByRole('status').filter({ hasText: 'Sign-in unavailable' }),
  ).toBeVisible();

  await page.unroute('http://127.0.0.1:9099/**');
  await shop.header.getByRole('button', { name: 'Try again' }).click();
  await expect(shop.signInLink).toBeVisible();
});
