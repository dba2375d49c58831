import { afterEach, describe, expect, it, vi } from 'vitest';
import { timing } from '#machines/timing.ts';
import { rejectionAfter } from '#src/testing/rejection-after.ts';
import { TimeoutError } from '#src/services/with-timeout.ts';
import { catalog, CatalogLoadError, createCatalog } from './catalog.ts';
import { parseCatalog, type ParsedCatalog } from '#catalog/parse-catalog.ts';
import { catalogText } from './catalog-text.ts';
import { makeCatalogEntry, makeProduct } from '#catalog/product.fixtures.ts';
import type { Specifications } from '#catalog/specifications.ts';

const valid = makeCatalogEntry();
/** What the schema makes of `valid`. */
const product = makeProduct();
const { id: _id, ...withoutId } = valid;
const phoneSpecs = valid.specifications as Extract<Specifications, { kind: 'phone' }>;
const { warranty: _warranty, ...specsWithoutWarranty } = phoneSpecs;
const { storage: _storage, ...specsWithoutStorage } = phoneSpecs;
const software = { kind: 'software', platform: 'Windows 11', support: '1 year of updates' };
const laptopSpecs = {
  kind: 'laptop',
  screenSize: 15.6,
  display: 'FHD IPS, 144 Hz',
  processor: 'Ryzen 5 7535HS',
  ram: 16,
  storage: 512,
  warranty: '1 year',
  weight: '2.3 kg',
};

describe('parseCatalog', () => {
  it('accepts a valid product as it is, its prices in whole cents', () => {
    expect(parseCatalog([valid])).toEqual({ products: [product], entries: [valid], problems: [] });
    expect(product).toMatchObject({ priceCents: 19999, originalPriceCents: 19999 });
    expect(product).not.toHaveProperty('price');
  });

  it.each([
    [0.29, 29],
    [19.99, 1999],
    [1.1, 110],
    [1299, 129900],
    [4.35, 435],
  ])('turns $%s into exactly %s cents', (dollars, cents) => {
    const [parsed] = parseCatalog([
      { ...valid, price: dollars, originalPrice: dollars, discountPercentage: 0 },
    ]).products;
    expect(parsed).toMatchObject({ priceCents: cents, originalPriceCents: cents });
  });

  it('lists a product only in its home category unless it names others', () => {
    const { alsoListedIn: _alsoListedIn, ...withoutOtherListings } = valid;
    expect(parseCatalog([withoutOtherListings]).products[0]?.alsoListedIn).toEqual([]);
    const gamingLaptop = {
      ...valid,
      category: 'laptop-desktop',
      alsoListedIn: ['gaming'],
      specifications: laptopSpecs,
    };
    expect(parseCatalog([gamingLaptop]).products[0]?.alsoListedIn).toEqual(['gaming']);
  });

  it('accepts software with a platform and support, and no weight or warranty', () => {
    const product = { ...valid, category: 'software', specifications: software };
    expect(parseCatalog([product]).problems).toEqual([]);
  });

  it.each([
    ['a price below zero', { price: -1 }, 'price: Invalid value: Expected >0 but received -1'],
    ['fractions of a cent', { price: 9.999 }, 'price: must have at most 2'],
    ['a product line as its brand', { brand: 'iphone' }, 'brand: unknown brand "iphone"'],
    ['an old nav path as its brand', { brand: 'star-pc' }, 'brand: unknown brand "star-pc"'],
    ['an unknown category', { category: 'toasters' }, 'category: unknown category "toasters"'],
    ['stock while out of stock', { inStock: false, stockCount: 5 }, 'stockCount: must be above 0'],
    ['no stock while in stock', { stockCount: 0 }, 'stockCount: must be above 0'],
    [
      'a discount the prices do not imply',
      { originalPrice: 249.99 },
      'discountPercentage: must be 20',
    ],
    ['a discount above 90%', { discountPercentage: 95 }, 'discountPercentage: Invalid value'],
    ['an unknown use case', { useCase: ['pilots'] }, 'useCase.0: Invalid type'],
    ['a repeated use case', { useCase: ['gamers', 'gamers'] }, 'useCase: must not repeat'],
    ['an update before creation', { updatedAt: '2024-01-01T00:00:00.000Z' }, 'updatedAt: must not'],
    ['a date that is not ISO', { createdAt: '10/01/2025' }, 'createdAt: Invalid timestamp'],
    [
      'a missing warranty',
      { specifications: specsWithoutWarranty },
      "specifications.warranty: is required for kind 'phone'",
    ],
    [
      'a phone without its storage',
      { specifications: specsWithoutStorage },
      "specifications.storage: is required for kind 'phone'",
    ],
    [
      'a driver size on a tablet',
      {
        specifications: { ...phoneSpecs, kind: 'tablet', driverSize: 'Landscape stereo speakers' },
      },
      "specifications.driverSize: is not a specification of kind 'tablet'",
    ],
    [
      'a weight on software',
      { category: 'software', specifications: { ...software, weight: 'Digital delivery' } },
      "specifications.weight: is not a specification of kind 'software'",
    ],
    [
      'a storage size as text',
      { specifications: { ...phoneSpecs, storage: '128 GB' } },
      'specifications.storage: Invalid type: Expected number',
    ],
    [
      'an unknown kind of product',
      { specifications: { ...phoneSpecs, kind: 'toaster' } },
      'specifications.kind: unknown kind "toaster"',
    ],
    [
      'its home category among the other listings',
      { alsoListedIn: ['phone-tablets'] },
      "alsoListedIn: must not repeat the home category 'phone-tablets'",
    ],
    [
      'a phone listed among the software',
      { alsoListedIn: ['software'] },
      "specifications.kind: kind 'phone' is not sold in software",
    ],
    [
      'a laptop at home among the phones',
      { specifications: laptopSpecs },
      "specifications.kind: kind 'laptop' is not sold in phone-tablets",
    ],
    [
      'an unknown category among the other listings',
      { alsoListedIn: ['toasters'] },
      'alsoListedIn.0: unknown category "toasters"',
    ],
    ['a field the model does not have', { colour: 'blue' }, 'colour: Invalid key'],
    // Ratings come from the shop's reviews (server), never with the catalog's data.
    ['a rating of its own', { rating: 4.8 }, 'rating: Invalid key'],
  ])('rejects %s with one problem naming the product and the field', (_case, change, expected) => {
    const { products, problems } = parseCatalog([{ ...valid, ...change }]);
    expect(products).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`products[0] (vb-9001): ${expected}`);
  });

  it('names the product by the id it has, even a malformed one', () => {
    expect(parseCatalog([{ ...valid, id: 'VB 1' }]).problems).toEqual([
      'products[0] (VB 1): id: must be lowercase letters and digits joined by single hyphens',
    ]);
  });

  it('names an entry without an id by its position', () => {
    const { problems } = parseCatalog([valid, withoutId]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^products\[1\]: id: /);
  });

  it('describes an entry that is not an object', () => {
    expect(parseCatalog([null]).problems).toEqual([
      'products[0]: (entry): Invalid type: Expected Object but received null',
    ]);
  });

  it('keeps the valid products around a malformed one', () => {
    const other = makeCatalogEntry({ id: 'vb-9002', slug: 'other-phone', sku: 'VB-TST-9002' });
    const { products, problems } = parseCatalog([valid, { ...valid, price: -1 }, other]);
    expect(products.map((product) => product.id)).toEqual(['vb-9001', 'vb-9002']);
    expect(problems).toHaveLength(1);
  });

  it('leaves out a product whose id, slug or SKU is already taken', () => {
    const twin = makeCatalogEntry({ id: 'vb-9002' });
    const { products, problems } = parseCatalog([valid, twin]);
    expect(products).toEqual([product]);
    expect(problems).toEqual([
      "products[1] (vb-9002): slug: 'voltbay-test-phone' is already used by products[0] (vb-9001)",
      "products[1] (vb-9002): sku: 'VB-TST-9001' is already used by products[0] (vb-9001)",
    ]);
  });

  it('reports data that is not a list', () => {
    expect(parseCatalog({ products: [valid] })).toEqual({
      products: [],
      entries: [],
      problems: ['catalog: expected an array of products'],
    });
  });
});

