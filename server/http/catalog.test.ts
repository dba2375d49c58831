import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogRelease } from '#catalog/catalog-release.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { parseShopCatalog } from '#catalog/shop-catalog.ts';
import { productSchema } from '#catalog/product.ts';
import type { ListingAnswer } from '#shop-api/listing.ts';
import type { SearchAnswer } from '#shop-api/search.ts';
import { releaseShopCatalog } from '#server/catalog.ts';
import {
  catalogIndex,
  CATALOG_CHECK_MS,
  LIVE_STATE_MS,
  OFFER_PRODUCTS,
} from '#server/shop/catalog-index.ts';
import { releaseCatalog } from '#server/shop/catalog-release.ts';
import { soldCatalog } from '#server/shop/products.ts';
import { products, sales, storeStock } from '#server/store/schema.ts';
import { createTestClient, errorOf, newCaller } from '#server/testing/fakes.ts';
import { addTestCode, ownTestDatabase } from '#server/testing/test-database.ts';
import type { OffersAnswer } from '#shop-api/published-offers.ts';

// GET /api/products, /api/listing, /api/search and /api/search/suggestions over the shop's own catalog,
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
const foundIds = async (query: string) => (await search(query)).products.map(({ id }) => id);
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

async function listing(query: string): Promise<ListingAnswer> {
  const response = await call(`/listing?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListingAnswer;
}
const entryOf = (product: unknown) => v.parse(productSchema, product);

describe('listings on the server', () => {
  it("lists everything on sale, a category's products and a brand's within it", async () => {
    const all = await listing('');
    expect(all.total).toBe(all.listed);
    expect(all.total).toBe(shopProducts.filter((product) => product.isActive).length);
    expect(all.products).toHaveLength(24);

    const phones = await listing('scopeCategory=phone-tablets');
    expect(phones.total).toBeGreaterThan(0);
    expect(phones.products.every((product) => entryOf(product).category === 'phone-tablets')).toBe(
      true,
    );
    // The category's own specification facets.
    expect(phones.facets.specs.map(({ field }) => field)).toEqual(['storage', 'ram']);

    const apple = await listing('scopeCategory=phone-tablets&scopeBrand=apple');
    expect(apple.total).toBeGreaterThan(0);
    expect(apple.products.every((product) => entryOf(product).brand === 'apple')).toBe(true);
    expect(apple.elsewhere).toEqual([]);
  });

  it("narrows, orders and pages as the listing page's address asks; its brand filter is not the path's", async () => {
    const laptops = await listing('scopeCategory=laptop-desktop');
    const dell = await listing('scopeCategory=laptop-desktop&brand=dell&sort=price-desc');
    expect(dell.total).toBeLessThan(laptops.total);
    expect(dell.listed).toBe(laptops.listed);
    const read = dell.products.map(entryOf);
    expect(read.every((product) => product.brand === 'dell')).toBe(true);
    const prices = read.map((product) => product.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const secondPage = await listing('page=2');
    expect(secondPage.page).toBe(2);
    expect(secondPage.products[0]?.id).not.toBe((await listing('')).products[0]?.id);
  });

  it('names where a brand has products when it has none in the category', async () => {
    const none = await listing('scopeCategory=projector&scopeBrand=apple');
    expect(none.listed).toBe(0);
    expect(none.products).toEqual([]);
    expect(none.elsewhere.map(({ category }) => category)).toContain('phone-tablets');
    expect(none.elsewhere.every(({ count }) => count > 0)).toBe(true);
  });

  it('refuses a category or brand that is no slug, saying why', async () => {
    const response = await call('/listing?scopeCategory=Phones%20%26%20Tablets');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('lowercase letters');
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

  it('names every product to staff, sold or not; to no one else', async () => {
    const [unsold] = shopProducts.filter((product) => product.isActive).slice(-1);
    await database.db.update(products).set({ sold: false }).where(eq(products.id, unsold!.id));
    const staff = await call('/staff/products', {
      headers: { authorization: newCaller(true).authorization },
    });
    expect(staff.status).toBe(200);
    const answer = (await staff.json()) as {
      products: { id: string; name: string; sold: boolean }[];
    };
    expect(answer.products).toHaveLength(shopProducts.length);
    expect(answer.products.find(({ id }) => id === unsold!.id)).toMatchObject({
      name: unsold!.name,
      sold: false,
    });

    const shopper = await call('/staff/products', {
      headers: { authorization: newCaller().authorization },
    });
    expect(shopper.status).toBe(403);
    expect((await call('/staff/products')).status).toBe(401);
  });

  it('refuses more than 100 ids, saying so', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => `vb-${index}`).join(',');
    const response = await call(`/products?ids=${ids}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('At most 100 products at a time');
  });
});

