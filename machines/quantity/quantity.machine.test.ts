import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { quantityMachine, type QuantityEvent } from './quantity.machine.ts';
import { selectCanDecrement, selectCanIncrement, selectQuantity } from './quantity.selectors.ts';

function start(max: number) {
  const actor = createActor(quantityMachine, { input: { max } }).start();
  return {
    send: (...events: QuantityEvent[]) => events.forEach((event) => actor.send(event)),
    quantity: () => selectQuantity(actor.getSnapshot()),
    max: () => actor.getSnapshot().context.max,
    canIncrement: () => selectCanIncrement(actor.getSnapshot()),
    canDecrement: () => selectCanDecrement(actor.getSnapshot()),
  };
}

const increment = { type: 'quantity.increment' } as const;
const decrement = { type: 'quantity.decrement' } as const;
const set = (quantity: number) => ({ type: 'quantity.set', quantity }) as const;
const maxChanged = (max: number) => ({ type: 'quantity.maxChanged', max }) as const;

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

  it('goes up to 10 when the maximum is 10', () => {
    const { send, quantity, canIncrement } = start(10);
    send(...Array.from({ length: 12 }, () => increment));
    expect(quantity()).toBe(10);
    expect(canIncrement()).toBe(false);
  });

  it('can neither go up nor down when the maximum is 1', () => {
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
  ])('takes a maximum of %s as %s', (given, expected) => {
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

  it('lowers the quantity to a lower maximum when the stock turns out lower', () => {
    const { send, quantity, max, canIncrement } = start(10);
    send(set(6), maxChanged(2));
    expect(max()).toBe(2);
    expect(quantity()).toBe(2);
    expect(canIncrement()).toBe(false);
  });

  it('keeps the quantity and allows more when the stock turns out higher', () => {
    const { send, quantity, max, canIncrement } = start(2);
    send(increment, maxChanged(8));
    expect(max()).toBe(8);
    expect(quantity()).toBe(2);
    expect(canIncrement()).toBe(true);
  });

  it('keeps the quantity a whole number from 1 to the maximum, whatever is sent', () => {
    const event = fc.oneof(
      fc.constant(increment),
      fc.constant(decrement),
      fc.oneof(fc.integer(), fc.double()).map(set),
      fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double()).map(maxChanged),
    );
    const max = fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double());
    fc.assert(
      fc.property(max, fc.array(event, { maxLength: 40 }), (givenMax, events) => {
        const machine = start(givenMax);
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
