import { describe, expect, it } from 'vitest';
import { combinedRating, publicName } from './reviews.ts';

describe('publicName', () => {
  it.each([
    ['Ada Lovelace', 'Ada L.'],
    ['  Grace   Brewster Hopper ', 'Grace H.'],
    ['Cher', 'Cher'],
    ['ada lovelace', 'ada L.'],
    ['', 'A Voltbay shopper'],
    [undefined, 'A Voltbay shopper'],
  ])('shows %j as %j', (name, shown) => {
    expect(publicName(name)).toBe(shown);
  });
});

describe('combinedRating', () => {
  it("is the catalog's rating while the shop has no reviews", () => {
    expect(
      combinedRating({ ratingTenths: 47, ratingCount: 2210 }, { count: 0, starsTotal: 0 }),
    ).toEqual({ average: 4.7, count: 2210 });
  });

  it("weighs the shop's reviews as more ratings, to one decimal", () => {
    expect(
      combinedRating({ ratingTenths: 40, ratingCount: 4 }, { count: 2, starsTotal: 10 }),
    ).toEqual({
      average: 4.3,
      count: 6,
    });
  });

  it("is the shop's alone for a product the catalog has no ratings of, and none without either", () => {
    expect(
      combinedRating({ ratingTenths: 0, ratingCount: 0 }, { count: 3, starsTotal: 11 }),
    ).toEqual({
      average: 3.7,
      count: 3,
    });
    expect(
      combinedRating({ ratingTenths: 0, ratingCount: 0 }, { count: 0, starsTotal: 0 }),
    ).toEqual({
      average: 0,
      count: 0,
    });
  });
});
