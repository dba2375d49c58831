import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine } from './cart.machine';
import { selectItemCount, selectLines } from './cart.selectors';

function start() {
  const actor = createActor(cartMachine).start();
  return {
    add: (productId: string, quantity: number) =>
      actor.send({ type: 'cart.add', productId, quantity }),
    count: () => selectItemCount(actor.getSnapshot()),
    lines: () => selectLines(actor.getSnapshot()),
  };
}

describe('cart machine', () => {
  it('starts empty', () => {
    const { count, lines } = start();
    expect(count()).toBe(0);
    expect(lines()).toEqual([]);
  });

  it('adds a line per product and counts every item', () => {
    const { add, count, lines } = start();
    add('vb-0001', 1);
    add('vb-0002', 3);
    expect(count()).toBe(4);
    expect(lines()).toEqual([
      { productId: 'vb-0001', quantity: 1 },
      { productId: 'vb-0002', quantity: 3 },
    ]);
  });

  it('adds to the existing line when the product is already in the cart', () => {
    const { add, lines } = start();
    add('vb-0001', 2);
    add('vb-0001', 3);
    expect(lines()).toEqual([{ productId: 'vb-0001', quantity: 5 }]);
  });

  it('keeps each line between 1 and 10', () => {
    const { add, lines } = start();
    add('vb-0001', 8);
    add('vb-0001', 8);
    add('vb-0002', 0);
    add('vb-0003', 2.7);
    expect(lines()).toEqual([
      { productId: 'vb-0001', quantity: 10 },
      { productId: 'vb-0002', quantity: 1 },
      { productId: 'vb-0003', quantity: 2 },
    ]);
  });
});
