import { describe, expect, it } from 'vitest';
import { cartStore, parseCartLines } from './cart-store';

const key = 'voltbay.cart';

describe('cartStore', () => {
  it('reads no lines when nothing is stored, and reads back the lines it wrote', () => {
    expect(cartStore.read()).toEqual([]);
    const lines = [
      { productId: 'vb-0001', quantity: 2 },
      { productId: 'vb-0002', quantity: 1 },
    ];
    cartStore.write(lines);
    expect(cartStore.read()).toEqual(lines);
  });

  it("discards a cart in the old spec's shape, which has no version", () => {
    localStorage.setItem(key, JSON.stringify([{ _id: 'vb-0001', quantity: 2 }]));
    expect(cartStore.read()).toEqual([]);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads no lines from data of its version that is not a list', () => {
    localStorage.setItem(key, JSON.stringify({ version: 1, data: 'nonsense' }));
    expect(cartStore.read()).toEqual([]);
  });
});

describe('parseCartLines', () => {
  it('drops each line whose id is not a catalog id', () => {
    expect(
      parseCartLines([
        { productId: '../x', quantity: 1 },
        { productId: 'VB-1', quantity: 1 },
        { productId: 42, quantity: 1 },
        { productId: 'vb-0001', quantity: 1 },
        { quantity: 1 },
      ]),
    ).toEqual([{ productId: 'vb-0001', quantity: 1 }]);
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
        null,
        'vb-0007',
      ]),
    ).toEqual([{ productId: 'vb-0006', quantity: 3 }]);
  });

  it('keeps the first line of a product stored twice, and only the fields it knows', () => {
    expect(
      parseCartLines([
        { productId: 'vb-0001', quantity: 2, priceCents: 1 },
        { productId: 'vb-0002', quantity: 1 },
        { productId: 'vb-0001', quantity: 5 },
      ]),
    ).toEqual([
      { productId: 'vb-0001', quantity: 2 },
      { productId: 'vb-0002', quantity: 1 },
    ]);
  });
});