describe("the server's stock and sale", () => {
  it('show in listings and searches within LIVE_STATE_MS of a change, the same for the calls meanwhile', async () => {
    let clock = 0;
    const catalog = catalogIndex(database.db, () => clock);
    const gaming = async (query = '') =>
      (await catalog.list({ category: 'gaming' }, new URLSearchParams(query))).products;
    const iphones = async (query = '') =>
      (await catalog.search('iphone', new URLSearchParams(query))).products;
    const [first, second] = await gaming();
    const [iphone] = await iphones();
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, first!.id));
    await database.db.update(products).set({ sold: false }).where(eq(products.id, second!.id));
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, iphone!.id));

    clock = LIVE_STATE_MS - 1;
    expect((await gaming()).map(({ id }) => id)).toContain(second!.id);

    clock = LIVE_STATE_MS;
    const listed = await gaming();
    expect(listed.find(({ id }) => id === first!.id)).toMatchObject({
      stockCount: 0,
      inStock: false,
    });
    expect(listed.map(({ id }) => id)).not.toContain(second!.id);
    expect((await gaming('inStock=1')).map(({ id }) => id)).not.toContain(first!.id);
    expect((await iphones()).find(({ id }) => id === iphone!.id)).toMatchObject({
      stockCount: 0,
      inStock: false,
    });
    expect((await iphones('inStock=1')).map(({ id }) => id)).not.toContain(iphone!.id);
  });
});

describe('a listing narrowed to a store (availableAt)', () => {
  const gamingIds = async (query: string) =>
    (await listing(`scopeCategory=gaming&${query}`)).products.map(({ id }) => id);

  it("keeps the products the store has now, in listings and searches; another store's units do not count", async () => {
    const [first, second] = (await listing('scopeCategory=gaming&sort=price-asc')).products;
    // `first` sold out at Riverside and on the shelf at Lakeview Mall, `second` at Riverside
    // only. No other product has a row at any store: none there.
    await database.db.insert(storeStock).values([
      { productId: first!.id, storeId: 'riverside', units: 0 },
      { productId: first!.id, storeId: 'lakeview-mall', units: 3 },
      { productId: second!.id, storeId: 'riverside', units: 2 },
    ]);

    expect(await gamingIds('availableAt=riverside')).toEqual([second!.id]);
    expect(await gamingIds('availableAt=lakeview-mall')).toEqual([first!.id]);
    expect(await gamingIds('availableAt=circuit-square')).toEqual([]);

    const found = await search(
      `q=${encodeURIComponent(nameOf(second!.id)!)}&availableAt=riverside`,
    );
    expect(found.products.map(({ id }) => id)).toEqual([second!.id]);
  });

  it('ignores a store the shop does not have, as the listing ignores unknown filter values', async () => {
    const all = await listing('scopeCategory=gaming');
    for (const unknown of ['moonbase', 'warehouse', '']) {
      const ignored = await listing(`scopeCategory=gaming&availableAt=${unknown}`);
      expect(ignored.total, unknown).toBe(all.total);
    }
  });

  it("shows a store's sale within LIVE_STATE_MS, the same for the calls meanwhile", async () => {
    let clock = 0;
    const catalog = catalogIndex(database.db, () => clock);
    const atNorthgate = async () =>
      (
        await catalog.list(
          { category: 'gaming' },
          new URLSearchParams('availableAt=northgate-plaza'),
        )
      ).products.map(({ id }) => id);
    const [product] = (await catalog.list({ category: 'gaming' }, new URLSearchParams())).products;
    await database.db
      .insert(storeStock)
      .values({ productId: product!.id, storeId: 'northgate-plaza', units: 1 });
    // The store is read at the first call that asks for it, with the state then in use.
    expect(await atNorthgate()).toEqual([product!.id]);
    await database.db
      .update(storeStock)
      .set({ units: 0 })
      .where(eq(storeStock.productId, product!.id));

    clock = LIVE_STATE_MS - 1;
    expect(await atNorthgate()).toEqual([product!.id]);
    clock = LIVE_STATE_MS;
    expect(await atNorthgate()).toEqual([]);
  });
});

