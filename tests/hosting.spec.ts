import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIResponse } from '@playwright/test';
import { anyAddToCart } from './support/cart.ts';
import { expect, test } from './support/test.ts';

// The build project is served by the Firebase Hosting emulator under firebase.json (npm run
// test:e2e), so these check the rules a deployment gets. Every test of that project also fails on
// a Content-Security-Policy violation (tests/support/test.ts): sign-up, login, logout and Google
// sign-in (auth.spec.ts) run under the policy below.

/** The policy's directives, by name. */
function policyOf(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * The scripts written into the page that the browser runs (not loaded from a file, not data such
 * as JSON or JSON-LD), each as the policy's source that allows it: its SHA-256.
 */
function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/[\w+]*json"))[^>]*>(.*?)<\/script>/gs,
    ),
  ].map(([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
}

const pages = [
  ['the prerendered home page', '/'],
  ['a prerendered product page', '/products/vb-0001'],
  ['a page the app shell renders', '/account'],
  ['an unknown page', '/no-such-page'],
] as const;

for (const [what, path] of pages) {
  test(`${what} (${path}) comes with the security headers and is never cached stale`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const headers = response.headers();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['cache-control']).toBe('no-cache');

    const policy = policyOf(response);
    // One script is written into every page, the one that sets its colours before it is drawn
    // (src/services/color-scheme.ts), and the policy allows it by its hash, no other.
    const inlineScripts = inlineScriptHashes(await response.text());
    expect(inlineScripts).toHaveLength(1);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...inlineScripts,
      'https://apis.google.com',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // The emulator build lets the page reach the Auth emulator; firebase.json itself never does.
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:9099');
    // Framed: the shop itself and the one sign-in helper the build uses (here the emulator's),
    // never any Firebase project's pages (the deployed domain: scripts/predeploy.test.ts).
    expect(policy.get('frame-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
  });
}

test('hashed assets are cached for a year, as they never change', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('a missing asset is a 404, not the app shell cached for a year', async ({ request }) => {
  const response = await request.get('/assets/index-from-an-older-release.js');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('<div id="root">');
});

/** The file of a page module's chunk in the served build (dist-emulator/, scripts/with-emulator.ts). */
function chunkOfPage(module: string): string {
  const chunks = JSON.parse(readFileSync('dist-emulator/.vite/chunks.json', 'utf8')) as {
    fileName: string;
    facadeModuleId: string | null;
  }[];
  const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
  if (!chunk) throw new Error(`no chunk for ${module} in dist-emulator/`);
  return chunk.fileName;
}

test('a tab opened before a deploy reloads once into the new release, keeping the cart', async ({
  shop,
  page,
}) => {
  await shop.goto('/products/vb-0001');
  await anyAddToCart(shop.main).first().click();
  await shop.expectCartCount(1);

  // The deploy: the FAQ page's chunk this tab knows is gone from the server. Its request goes to
  // a file no release has, which the Hosting emulator answers as it does any removed asset; the
  // served folder stays as it is, for the tests running beside this one. The new release's
  // document, which the reload fetches, has its chunk again (here, the same file).
  let reloaded = false;
  await page.route(`**/${chunkOfPage('src/pages/info/faq-page.tsx')}`, (route) =>
    reloaded
      ? route.continue()
      : route.continue({
          url: new URL('/assets/removed-by-the-deploy.js', route.request().url()).href,
        }),
  );
  await page.route('**/faq', async (route) => {
    if (route.request().isNavigationRequest()) reloaded = true;
    await route.continue();
  });
  await shop.footer.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(shop.heading('Frequently Asked Questions')).toBeVisible({ timeout: 15_000 });
  expect(reloaded, 'the page reloaded').toBe(true);
  await shop.expectCartCount(1);
});

test("a page's data from the build is JSON; a page the build did not write has none, not the app shell", async ({
  request,
}) => {
  const product = await request.get('/data/products/vb-0001.json');
  expect(product.status()).toBe(200);
  expect(product.headers()['content-type']).toContain('application/json');
  expect(((await product.json()) as { product: { id: string } }).product.id).toBe('vb-0001');
  const home = (await (await request.get('/data/index.json')).json()) as { showcase: object };
  expect(Object.keys(home.showcase)).toContain('bestSellers');

  const missing = await request.get('/data/products/no-such-product.json');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('app-modules');
});

test('a prerendered page is served as itself, and a slash at the end is taken off', async ({
  request,
}) => {
  const page = await request.get('/products');
  expect(await page.text()).toContain('<h1');
  const slashed = await request.get('/products/', { maxRedirects: 0 });
  expect(slashed.status()).toBe(301);
  expect(slashed.headers()['location']).toBe('/products');
});

test('a deep link to a page the browser renders works, and so does reloading it', async ({
  shop,
  page,
}) => {
  const results = shop.main.getByRole('heading', { level: 1, name: /laptop/i });
  await shop.goto('/search?q=laptop');
  await expect(results).toBeVisible();
  await page.reload();
  await expect(results).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=laptop$/);
});

test("the search page's shell brings the search page's code with the app's; another shell does not", async ({
  request,
}) => {
  const modulesOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const list = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html);
    return (JSON.parse(list?.[1] ?? '{}') as { preload?: string[] }).preload ?? [];
  };
  const search = await modulesOf('/search?q=laptop');
  expect(search.some((file) => /\/search-page-[\w-]+\.js$/.test(file))).toBe(true);
  const account = await modulesOf('/account');
  expect(account.length).toBeGreaterThan(0);
  expect(account.some((file) => /\/search-page-/.test(file))).toBe(false);
});

test('a deep link to a prerendered product works, and so does reloading it', async ({
  shop,
  page,
}) => {
  await shop.goto('/products/vb-0001');
  const title = shop.main.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const name = await title.textContent();
  await page.reload();
  await expect(shop.main.getByRole('heading', { level: 1, name: name! })).toBeVisible();
});

test('the shop refuses to be framed by another site', async ({ page, baseURL }) => {
  // A page of another origin (about:blank) that frames the shop, as a clickjacking site would.
  const refused = page.waitForEvent('console', (message) =>
    message.text().includes("frame-ancestors 'none'"),
  );
  await page.setContent(`<iframe src="${baseURL}/" title="shop"></iframe>`);
  await refused;
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
});