describe('createCatalog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('loads once and serves every later call from the first load', async () => {
    const load = vi.fn(() => Promise.resolve(parseCatalog([valid])));
    const shop = createCatalog(load);
    const [first, second] = await Promise.all([shop.products(), shop.products()]);
    expect(await shop.products()).toBe(first);
    expect(second).toBe(first);
    expect(first).toEqual([product]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a failed load in words for the shopper, and forgets it so the next call tries again', async () => {
    const offline = new Error('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<ParsedCatalog>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValueOnce(parseCatalog([valid]));
    const shop = createCatalog(load);
    const failure = shop.products();
    await expect(failure).rejects.toThrow(catalogText.loadFailed);
    await expect(failure).rejects.toMatchObject({ name: 'CatalogLoadError', cause: offline });
    await expect(shop.products()).resolves.toEqual([product]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a load that does not answer within the load timeout, and tries again next time', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<ParsedCatalog>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce(parseCatalog([valid]));
    const shop = createCatalog(load);
    const error = await rejectionAfter(shop.products(), timing.loadTimeout);
    expect(error).toBeInstanceOf(CatalogLoadError);
    expect((error as CatalogLoadError).cause).toBeInstanceOf(TimeoutError);
    await expect(shop.products()).resolves.toEqual([product]);
  });

  it('skips malformed products and reports them once per load', async () => {
    const report = vi.fn();
    const shop = createCatalog(
      () => Promise.resolve(parseCatalog([valid, { ...valid, id: 'vb-9002', price: -1 }])),
      report,
    );
    expect(await shop.products()).toEqual([product]);
    await shop.products();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith([expect.stringContaining('products[1] (vb-9002): price:')]);
  });

  it('reports problems with one console.error by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await createCatalog(() =>
      Promise.resolve(parseCatalog([{ ...valid, brand: 'iphone' }])),
    ).products();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain(
      'products[0] (vb-9001): brand: unknown brand "iphone"',
    );
  });

  it('stays quiet when every product is valid', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await createCatalog(() => Promise.resolve(parseCatalog([valid]))).products();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('catalog', () => {
  it("loads the shop's own data without problems", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const products = await catalog.products();
    expect(products.length).toBeGreaterThanOrEqual(130);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
