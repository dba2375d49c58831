import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore, createCartStore, parseCartLines } from './cart-store.ts';

const key = 'voltbay.cart';

const stored = (data: unknown) => JSON.stringify({ version: 1, data });

const refuse = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cartStore', () => {
  it('reads no lines when nothing is stored, and reads back the lines it wrote', () => {
    expect(cartStore.read()).toEqual({ value: [], unreadable: false });
    const lines = [
      { productId: 'vb-0001', quantity: 2 },
      { productId: 'vb-0002', quantity: 1 },
    ];
    expect(cartStore.write(lines)).toBe(true);
    expect(cartStore.read()).toEqual({ value: lines, unreadable: false });
  });

  it('reads an empty cart of its version as nothing lost', () => {
    localStorage.setItem(key, stored([]));
    expect(cartStore.read()).toEqual({ value: [], unreadable: false });
  });

  // Every version of the shop wrote `{ version: 1, data }` (docs/decisions/0015-stored-data.md), so
  // anything else under the key is not a cart it can read: discarded, and the shopper told.
  it.each([
    ['text that is not JSON', '[{"productId":"vb-0001","quantity":'],
    ['JSON that is not an object', '42'],
    ['JSON null', 'null'],
    ['a cart of another version', JSON.stringify({ version: 2, data: [] })],
    ['a version as text', JSON.stringify({ version: '1', data: [] })],
    ['an object of another kind', JSON.stringify({ items: { 'vb-0001': 2 }, total: 12 })],
    ['a bare list of lines', JSON.stringify([{ productId: 'vb-0001', quantity: 2 }])],
    [
      'a list of lines in an older shape',
      JSON.stringify([{ _id: 'vb-0001', productName: 'X', quantity: 2 }]),
    ],
  ])('discards %s and reports it unreadable', (_, text) => {
    localStorage.setItem(key, text);
    expect(cartStore.read()).toEqual({ value: [], unreadable: true });
  });

  it('keeps the good lines of a partly bad cart and reports the rest unreadable', () => {
    localStorage.setItem(
      key,
      stored([{ productId: 'vb-0001', quantity: 2 }, { productId: '<img>', quantity: 1 }, 7]),
    );
    expect(cartStore.read()).toEqual({
      value: [{ productId: 'vb-0001', quantity: 2 }],
      unreadable: true,
    });
  });

  it('reads no lines, with nothing known to be lost, when the browser refuses to read storage', () => {
    cartStore.write([{ productId: 'vb-0001', quantity: 2 }]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    expect(cartStore.read()).toEqual({ value: [], unreadable: false });
  });

  it('says it could not save when the browser refuses to write storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    expect(cartStore.write([{ productId: 'vb-0001', quantity: 2 }])).toBe(false);
  });
});

// Each tab has its own store over the one localStorage; a tab saves before it has heard of the
// other tab's last save (its storage event is still on the way).
describe('cartStore in two tabs', () => {
  const line = (productId: string, quantity = 1) => ({ productId, quantity });

  function twoTabs(lines: { productId: string; quantity: number }[] = []) {
    localStorage.setItem(key, stored(lines));
    const tabs = { first: createCartStore(), second: createCartStore() };
    tabs.first.read();
    tabs.second.read();
    return tabs;
  }

  it('keeps both lines when two tabs add a product each, one save right after the other', () => {
    const tabs = twoTabs();
    tabs.first.write([line('vb-0001')]);
    tabs.second.write([line('vb-0002')]);
    expect(cartStore.read().value).toEqual([line('vb-0001'), line('vb-0002')]);
  });

  it("does not undo a removal in one tab with the other tab's save", () => {
    const tabs = twoTabs([line('vb-0001'), line('vb-0002')]);
    tabs.first.write([line('vb-0002')]);
    tabs.second.write([line('vb-0001'), line('vb-0002', 3)]);
    expect(cartStore.read().value).toEqual([line('vb-0002', 3)]);
  });

  it("keeps each tab's quantity change to a different line", () => {
    const tabs = twoTabs([line('vb-0001'), line('vb-0002')]);
    tabs.first.write([line('vb-0001', 4), line('vb-0002')]);
    tabs.second.write([line('vb-0001'), line('vb-0002', 2)]);
    expect(cartStore.read().value).toEqual([line('vb-0001', 4), line('vb-0002', 2)]);
  });

  it('tells the tab that saved of the lines its save kept from the other tab', () => {
    const tabs = twoTabs();
    const onChange = vi.fn();
    const stop = tabs.second.watch(onChange);
    tabs.first.write([line('vb-0001')]);
    tabs.second.write([line('vb-0002')]);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([line('vb-0001'), line('vb-0002')]);
    stop();
  });
});

describe('parseCartLines', () => {
  it('keeps every line of a good cart, with nothing lost', () => {
    const lines = [
      { productId: 'vb-0001', quantity: 1 },
      { productId: 'vb-0002', quantity: 10 },
    ];
    expect(parseCartLines(lines)).toEqual({ value: lines, unreadable: false });
  });

  it('drops each line whose id is not a catalog id', () => {
    expect(
      parseCartLines([
        { productId: '../x', quantity: 1 },
        { productId: 'VB-1', quantity: 1 },
        { productId: 42, quantity: 1 },
        { productId: 'vb-0001', quantity: 1 },
        { quantity: 1 },
      ]),
    ).toEqual({ value: [{ productId: 'vb-0001', quantity: 1 }], unreadable: true });
  });

  it('drops each line whose quantity is not a whole number of at least 1', () => {
    expect(
      parseCartLines([
        { productId: 'vb-0001', quantity: 0 },
        { productId: 'vb-0002', quantity: -1 },
        { productId: 'vb-0003', quantity: 1.5 },
        { productId: 'vb-0004', quantity: '2' },
        { productId: 'vb-0005', quantity: null },
        { productId: 'vb-0006', quantity: 3 },
        { productId: 'vb-0008', quantity: JSON.parse('1e400') as number },
        null,
        'vb-0007',
      ]),
    ).toEqual({ value: [{ productId: 'vb-0006', quantity: 3 }], unreadable: true });
  });

  it('keeps a huge whole quantity as it is: the cart brings it within the limit once priced', () => {
    expect(parseCartLines([{ productId: 'vb-0001', quantity: 1e12 }])).toEqual({
      value: [{ productId: 'vb-0001', quantity: 1e12 }],
      unreadable: false,
    });
  });

  it('keeps the first line of a product stored twice, and only the fields it knows, losing no product', () => {
    expect(
      parseCartLines([
        { productId: 'vb-0001', quantity: 2, priceCents: 1 },
        { productId: 'vb-0002', quantity: 1 },
        { productId: 'vb-0001', quantity: 5 },
      ]),
    ).toEqual({
      value: [
        { productId: 'vb-0001', quantity: 2 },
        { productId: 'vb-0002', quantity: 1 },
      ],
      unreadable: false,
    });
  });

  it('reads nothing, and reports it unreadable, from data that is not a list', () => {
    expect(parseCartLines('vb-0001')).toEqual({ value: [], unreadable: true });
    expect(parseCartLines({ 0: { productId: 'vb-0001', quantity: 1 } })).toEqual({
      value: [],
      unreadable: true,
    });
  });
});