describe('a sale in listings, searches and suggestions', () => {
  it('prices, sorts and answers a product at its sale price while the sale runs', async () => {
    let clock = Date.parse('2027-03-01T00:00:00+06:00');
    const catalog = catalogIndex(database.db, () => clock);
    const byPrice = async () =>
      (await catalog.list({ category: 'gaming' }, new URLSearchParams('sort=price-asc')))
        .products as { id: string; price: number; originalPrice: number }[];
    const dearest = (await byPrice()).at(-1)!;
    await database.db.insert(sales).values({
      id: 'test-listing-sale',
      title: 'Gaming night',
      reduction: { kind: 'percent', percent: 90 },
      scope: { kind: 'products', productIds: [dearest.id] },
      startsAt: new Date('2027-03-01T00:00:00+06:00'),
      endsAt: new Date('2027-03-02T00:00:00+06:00'),
    });
    clock += LIVE_STATE_MS;
    const listed = await byPrice();
    const onSale = listed.find(({ id }) => id === dearest.id)!;
    // 90 % off: in the catalog's own form, the sale's price and what it was.
    expect(onSale.price).toBeLessThan(dearest.price);
    expect(onSale.originalPrice).toBe(Math.max(dearest.originalPrice, dearest.price));
    expect(v.is(productSchema, onSale)).toBe(true);
    // Sorted by the price shown: no longer the dearest.
    const prices = listed.map(({ price }) => price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(listed.at(-1)!.id).not.toBe(dearest.id);
    const [suggested] = (await catalog.suggest(nameOf(dearest.id)!)).filter(
      ({ id }) => id === dearest.id,
    );
    expect(suggested?.priceCents).toBe(Math.round(onSale.price * 100));

    clock = Date.parse('2027-03-02T00:00:00+06:00') + LIVE_STATE_MS;
    expect((await byPrice()).find(({ id }) => id === dearest.id)?.price).toBe(dearest.price);
  });
});

describe('a newer catalog release', () => {
  it('is searched once an instance has asked again, and not before', async () => {
    let clock = 0;
    const searching = catalogIndex(database.db, () => clock);
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

describe('staff editing a product (/staff/products)', () => {
  const staff = { authorization: newCaller(true).authorization };
  // A product no other test here changes.
  const [product] = parseShopCatalog().entries.filter(
    (entry) => entry.isActive && entry.category === 'office-equipment',
  );
  const id = product!.id;
  const edit = (body: unknown, headers: Record<string, string> = staff) =>
    call(`/staff/products/${id}`, { method: 'PUT', json: body, headers });
  const renamed = {
    name: 'Voltbay Refurbished Tablet',
    description: 'Checked by our technicians, with a year of warranty.',
    priceCents: 19_950,
    originalPriceCents: 24_900,
    isActive: true,
  };

  it('shows staff what they may change, and no one else', async () => {
    const response = await call(`/staff/products/${id}`, { headers: staff });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id,
      name: product!.name,
      description: product!.description,
      priceCents: Math.round(product!.price * 100),
      originalPriceCents: Math.round(product!.originalPrice * 100),
      isActive: true,
      editedAt: null,
    });
    const shopper = await edit(renamed, { authorization: newCaller().authorization });
    expect(shopper.status).toBe(403);
    expect((await call(`/staff/products/${id}`)).status).toBe(401);
    const unknown = await call('/staff/products/vb-no-such-product', { headers: staff });
    expect(unknown.status).toBe(404);
  });

  it('refuses an edit the schema refuses, saying why, and changes nothing', async () => {
    const below = await edit({ ...renamed, originalPriceCents: 100 });
    expect(below.status).toBe(400);
    expect((await errorOf(below)).message).toContain('The price before is the price or more');
    const tooCheap = await edit({ ...renamed, priceCents: 100, originalPriceCents: 100_000 });
    expect((await errorOf(tooCheap)).message).toContain('a discount of 90% at most');
    const blank = await edit({ ...renamed, name: '   ' });
    expect((await errorOf(blank)).message).toContain('The name is required');
    const extra = await edit({ ...renamed, stock: 5 });
    expect(extra.status).toBe(400);
    const [row] = await database.db
      .select({ name: products.name, editedAt: products.editedAt })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ name: product!.name, editedAt: null });
  });

  it('changes the price shoppers pay at once, listings and search next, and outlives a release', async () => {
    const response = await edit(renamed);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { editedAt: string | null };
    expect(saved).toMatchObject(renamed);
    expect(Date.parse(saved.editedAt ?? '')).toBeGreaterThan(0);

    const stock = (await (await call(`/stock?ids=${id}`)).json()) as {
      products: { priceCents: number }[];
    };
    expect(stock.products[0]?.priceCents).toBe(19_950);
    const sold = (await (await call(`/products?ids=${id}`)).json()) as {
      products: unknown[];
    };
    expect(v.parse(productSchema, sold.products[0])).toMatchObject({
      name: renamed.name,
      description: renamed.description,
      priceCents: 19_950,
      originalPriceCents: 24_900,
      discountPercentage: 20,
    });
    // Listings and searches: once the index is built again, which the edit set going.
    await expect.poll(() => foundIds('q=refurbished%20tablet')).toContain(id);

    // The catalog file's next release leaves the edited product as staff left it.
    await releaseCatalog(database.db, {
      version: catalogRelease.version + 2,
      digest: 'a-later-catalog',
      products: parseShopCatalog().entries,
    });
    const [row] = await database.db
      .select({ name: products.name, priceCents: products.priceCents })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ name: renamed.name, priceCents: 19_950 });
    // And the next build prerenders it as staff left it (npm run catalog:export).
    const exported = await soldCatalog(database.db);
    expect(exported.find((entry) => entry.id === id)).toMatchObject({
      name: renamed.name,
      price: 199.5,
      originalPrice: 249,
      discountPercentage: 20,
    });
    expect(parseCatalog(exported).products).toHaveLength(exported.length);
  });

  it('takes a product off sale, and puts it back', async () => {
    expect((await edit({ ...renamed, isActive: false })).status).toBe(200);
    const off = (await (await call(`/products?ids=${id}`)).json()) as { products: unknown[] };
    expect(off.products).toEqual([]);
    await expect.poll(() => foundIds('q=refurbished%20tablet')).not.toContain(id);
    expect((await soldCatalog(database.db)).map((entry) => entry.id)).not.toContain(id);

    expect((await edit(renamed)).status).toBe(200);
    const back = (await (await call(`/products?ids=${id}`)).json()) as { products: unknown[] };
    expect(back.products).toHaveLength(1);
  });
});

