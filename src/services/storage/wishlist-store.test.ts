import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProductIds } from './local-store.ts';
import { createWishlistStore, wishlistStore } from './wishlist-store.ts';

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

// Each tab has its own store over the one localStorage; a tab saves before it has heard of the
// other tab's last save (its storage event is still on the way).
describe('wishlistStore in two tabs', () => {
  function twoTabs(ids: string[] = []) {
    localStorage.setItem(key, JSON.stringify({ version: 1, data: ids }));
    const tabs = { first: createWishlistStore(), second: createWishlistStore() };
    tabs.first.read();
    tabs.second.read();
    return tabs;
  }

  it('keeps both products when two tabs save one each, one save right after the other', () => {
    const tabs = twoTabs();
    tabs.first.write(['vb-0001']);
    tabs.second.write(['vb-0002']);
    expect(wishlistStore.read().value).toEqual(['vb-0001', 'vb-0002']);
  });

  it("does not undo a removal in one tab with the other tab's save", () => {
    const tabs = twoTabs(['vb-0001', 'vb-0002']);
    tabs.first.write(['vb-0002']);
    tabs.second.write(['vb-0001', 'vb-0002', 'vb-0003']);
    expect(wishlistStore.read().value).toEqual(['vb-0002', 'vb-0003']);
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
