import type { Page } from '@playwright/test';
import { BUILD_URL } from '../playwright.config.ts';
import { expect, test } from './support/test.ts';

// What the prerendered shop says to search engines and link previews: the sitemap, robots.txt,
// canonical links, Open Graph tags and structured data (docs/decisions/0027-found-by-search-engines.md).
// The emulator build names the address it is served at, 127.0.0.1:4173.

const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
    );

test('the sitemap lists the pages everyone sees, and robots.txt names it and keeps out the shopper’s own', async ({
  page,
}) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of ['/', '/products', '/laptop-desktop', '/products/vb-0001', '/about-us']) {
    expect(sitemap).toContain(`<loc>${BUILD_URL}${path}</loc>`);
  }
  expect(sitemap).not.toContain('/checkout');
  expect(sitemap).not.toContain('/orders/');

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${BUILD_URL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /checkout');
  expect(robots).toContain('Disallow: /account');
});

test('a product page describes the product, its offer and its breadcrumbs, and previews with its picture', async ({
  page,
}) => {
  await page.goto('/products/vb-0004');
  await expect(canonical(page)).toHaveAttribute('href', `${BUILD_URL}/products/vb-0004`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'iPhone 15 128 GB | Voltbay',
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${BUILD_URL}/images/catalog/phone.svg`,
  );
  const [product, breadcrumbs] = await structuredData(page);
  expect(product).toMatchObject({
    '@type': 'Product',
    name: 'iPhone 15 128 GB',
    brand: { name: 'Apple' },
    offers: {
      price: '699.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  });
  // The build cannot know the rating the page shows once it runs: none in the HTML, nor here.
  expect(product).not.toHaveProperty('aggregateRating');
  const html = await (await page.request.get('/products/vb-0004')).text();
  expect(html).not.toMatch(/Rated \d|AggregateRating/);
  expect(breadcrumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [{ position: 1 }, { position: 2, name: 'Apple' }, { position: 3 }],
  });
});

test('the home page describes the four stores', async ({ page }) => {
  await page.goto('/');
  const stores = await structuredData(page);
  expect(stores).toHaveLength(4);
  expect(stores[0]).toMatchObject({
    '@type': 'ElectronicsStore',
    address: { addressLocality: 'Dhaka', addressCountry: 'BD' },
  });
});

test("a listing's filter and order name the listing as canonical, its later pages themselves", async ({
  page,
}) => {
  await page.goto('/laptop-desktop?sort=price-asc&brand=hp');
  await expect(canonical(page)).toHaveAttribute('href', `${BUILD_URL}/laptop-desktop`);
  await page.goto('/products?page=2');
  await expect(canonical(page)).toHaveAttribute('href', `${BUILD_URL}/products?page=2`);
});

test('the pages link a web app manifest whose icons are served', async ({ page }) => {
  await page.goto('/about-us');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Voltbay', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
  }
});
