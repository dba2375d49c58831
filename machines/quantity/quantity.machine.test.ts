import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { quantityMachine, type QuantityEvent } from './quantity.machine.ts';
import {
  selectCanDecrement,
  selectCanIncrement,
  selectLimitPassed,
  selectQuantity,
} from './quantity.selectors.ts';

function start(stockCount: number) {
  const actor = createActor(quantityMachine, { input: { stockCount } }).start();
  return {
    send: (...events: QuantityEvent[]) => events.forEach((event) => actor.send(event)),
    quantity: () => selectQuantity(actor.getSnapshot()),
    max: () => actor.getSnapshot().context.max,
    canIncrement: () => selectCanIncrement(actor.getSnapshot()),
    canDecrement: () => selectCanDecrement(actor.getSnapshot()),
    limitPassed: () => selectLimitPassed(actor.getSnapshot()),
  };
}

const increment = { type: 'quantity.increment' } as const;
const decrement = { type: 'quantity.decrement' } as const;
const set = (quantity: number) => ({ type: 'quantity.set', quantity }) as const;
const stockChanged = (stockCount: number) =>
  ({ type: 'quantity.stockChanged', stockCount }) as const;

describe('quantity machine', () => {
  it('starts at 1, which can go up but not down', () => {
    const { quantity, max, canIncrement, canDecrement } = start(10);
    expect(quantity()).toBe(1);
    expect(max()).toBe(10);
    expect(canIncrement()).toBe(true);
    expect(canDecrement()).toBe(false);
  });

  it('steps up to the maximum and no further', () => {
    const { send, quantity, canIncrement, canDecrement } = start(3);
    send(increment, increment);
    expect(quantity()).toBe(3);
    expect(canIncrement()).toBe(false);
    expect(canDecrement()).toBe(true);
    send(increment);
    expect(quantity()).toBe(3);
  });

  it('steps down to 1 and no further', () => {
    const { send, quantity, canDecrement } = start(3);
    send(increment, increment, decrement);
    expect(quantity()).toBe(2);
    send(decrement, decrement);
    expect(quantity()).toBe(1);
    expect(canDecrement()).toBe(false);
  });

  it('goes up to 10 and no further when there are more in stock', () => {
    const { send, quantity, canIncrement } = start(25);
    send(...Array.from({ length: 12 }, () => increment));
    expect(quantity()).toBe(10);
    expect(canIncrement()).toBe(false);
  });

  it('can neither go up nor down when there is 1 in stock', () => {
    const { send, quantity, canIncrement, canDecrement } = start(1);
    expect(canIncrement()).toBe(false);
    expect(canDecrement()).toBe(false);
    send(increment, set(5));
    expect(quantity()).toBe(1);
  });

  it.each([
    [0, 1],
    [-4, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [3.9, 3],
    [1.5, 1],
  ])('takes a stock of %s as a maximum of %s', (given, expected) => {
    const { send, quantity, max } = start(given);
    expect(max()).toBe(expected);
    send(set(100));
    expect(quantity()).toBe(expected);
  });

  it.each([
    [7, 7],
    [10, 10],
    [1, 1],
    [7.9, 7],
    [1e12, 10],
    [11, 10],
    [0, 1],
    [0.5, 1],
    [-3, 1],
  ])('sets a typed %s as %s', (typed, expected) => {
    const { send, quantity } = start(10);
    send(set(typed));
    expect(quantity()).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'ignores a typed %s, keeping the quantity',
    (typed) => {
      const { send, quantity } = start(10);
      send(set(4), set(typed));
      expect(quantity()).toBe(4);
    },
  );

  it.each([
    [50, 10, 'most'],
    [50, 4, 'stock'],
    [0, 10, 'least'],
    [-3, 4, 'least'],
  ] as const)(
    'keeps that a typed %s went past the limit with %s in stock: %s',
    (typed, stock, limit) => {
      const { send, limitPassed } = start(stock);
      send(set(typed));
      expect(limitPassed()).toBe(limit);
    },
  );

  it('forgets the limit passed at the next step or a typed value within the limits', () => {
    const { send, limitPassed } = start(10);
    send(set(50), decrement);
    expect(limitPassed()).toBeUndefined();
    send(set(0), increment);
    expect(limitPassed()).toBeUndefined();
    send(set(50), set(4));
    expect(limitPassed()).toBeUndefined();
  });

  it('keeps the limit passed when typed again at the limit, where the quantity does not change', () => {
    const { send, quantity, limitPassed } = start(3);
    send(set(3), set(9));
    expect(quantity()).toBe(3);
    expect(limitPassed()).toBe('stock');
  });

  it('lowers the quantity to a lower maximum when the stock turns out lower', () => {
    const { send, quantity, max, canIncrement, limitPassed } = start(10);
    send(set(60), stockChanged(2));
    expect(limitPassed()).toBeUndefined();
    expect(max()).toBe(2);
    expect(quantity()).toBe(2);
    expect(canIncrement()).toBe(false);
  });

  it('keeps the quantity and allows more when the stock turns out higher', () => {
    const { send, quantity, max, canIncrement } = start(2);
    send(increment, stockChanged(8));
    expect(max()).toBe(8);
    expect(quantity()).toBe(2);
    expect(canIncrement()).toBe(true);
  });

  it('keeps the quantity a whole number from 1 to the maximum, whatever is sent', () => {
    const event = fc.oneof(
      fc.constant(increment),
      fc.constant(decrement),
      fc.oneof(fc.integer(), fc.double()).map(set),
      fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double()).map(stockChanged),
    );
    const stock = fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double());
    fc.assert(
      fc.property(stock, fc.array(event, { maxLength: 40 }), (givenStock, events) => {
        const machine = start(givenStock);
        for (const sent of events) {
          machine.send(sent);
          const expectedMax = machine.max();
          expect(Number.isInteger(expectedMax)).toBe(true);
          expect(expectedMax).toBeGreaterThanOrEqual(1);
          const quantity = machine.quantity();
          expect(Number.isInteger(quantity)).toBe(true);
          expect(quantity).toBeGreaterThanOrEqual(1);
          expect(quantity).toBeLessThanOrEqual(expectedMax);
          expect(machine.canIncrement()).toBe(quantity < expectedMax);
          expect(machine.canDecrement()).toBe(quantity > 1);
        }
      }),
    );
  });
});
