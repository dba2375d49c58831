import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProductIds, wishlistStore } from './wishlist-store.ts';

const key = 'voltbay.wishlist';

const refuse = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('wishlistStore', () => {
  it('reads no ids when nothing is stored, and reads back the ids it wrote, in order', () => {
    expect(wishlistStore.read()).toEqual({ value: [], unreadable: false });
    expect(wishlistStore.write(['vb-0003', 'vb-0001'])).toBe(true);
    expect(wishlistStore.read()).toEqual({ value: ['vb-0003', 'vb-0001'], unreadable: false });
  });

  it.each([
    ['text that is not JSON', '{"version":1,"data":["vb-0001"'],
    ['a wishlist of another version', JSON.stringify({ version: 0, data: ['vb-0001'] })],
    ['an object of another kind', JSON.stringify({ saved: ['vb-0001'] })],
    ['a bare list of ids', JSON.stringify(['vb-0001'])],
  ])('discards %s and reports it unreadable', (_, text) => {
    localStorage.setItem(key, text);
    expect(wishlistStore.read()).toEqual({ value: [], unreadable: true });
  });

  it('reads no ids when the browser refuses to read, and says it could not save when it refuses to write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    expect(wishlistStore.read()).toEqual({ value: [], unreadable: false });
    expect(wishlistStore.write(['vb-0001'])).toBe(false);
  });
});

describe('parseProductIds', () => {
  it('keeps each catalog id once, where it was first saved, and reports the rest unreadable', () => {
    expect(
      parseProductIds(['vb-0002', '../x', 'VB-1', 42, null, 'vb-0001', 'vb-0002', { id: 'vb-3' }]),
    ).toEqual({ value: ['vb-0002', 'vb-0001'], unreadable: true });
  });

  it('loses nothing to an id saved twice', () => {
    expect(parseProductIds(['vb-0002', 'vb-0001', 'vb-0002'])).toEqual({
      value: ['vb-0002', 'vb-0001'],
      unreadable: false,
    });
  });

  it('reads no ids, and reports them unreadable, from data that is not a list', () => {
    expect(parseProductIds('vb-0001')).toEqual({ value: [], unreadable: true });
    expect(parseProductIds({ 0: 'vb-0001' })).toEqual({ value: [], unreadable: true });
  });
});
