import { describe, expect, it } from 'vitest';
import {
  countFilters,
  defaultListingQuery,
  readListingQuery,
  withoutFilters,
  writeListingQuery,
  type ListingKind,
  type ListingQuery,
} from './listing-query.ts';

const read = (search: string, kind: ListingKind = 'listing') =>
  readListingQuery(new URLSearchParams(search), kind);

describe('readListingQuery', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      read(
        'brand=apple,dell&minPrice=100&maxPrice=1000&inStock=1&availableAt=riverside&useCase=gamers&rating=4&ram=8,16&sort=price-asc&page=2',
      ),
    ).toEqual({
      brands: ['apple', 'dell'],
      minPriceCents: 10000,
      maxPriceCents: 100000,
      inStockOnly: true,
      availableAt: 'riverside',
      useCase: 'gamers',
      minRating: 4,
      specs: { ram: [8, 16] },
      sort: 'price-asc',
      page: 2,
    });
  });

  it('gives the default view for an empty query: featured for listings, relevance for search', () => {
    expect(read('')).toEqual(defaultListingQuery('listing'));
    expect(read('').sort).toBe('featured');
    expect(read('', 'search').sort).toBe('relevance');
  });

  it('ignores letter case, spaces and repeats', () => {
    const query = read(
      'brand= Apple ,APPLE,dell&useCase=Students&availableAt=%20Lakeview-Mall&sort=Rating',
    );
    expect(query.brands).toEqual(['apple', 'dell']);
    expect(query.availableAt).toBe('lakeview-mall');
    expect(query.useCase).toBe('students');
    expect(query.sort).toBe('rating');
  });

  it.each([
    ['unknown brands', 'brand=nokia-x,apple', { brands: ['apple'] }],
    ['an unknown use case', 'useCase=astronauts', { useCase: undefined }],
    ['an unknown sort', 'sort=cheapest', { sort: 'featured' }],
    ['a sort that belongs to search on a listing', 'sort=relevance', { sort: 'featured' }],
    ['a rating that is not offered', 'rating=5', { minRating: undefined }],
    ['a rating that is not a number', 'rating=four', { minRating: undefined }],
    [
      'prices that are not whole numbers',
      'minPrice=abc&maxPrice=1e3',
      { minPriceCents: undefined, maxPriceCents: undefined },
    ],
    ['a negative price', 'minPrice=-5', { minPriceCents: undefined }],
    ['specification values that are not numbers', 'ram=lots,16,-8', { specs: { ram: [16] } }],
    ['an inStock that is not yes', 'inStock=maybe', { inStockOnly: false }],
    ['a store the shop does not have', 'availableAt=moonbase', { availableAt: undefined }],
    ['the warehouse, which is no store', 'availableAt=warehouse', { availableAt: undefined }],
  ])('drops %s', (_, search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('turns a price range given backwards round', () => {
    expect(read('minPrice=900&maxPrice=100')).toMatchObject({
      minPriceCents: 10000,
      maxPriceCents: 90000,
    });
  });

  it.each(['0', '-1', 'abc', '2.5', '', '99999999999999999999'])(
    'reads page=%s as the first page',
    (page) => {
      expect(read(`page=${page}`).page).toBe(1);
    },
  );

  it('reads one value once however it is written: ram=8,08,8.0 is one filter, 8 GB', () => {
    const query = read('ram=8,08,8.0,16&screenSize=15.6,15.60');
    expect(query.specs).toEqual({ ram: [8, 16], screenSize: [15.6] });
    expect(countFilters(query)).toBe(3);
  });

  it('keeps at most 50 values of a list, so a hand-made URL cannot make unbounded work', () => {
    const many = Array.from({ length: 500 }, (_, index) => index + 1).join(',');
    expect(read(`ram=${many}`).specs.ram).toHaveLength(50);
  });
});

describe('writeListingQuery', () => {
  it('writes nothing for the default view', () => {
    expect(writeListingQuery(defaultListingQuery('listing'), 'listing')).toBe('');
    expect(writeListingQuery(defaultListingQuery('search'), 'search', { q: 'tv' })).toBe('?q=tv');
  });

  it('reads back what it writes, and writes one URL for one view', () => {
    const query: ListingQuery = {
      brands: ['dell', 'apple'],
      minPriceCents: 5000,
      maxPriceCents: 70000,
      inStockOnly: true,
      availableAt: 'northgate-plaza',
      useCase: 'students',
      minRating: 3,
      specs: { storage: [256, 512], screenSize: [15.6] },
      sort: 'newest',
      page: 3,
    };
    const written = writeListingQuery(query, 'listing');
    expect(written).toBe(
      '?brand=dell,apple&minPrice=50&maxPrice=700&inStock=1&availableAt=northgate-plaza&useCase=students&rating=3&storage=256,512&screenSize=15.6&sort=newest&page=3',
    );
    expect(read(written.slice(1))).toEqual(query);
    expect(writeListingQuery(read(written.slice(1)), 'listing')).toBe(written);
  });

  it("puts the search page's own parameters first", () => {
    const query = { ...defaultListingQuery('search'), sort: 'price-asc' as const };
    expect(writeListingQuery(query, 'search', { q: 'usb c' })).toBe('?q=usb+c&sort=price-asc');
  });
});

describe('countFilters and withoutFilters', () => {
  it('counts each chosen value, the price range once; clearing keeps the sort', () => {
    const query = read(
      'brand=apple,dell&minPrice=10&maxPrice=20&inStock=1&availableAt=riverside&ram=8,16&sort=rating&page=4',
    );
    expect(countFilters(query)).toBe(7);
    const cleared = withoutFilters(query);
    expect(countFilters(cleared)).toBe(0);
    expect(cleared).toEqual({ ...defaultListingQuery('listing'), sort: 'rating' });
  });
});
