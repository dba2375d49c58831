import { describe, expect, it } from 'vitest';
import { publicName, ratingOf } from './reviews.ts';

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

describe('ratingOf', () => {
  it('averages the shown reviews to a tenth of a star', () => {
    expect(ratingOf({ count: 3, starsTotal: 11 })).toEqual({ average: 3.7, count: 3 });
  });

  it('is none while the product has no shown review', () => {
    expect(ratingOf({ count: 0, starsTotal: 0 })).toBeNull();
  });
});
