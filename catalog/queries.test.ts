import { describe, expect, it } from 'vitest';
import { makeProduct } from './product.fixtures.ts';
import {
  bestSellers,
  brandSlugsByCategory,
  brandsIn,
  countsByBrand,
  countsByCategory,
  findProduct,
  newestFirst,
  productsIn,
} from './queries.ts';

const product = (id: string, changes: Parameters<typeof makeProduct>[0]) =>
  makeProduct({ id, slug: id, sku: id.toUpperCase(), ...changes });

const products = [
  product('galaxy', { name: 'Galaxy A55', brand: 'samsung', tags: ['android', '5g'] }),
  product('pixel', { name: 'Pixel 8a', brand: 'google', tags: ['android', 'camera'] }),
  product('ssd', {
    name: 'Samsung 990 Pro SSD',
    category: 'component',
    brand: 'samsung',
    productType: 'SSD',
    tags: ['nvme'],
  }),
  product('laptop', {
    name: 'Victus 15 Gaming Laptop',
    category: 'gaming',
    alsoListedIn: ['laptop-desktop'],
    brand: 'hp',
    productType: 'Gaming Laptop',
    tags: ['rtx'],
  }),
  product('old', { name: 'Galaxy S9', brand: 'samsung', isActive: false }),
];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('productsIn', () => {
  it.each([
    ['phone-tablets', undefined, ['galaxy', 'pixel']],
    ['phone-tablets', 'samsung', ['galaxy']],
    ['Phone-Tablets', 'SAMSUNG', ['galaxy']],
    ['component', 'samsung', ['ssd']],
    ['component', 'google', []],
    // Listed in a category besides its home one.
    ['gaming', 'hp', ['laptop']],
    ['laptop-desktop', undefined, ['laptop']],
    ['toasters', undefined, []],
  ])('%s / %s -> %j', (category, brand, expected) => {
    expect(ids(productsIn(products, category, brand))).toEqual(expected);
  });
});

describe('countsByCategory', () => {
  it('counts active products in every category they are listed in, zero included', () => {
    const counts = countsByCategory(products);
    expect(Object.keys(counts)).toHaveLength(11);
    expect(counts).toMatchObject({
      'phone-tablets': 2,
      component: 1,
      gaming: 1,
      'laptop-desktop': 1,
      software: 0,
    });
  });
});

describe('countsByBrand', () => {
  it.each([
    ['phone-tablets', { samsung: 1, google: 1 }],
    ['gaming', { hp: 1 }],
    ['laptop-desktop', { hp: 1 }],
  ])('counts the brands with products in %s, and no others', (category, expected) => {
    expect(countsByBrand(products, category)).toEqual(expected);
  });

  it('has nothing for an unknown category', () => {
    expect(countsByBrand(products, 'toasters')).toEqual({});
  });
});

describe('brandsIn', () => {
  it('gives the brands with active products in a category, by label', () => {
    const more = [...products, product('iphone', { name: 'iPhone 15', brand: 'apple' })];
    expect(brandsIn(more, 'phone-tablets').map((brand) => brand.label)).toEqual([
      'Apple',
      'Google',
      'Samsung',
    ]);
    expect(brandsIn(more, 'laptop-desktop').map((brand) => brand.slug)).toEqual(['hp']);
    expect(brandsIn(more, 'software')).toEqual([]);
  });

  it('gives every category its brands by slug, for the menus', () => {
    expect(brandSlugsByCategory(products)).toMatchObject({
      'phone-tablets': ['google', 'samsung'],
      component: ['samsung'],
      gaming: ['hp'],
      'laptop-desktop': ['hp'],
      software: [],
    });
  });
});

describe('findProduct', () => {
  it.each([
    ['pixel', 'pixel'],
    ['old', undefined],
    ['nothing', undefined],
  ])('%s -> %s', (id, expected) => {
    expect(findProduct(products, id)?.id).toBe(expected);
  });
});

describe('newestFirst', () => {
  it('puts the most recently added active products first', () => {
    const dated = [
      product('older', { createdAt: '2025-03-01T00:00:00.000Z' }),
      product('newest', {
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      }),
      product('withdrawn', {
        createdAt: '2026-05-01T00:00:00.000Z',
        updatedAt: '2026-05-02T00:00:00.000Z',
        isActive: false,
      }),
      product('oldest', { createdAt: '2024-01-01T00:00:00.000Z' }),
    ];
    expect(ids(newestFirst(dated))).toEqual(['newest', 'older', 'oldest']);
  });
});

describe('bestSellers', () => {
  it("lists active best sellers in the catalog's order", () => {
    const flagged = [
      product('first', { isBestSeller: true }),
      product('plain', {}),
      product('second', { isBestSeller: true }),
      product('withdrawn', { isBestSeller: true, isActive: false }),
    ];
    expect(ids(bestSellers(flagged))).toEqual(['first', 'second']);
  });
});