describe('GET /api/offers', () => {
  it('lists the sales running now with the products each prices, and the published codes', async () => {
    const hour = 3_600_000;
    const samsung = shopProducts.filter(({ brand }) => brand === 'samsung');
    const [deeper] = samsung;
    await database.db.insert(sales).values([
      {
        id: 'test-offers-brand',
        title: 'Samsung days',
        reduction: { kind: 'percent', percent: 5 },
        scope: { kind: 'brand', brand: 'samsung' },
        startsAt: new Date(Date.now() - hour),
        endsAt: new Date(Date.now() + 48 * hour),
      },
      {
        id: 'test-offers-one',
        title: 'One deep deal',
        reduction: { kind: 'percent', percent: 30 },
        scope: { kind: 'products', productIds: [deeper!.id] },
        startsAt: new Date(Date.now() - hour),
        endsAt: new Date(Date.now() + 24 * hour),
      },
      {
        id: 'test-offers-later',
        title: 'Not yet',
        reduction: { kind: 'percent', percent: 50 },
        scope: { kind: 'brand', brand: 'samsung' },
        startsAt: new Date(Date.now() + hour),
        endsAt: new Date(Date.now() + 2 * hour),
      },
    ]);
    const published = await addTestCode(database, { published: true, maxUsesPerCustomer: 1 });
    const unpublished = await addTestCode(database);
    const ended = await addTestCode(database, {
      published: true,
      startsAt: new Date(Date.now() - 2 * hour),
      endsAt: new Date(Date.now() - hour),
    });

    // An index of its own: the app's holds the sales of its last call for a moment.
    const running = await catalogIndex(database.db).sales();
    // The one ending first first; the one not started is not there.
    expect(running.map(({ title }) => title)).toEqual(['One deep deal', 'Samsung days']);
    const [one, brand] = running;
    // A product in both is under the sale that gives its price.
    expect(one!.products.map(({ id }) => id)).toEqual([deeper!.id]);
    expect(brand!.productCount).toBe(samsung.length - 1);
    expect(brand!.products).toHaveLength(Math.min(OFFER_PRODUCTS, samsung.length - 1));
    expect(brand!.products.map(({ id }) => id)).not.toContain(deeper!.id);
    const [card] = one!.products as unknown as { price: number; originalPrice: number }[];
    expect(card!.price).toBeCloseTo(Math.floor(deeper!.priceCents * 0.7) / 100, 2);
    expect(brand!.endsAt).toMatch(/\+06:00$/);

    const response = await call('/offers');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as OffersAnswer;
    const codes = answer.codes.map(({ code }) => code);
    expect(codes).toContain(published);
    expect(codes).not.toContain(unpublished);
    expect(codes).not.toContain(ended);
    expect(answer.codes.find(({ code }) => code === published)?.maxUsesPerCustomer).toBe(1);
  });
});
