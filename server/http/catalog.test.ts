import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogRelease } from '#catalog/catalog-release.ts';
import { parseShopCatalog } from '#catalog/shop-catalog.ts';
import { productSchema } from '#catalog/product.ts';
import type { SearchAnswer } from '#shop-api/search.ts';
import { releaseShopCatalog } from '#server/catalog.ts';
import { catalogSearch, CATALOG_CHECK_MS } from '#server/shop/catalog-search.ts';
import { releaseCatalog } from '#server/shop/catalog-release.ts';
import { products } from '#server/store/schema.ts';
import { createTestClient, errorOf } from '#server/testing/fakes.ts';
import { ownTestDatabase } from '#server/testing/test-database.ts';

// GET /api/products, /api/search and /api/search/suggestions over the shop's own catalog,
// released into a database of this file's own (a release touches every product row).
const database = await ownTestDatabase();
afterAll(() => database.close());
await releaseShopCatalog(database.db);

const { call } = createTestClient(database);
const shopProducts = parseShopCatalog().products;
const nameOf = (id: string) => shopProducts.find((product) => product.id === id)?.name;

async function search(query: string): Promise<SearchAnswer> {
  const response = await call(`/search?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}
const names = async (query: string) =>
  (await search(query)).products.map((product) => nameOf(product.id));

describe('searching the catalog on the server', () => {
  it('forgives typos and knows the shop\'s synonyms: "iphnoe", "samsng", "notebook"', async () => {
    const iphones = await names('q=iphnoe');
    expect(iphones.length).toBeGreaterThan(0);
    expect(iphones.every((name) => name?.startsWith('iPhone'))).toBe(true);

    const samsung = await search('q=samsng');
    expect(samsung.total).toBeGreaterThan(0);
    expect(samsung.facets.brands.map(({ value }) => value)).toEqual(['samsung']);

    const notebooks = await search('q=notebook');
    const kinds = notebooks.products.map(
      (product) => shopProducts.find(({ id }) => id === product.id)?.specifications.kind,
    );
    expect(kinds[0]).toBe('laptop');
  });

  it("answers each product in the catalog's form, which the catalog's schema reads", async () => {
    const answer = await search('q=laptop');
    expect(answer.products).toHaveLength(24);
    expect(answer.total).toBeGreaterThan(24);
    for (const product of answer.products) expect(v.is(productSchema, product)).toBe(true);
  });

  it("narrows, orders and pages as the search page's address asks", async () => {
    const all = await search('q=laptop');
    const dell = await search('q=laptop&brand=dell&sort=price-asc&page=1');
    expect(dell.total).toBeLessThan(all.total);
    expect(dell.products.every((product) => product.id && nameOf(product.id)?.includes('Dell')));
    const prices = dell.products.map((product) => v.parse(productSchema, product).priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const pastTheEnd = await search(`q=laptop&page=999`);
    expect(pastTheEnd.page).toBe(pastTheEnd.pageCount);
    expect(pastTheEnd.products.length).toBeGreaterThan(0);
  });

  it("shows the stock the server holds, not the catalog's", async () => {
    const [first] = (await search('q=iphone')).products;
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, first!.id));
    const answer = await search('q=iphone');
    expect(answer.products.find((product) => product.id === first!.id)).toMatchObject({
      stockCount: 0,
      inStock: false,
    });
    const inStock = await search('q=iphone&inStock=1');
    expect(inStock.products.map((product) => product.id)).not.toContain(first!.id);
  });

  it('offers the nearest words when nothing matches', async () => {
    // Three edits away: too far to read as a typo, near enough to offer.
    const answer = await search('q=laaptoopp');
    expect(answer.total).toBe(0);
    expect(answer.nearestTerms).toContain('laptop');
  });

  it('refuses a blank search and one past 100 characters, saying why', async () => {
    const blank = await call('/search?q=%20');
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toContain('Type what to search for');

    const long = await call(`/search?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toContain('at most 100 characters');
  });

  it('suggests the best few products for what is typed', async () => {
    const response = await call('/search/suggestions?q=ipho');
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: { name: string }[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    expect(suggestions.every(({ name }) => name.startsWith('iPhone'))).toBe(true);
  });
});

describe('products by id', () => {
  it('answers the products sold, in the order asked, with the stock the server holds', async () => {
    const [first, second] = shopProducts.filter((product) => product.isActive);
    await database.db.update(products).set({ stock: 2 }).where(eq(products.id, second!.id));
    const response = await call(`/products?ids=${second!.id},no-such-product,${first!.id}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { products: unknown[] };
    const read = answer.products.map((product) => v.parse(productSchema, product));
    expect(read.map(({ id }) => id)).toEqual([second!.id, first!.id]);
    expect(read[0]).toMatchObject({ stockCount: 2, inStock: true });
  });

  it('leaves out a product no longer sold or withdrawn from sale', async () => {
    const withdrawn = shopProducts.find((product) => !product.isActive);
    const [sold, unsold] = shopProducts.filter((product) => product.isActive).slice(2);
    await database.db.update(products).set({ sold: false }).where(eq(products.id, unsold!.id));
    const response = await call(`/products?ids=${withdrawn!.id},${sold!.id},${unsold!.id}`);
    const answer = (await response.json()) as { products: { id: string }[] };
    expect(answer.products.map(({ id }) => id)).toEqual([sold!.id]);
  });

  it('refuses more than 100 ids, saying so', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => `vb-${index}`).join(',');
    const response = await call(`/products?ids=${ids}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('At most 100 products at a time');
  });
});

describe('a newer catalog release', () => {
  it('is searched once an instance has asked again, and not before', async () => {
    let clock = 0;
    const searching = catalogSearch(database.db, () => clock);
    const found = async (text: string) =>
      (await searching.search(text, new URLSearchParams())).products.map(({ id }) => id);
    const [projector] = await found('freestyle');
    expect(await found('zetabeam')).toEqual([]);

    // The next release renames the projector.
    await releaseCatalog(database.db, {
      version: catalogRelease.version + 1,
      digest: 'a-newer-catalog',
      products: parseShopCatalog().entries.map((entry) =>
        entry.id === projector ? { ...entry, name: 'Zetabeam Projector' } : entry,
      ),
    });
    clock = CATALOG_CHECK_MS - 1;
    expect(await found('zetabeam')).toEqual([]);
    clock = CATALOG_CHECK_MS;
    // The index at hand answers while the new one builds; a later search has the new.
    await expect.poll(() => found('zetabeam')).toEqual([projector]);
  });
});
