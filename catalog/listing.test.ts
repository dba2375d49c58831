import { describe, expect, it } from 'vitest';
import { listProducts, PAGE_SIZE } from './listing.ts';
import { defaultListingQuery, type ListingQuery } from './listing-query.ts';
import type { Product } from './product.ts';
import { makeProduct } from './product.fixtures.ts';

const query = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({
  ...defaultListingQuery('listing'),
  ...overrides,
});

const laptop = (id: string, overrides: Partial<Product>, ram = 16, storage = 512): Product =>
  makeProduct({
    id,
    name: `Laptop ${id}`,
    category: 'laptop-desktop',
    useCase: [],
    specifications: {
      kind: 'laptop',
      screenSize: 15.6,
      display: 'IPS',
      processor: 'Core i5',
      ram,
      storage,
      warranty: '1 year',
      weight: '1.8 kg',
    },
    ...overrides,
  });

const products = [
  laptop('a', { brand: 'dell', priceCents: 89900, createdAt: '2025-03-01T00:00:00.000Z' }, 8),
  laptop('b', { brand: 'apple', priceCents: 129900, useCase: ['professionals'] }, 16, 1000),
  laptop('c', { brand: 'dell', priceCents: 49950, inStock: false, stockCount: 0 }, 8, 256),
  laptop('d', {
    brand: 'hp',
    priceCents: 65000,
    isFeatured: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
  laptop('e', { brand: 'hp', priceCents: 210000, useCase: ['gamers'] }, 32, 1000),
];
const ids = (list: readonly Product[]) => list.map((product) => product.id);
/** The shop's ratings of the products: 'f' has no review. */
const ratings = new Map([
  ['a', { average: 4.1, count: 9 }],
  ['b', { average: 4.8, count: 3 }],
  ['c', { average: 3.2, count: 4 }],
  ['d', { average: 4.5, count: 12 }],
  ['e', { average: 2.5, count: 2 }],
]);

describe('listProducts: filters', () => {
  it('keeps everything for the default view, in featured order: in stock first', () => {
    const result = listProducts(products, query());
    expect(result.total).toBe(5);
    expect(ids(result.products)).toEqual(['d', 'a', 'b', 'e', 'c']);
  });

  it('filters by brands, any of them', () => {
    expect(ids(listProducts(products, query({ brands: ['hp', 'apple'] })).products).sort()).toEqual(
      ['b', 'd', 'e'],
    );
  });

  it('filters by a price range, ends included; one end alone works', () => {
    expect(
      ids(
        listProducts(products, query({ minPriceCents: 65000, maxPriceCents: 129900 })).products,
      ).sort(),
    ).toEqual(['a', 'b', 'd']);
    expect(ids(listProducts(products, query({ maxPriceCents: 50000 })).products)).toEqual(['c']);
    expect(ids(listProducts(products, query({ minPriceCents: 200000 })).products)).toEqual(['e']);
  });

  it('filters by stock, use case, minimum rating and specifications', () => {
    expect(listProducts(products, query({ inStockOnly: true })).total).toBe(4);
    expect(ids(listProducts(products, query({ useCase: 'gamers' })).products)).toEqual(['e']);
    expect(
      ids(listProducts(products, query({ minRating: 4 }), { ratings }).products).sort(),
    ).toEqual(['a', 'b', 'd']);
    expect(ids(listProducts(products, query({ specs: { ram: [8, 32] } })).products).sort()).toEqual(
      ['a', 'c', 'e'],
    );
    expect(
      ids(listProducts(products, query({ specs: { ram: [8], storage: [256] } })).products),
    ).toEqual(['c']);
  });

  it("keeps the products the chosen store has, whatever the warehouse's stock", () => {
    // 'c' is sold out at the warehouse and on the shelf at the store.
    const atStore = new Set(['a', 'c']);
    const result = listProducts(products, query({ availableAt: 'riverside' }), { atStore });
    expect(ids(result.products).sort()).toEqual(['a', 'c']);
    expect(result.facets.brands).toEqual([{ value: 'dell', count: 2 }]);
    expect(
      ids(
        listProducts(products, query({ availableAt: 'riverside', inStockOnly: true }), { atStore })
          .products,
      ),
    ).toEqual(['a']);
    // Not told which products the store has: it has none the listing can vouch for.
    expect(listProducts(products, query({ availableAt: 'riverside' })).total).toBe(0);
  });

  it('combines filters: every one must hold', () => {
    const result = listProducts(products, query({ brands: ['dell'], inStockOnly: true }));
    expect(ids(result.products)).toEqual(['a']);
  });

  it('gives an empty page, not an error, when nothing matches', () => {
    const result = listProducts(products, query({ brands: ['apple'], maxPriceCents: 10000 }));
    expect(result).toMatchObject({ products: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('listProducts: sort', () => {
  it.each([
    ['price-asc', ['c', 'd', 'a', 'b', 'e']],
    ['price-desc', ['e', 'b', 'a', 'd', 'c']],
    ['rating', ['b', 'd', 'a', 'c', 'e']],
    ['newest', ['d', 'a', 'b', 'c', 'e']],
  ] as const)('sorts by %s', (sort, expected) => {
    expect(ids(listProducts(products, query({ sort }), { ratings }).products)).toEqual(expected);
  });

  it('sorts by rating the more reviewed first among equals, and those without a review last', () => {
    const unrated = laptop('f', { brand: 'hp' });
    const tied = new Map([...ratings, ['e', { average: 4.8, count: 7 }]]);
    expect(
      ids(
        listProducts([unrated, ...products], query({ sort: 'rating' }), { ratings: tied }).products,
      ),
    ).toEqual(['e', 'b', 'd', 'a', 'c', 'f']);
  });

  it('keeps the order it was given for relevance (search results come ranked)', () => {
    const ranked = [products[4]!, products[0]!, products[2]!];
    expect(ids(listProducts(ranked, query({ sort: 'relevance' })).products)).toEqual([
      'e',
      'a',
      'c',
    ]);
  });
});

describe('listProducts: pages', () => {
  const many = Array.from({ length: 50 }, (_, index) =>
    makeProduct({ id: `p-${index}`, priceCents: (index + 1) * 100 }),
  );

  it(`cuts the results into pages of ${PAGE_SIZE}`, () => {
    const first = listProducts(many, query({ sort: 'price-asc' }));
    expect(first).toMatchObject({ total: 50, page: 1, pageCount: 3 });
    expect(first.products).toHaveLength(PAGE_SIZE);
    const last = listProducts(many, query({ sort: 'price-asc', page: 3 }));
    expect(ids(last.products)).toEqual(['p-48', 'p-49']);
  });

  it('shows the last page for a page past it', () => {
    const result = listProducts(many, query({ sort: 'price-asc', page: 99 }));
    expect(result.page).toBe(3);
    expect(ids(result.products)).toEqual(['p-48', 'p-49']);
  });
});

describe('listProducts: facets', () => {
  it('counts brands with every other filter applied, and keeps a chosen brand left with none', () => {
    const { facets } = listProducts(
      products,
      query({ brands: ['apple'], inStockOnly: true, maxPriceCents: 100000 }),
    );
    expect(facets.brands).toEqual([
      { value: 'apple', count: 0 },
      { value: 'dell', count: 1 },
      { value: 'hp', count: 1 },
    ]);
  });

  it('counts use cases and ratings, each without its own filter', () => {
    const { facets } = listProducts(products, query({ useCase: 'gamers', minRating: 4 }), {
      ratings,
    });
    expect(facets.useCases).toContainEqual({ value: 'professionals', count: 1 });
    expect(facets.ratings).toEqual([
      { value: 4, count: 0 },
      { value: 3, count: 0 },
      { value: 2, count: 1 },
    ]);
  });

  it('offers no rating to filter by while the ratings are not known', () => {
    expect(listProducts(products, query()).facets.ratings).toEqual([]);
  });

  it('offers the values of each specification facet with counts, ascending', () => {
    const { facets } = listProducts(products, query({ specs: { ram: [8] } }), {
      specFields: ['ram', 'storage'],
    });
    expect(facets.specs).toEqual([
      {
        field: 'ram',
        options: [
          { value: 8, count: 2 },
          { value: 16, count: 2 },
          { value: 32, count: 1 },
        ],
      },
      {
        field: 'storage',
        options: [
          { value: 256, count: 1 },
          { value: 512, count: 1 },
        ],
      },
    ]);
  });

  it('leaves out a specification facet with only one value, which would narrow nothing', () => {
    const { facets } = listProducts(products, query(), { specFields: ['screenSize'] });
    expect(facets.specs).toEqual([]);
  });

  it('gives the price range before the price filter, in cents', () => {
    const { facets } = listProducts(products, query({ minPriceCents: 100000 }));
    expect(facets.priceRange).toEqual({ minCents: 49950, maxCents: 210000 });
  });
});
