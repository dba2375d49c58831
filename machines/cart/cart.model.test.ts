import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { fromCallback } from 'xstate';
import { cartProduct } from './cart.fixtures.ts';
import { cartMachine, type CartEvent } from './cart.machine.ts';
import { DELIVERY, QUANTITY } from '#shop-api/cart-rules.ts';
import { selectItemCount, selectRows, selectTotals } from './cart.selectors.ts';

// Model-based: xstate/graph walks every cart the events below can make, by the shortest path to
// each, and the shop's rules are checked on every one of them, not only on hand-picked examples.

// A phone over the free-delivery line on its own, a cable under it, a product with 3 left and
// one sold out: together they reach both sides of every limit.
const phone = cartProduct('phone', 19_999, 50);
const cable = cartProduct('cable', 1_000, 50);
const lastOnes = cartProduct('last-ones', 4_550, 3);
const soldOut = cartProduct('sold-out', 2_500, 0);
const products = [phone, cable, lastOnes, soldOut];

const events: CartEvent[] = [
  ...products.flatMap((item): CartEvent[] => [
    { type: 'cart.add', product: item, quantity: 1 },
    { type: 'cart.add', product: item, quantity: 12 },
    { type: 'cart.increment', productId: item.id },
    { type: 'cart.decrement', productId: item.id },
    { type: 'cart.remove', productId: item.id },
  ]),
  { type: 'cart.setQuantity', productId: cable.id, quantity: 0 },
  { type: 'cart.setQuantity', productId: lastOnes.id, quantity: 7 },
  { type: 'cart.clear' },
];

// Storage and the catalog stay out of the model: an empty cart never needs pricing, and what
// the shopper adds comes with its price.
const model = cartMachine.provide({
  actors: { watchStorage: fromCallback(() => {}) },
  actions: { saveLines: () => {} },
});

// A cart is its quantities per product: the order of its lines does not make another cart.
const paths = getShortestPaths(model, {
  events,
  input: { lines: [], unreadable: false },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Object.fromEntries(
        snapshot.context.lines.map((line) => [line.productId, line.quantity]).sort(),
      ),
    ]),
});

const byId = new Map(products.map((item) => [item.id, item]));

describe('cart machine, every cart the shopper can make', () => {
  it('reaches enough carts for the rules to be tried at their limits', () => {
    // Phone 0-10, cable 0-10, the last ones 0-3: 11 x 11 x 4 carts, each by one shortest path.
    expect(paths).toHaveLength(11 * 11 * 4);
  });

  it('keeps the rules in every one of them', () => {
    for (const { state: snapshot, steps } of paths) {
      const how = steps.map((step) => JSON.stringify(step.event)).join(' > ');
      const lines = snapshot.context.lines;

      expect(snapshot.matches('ready'), how).toBe(true);
      expect(new Set(lines.map((line) => line.productId)).size, how).toBe(lines.length);
      for (const line of lines) {
        const item = byId.get(line.productId)!;
        expect(item.stockCount, how).toBeGreaterThan(0);
        expect(Number.isInteger(line.quantity), how).toBe(true);
        expect(line.quantity, how).toBeGreaterThanOrEqual(QUANTITY.min);
        // The rule itself, not the machine's helper: 10 a line, and never more than the stock.
        expect(line.quantity, how).toBeLessThanOrEqual(Math.min(QUANTITY.max, item.stockCount));
      }

      expect(selectItemCount(snapshot), how).toBe(
        lines.reduce((sum, line) => sum + line.quantity, 0),
      );
      const subtotal = lines.reduce(
        (sum, line) => sum + line.quantity * byId.get(line.productId)!.priceCents,
        0,
      );
      const totals = selectTotals(snapshot);
      expect(totals.subtotalCents, how).toBe(subtotal);
      expect(totals.deliveryCents, how).toBe(
        subtotal === 0 || subtotal > DELIVERY.freeOverCents ? 0 : DELIVERY.chargeCents,
      );
      expect(totals.totalCents, how).toBe(totals.subtotalCents + totals.deliveryCents);
      expect(selectRows(snapshot), how).toHaveLength(lines.length);
    }
  });
});
