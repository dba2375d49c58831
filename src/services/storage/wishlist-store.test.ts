import { describe, expect, it } from 'vitest';
import { parseProductIds, wishlistStore } from './wishlist-store';

describe('wishlistStore', () => {
  it('reads no ids when nothing is stored, and reads back the ids it wrote, in order', () => {
    expect(wishlistStore.read()).toEqual([]);
    wishlistStore.write(['vb-0003', 'vb-0001']);
    expect(wishlistStore.read()).toEqual(['vb-0003', 'vb-0001']);
  });
});

describe('parseProductIds', () => {
  it('keeps each catalog id once, where it was first saved, and drops the rest', () => {
    expect(
      parseProductIds(['vb-0002', '../x', 'VB-1', 42, null, 'vb-0001', 'vb-0002', { id: 'vb-3' }]),
    ).toEqual(['vb-0002', 'vb-0001']);
  });

  it('reads no ids from data that is not a list', () => {
    expect(parseProductIds('vb-0001')).toEqual([]);
    expect(parseProductIds({ 0: 'vb-0001' })).toEqual([]);
  });
});
