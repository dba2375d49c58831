import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { cartProduct } from './cart.fixtures.ts';
import {
  cartMachine,
  type CartEmitted,
  type CartEvent,
  type CartLine,
  type CartProduct,
} from './cart.machine.ts';
import { selectLimitPassed } from './cart-line.selectors.ts';
import { quantityLimitPassed } from '#shop-api/cart-rules.ts';
import {
  selectIsPriced,
  selectItemCount,
  selectLines,
  selectPricingFailed,
  selectRows,
  selectTotals,
} from './cart.selectors.ts';

const phone = cartProduct('phone', 19_999);
const cable = cartProduct('cable', 1_000);
const lastOne = cartProduct('last-one', 4_550, 3);
const soldOut = cartProduct('sold-out', 2_500, 0);

interface StartOptions {
  /** Lines kept from an earlier visit. */
  lines?: CartLine[];
  /** What `loadProducts` finds in the catalog; a rejection when `catalogDown`. */
  catalog?: CartProduct[];
  catalogDown?: () => boolean;
  /** Part of the stored cart could not be read. */
  unreadable?: boolean;
  /** The browser refuses to store the cart (storage full or turned off). */
  storageRefused?: boolean;
}

function start({
  lines = [],
  catalog = [phone, cable, lastOne, soldOut],
  catalogDown,
  unreadable = false,
  storageRefused = false,
}: StartOptions = {}) {
  const saved: CartLine[][] = [];
  const emitted: CartEmitted[] = [];
  const loads: string[][] = [];
  const otherTab = { save: (_lines: CartLine[]) => {} };
  const logic = cartMachine.provide({
    actors: {
      loadProducts: fromPromise(({ input }) => {
        loads.push(input.ids);
        if (catalogDown?.()) return Promise.reject(new Error('offline'));
        return Promise.resolve(catalog.filter((entry) => input.ids.includes(entry.id)));
      }),
      watchStorage: fromCallback<CartEvent>(({ sendBack }) => {
        otherTab.save = (stored) => sendBack({ type: 'cart.storageChanged', lines: stored });
      }),
    },
    actions: {
      saveLines: ({ self }, params) => {
        if (storageRefused) self.send({ type: 'cart.saveFailed' });
        else saved.push(params.lines);
      },
    },
  });
  const actor = createActor(logic, { input: { lines, unreadable } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const send = (event: CartEvent) => actor.send(event);
  return {
    actor,
    saved,
    emitted,
    loads,
    otherTab,
    send,
    add: (item: CartProduct, quantity = 1) => send({ type: 'cart.add', product: item, quantity }),
    can: (event: CartEvent) => actor.getSnapshot().can(event),
    lines: () => selectLines(actor.getSnapshot()),
    count: () => selectItemCount(actor.getSnapshot()),
    totals: () => selectTotals(actor.getSnapshot()),
    priced: () => waitFor(actor, selectIsPriced),
  };
}

const quantities = (lines: CartLine[]) =>
  Object.fromEntries(lines.map((line) => [line.productId, line.quantity]));

describe('cart machine: adding', () => {
  it('starts empty and ready, without loading the catalog', () => {
    const cart = start();
    expect(cart.lines()).toEqual([]);
    expect(cart.count()).toBe(0);
    expect(selectIsPriced(cart.actor.getSnapshot())).toBe(true);
    expect(cart.loads).toEqual([]);
  });

  it('adds a line per product, counts every item, saves and announces each add', () => {
    const cart = start();
    cart.add(phone);
    cart.add(cable, 3);
    expect(cart.lines()).toEqual([
      { productId: 'phone', quantity: 1 },
      { productId: 'cable', quantity: 3 },
    ]);
    expect(cart.count()).toBe(4);
    expect(cart.saved.at(-1)).toEqual(cart.lines());
    expect(cart.emitted).toEqual([
      { type: 'cart.added', name: 'Product phone', requested: 1, added: 1, max: 10 },
      { type: 'cart.added', name: 'Product cable', requested: 3, added: 3, max: 10 },
    ]);
  });

  it('adds to the line of a product already in the cart, up to 10', () => {
    const cart = start();
    cart.add(phone, 4);
    cart.add(phone, 4);
    expect(quantities(cart.lines())).toEqual({ phone: 8 });
    cart.add(phone, 4);
    expect(quantities(cart.lines())).toEqual({ phone: 10 });
    expect(cart.emitted.at(-1)).toMatchObject({ requested: 4, added: 2, max: 10 });
    cart.add(phone);
    expect(cart.emitted.at(-1)).toMatchObject({ requested: 1, added: 0, max: 10 });
  });

  it('never puts more in a line than the stock', () => {
    const cart = start();
    cart.add(lastOne, 5);
    expect(quantities(cart.lines())).toEqual({ 'last-one': 3 });
    expect(cart.emitted).toEqual([
      { type: 'cart.added', name: 'Product last-one', requested: 5, added: 3, max: 3 },
    ]);
  });

  it('makes a whole quantity of at least 1 of what it is asked to add', () => {
    const cart = start();
    cart.add(phone, 0);
    cart.add(cable, 2.7);
    cart.add(lastOne, -4);
    expect(quantities(cart.lines())).toEqual({ phone: 1, cable: 2, 'last-one': 1 });
  });

  it('refuses a sold-out product and a quantity that is not a number', () => {
    const cart = start();
    expect(cart.can({ type: 'cart.add', product: soldOut, quantity: 1 })).toBe(false);
    cart.add(soldOut);
    cart.add(phone, Number.NaN);
    expect(cart.lines()).toEqual([]);
    expect(cart.saved).toEqual([]);
    expect(cart.emitted).toEqual([]);
  });
});

describe('cart machine: changing lines', () => {
  it('increments up to min(10, stock) and decrements down to 1, refusing past the bounds', () => {
    const cart = start();
    cart.add(lastOne, 2);
    const increment = { type: 'cart.increment', productId: 'last-one' } as const;
    const decrement = { type: 'cart.decrement', productId: 'last-one' } as const;
    cart.send(increment);
    expect(quantities(cart.lines())).toEqual({ 'last-one': 3 });
    expect(cart.can(increment)).toBe(false);
    cart.send(increment);
    expect(quantities(cart.lines())).toEqual({ 'last-one': 3 });
    cart.send(decrement);
    cart.send(decrement);
    expect(quantities(cart.lines())).toEqual({ 'last-one': 1 });
    expect(cart.can(decrement)).toBe(false);
    cart.send(decrement);
    expect(quantities(cart.lines())).toEqual({ 'last-one': 1 });
    // Two adds, one increment and two decrements changed the cart; the refused events did not.
    expect(cart.saved).toHaveLength(4);
  });

  it('stops incrementing at 10 when the stock is larger', () => {
    const cart = start();
    cart.add(phone, 9);
    cart.send({ type: 'cart.increment', productId: 'phone' });
    expect(cart.can({ type: 'cart.increment', productId: 'phone' })).toBe(false);
    expect(quantities(cart.lines())).toEqual({ phone: 10 });
  });

  it('sets a typed quantity, clamped to 1..min(10, stock), and ignores one that is not a number', () => {
    const cart = start();
    cart.add(phone);
    cart.add(lastOne);
    const set = (productId: string, quantity: number) =>
      cart.send({ type: 'cart.setQuantity', productId, quantity });
    set('phone', 7);
    expect(quantities(cart.lines())).toEqual({ phone: 7, 'last-one': 1 });
    set('phone', 50);
    set('last-one', 50);
    expect(quantities(cart.lines())).toEqual({ phone: 10, 'last-one': 3 });
    set('phone', 0);
    set('last-one', 2.9);
    expect(quantities(cart.lines())).toEqual({ phone: 1, 'last-one': 2 });
    set('phone', Number.NaN);
    set('phone', Number.POSITIVE_INFINITY);
    expect(quantities(cart.lines())).toEqual({ phone: 1, 'last-one': 2 });
  });

  it('keeps which limit a typed quantity went past, for its line, until that line changes again', () => {
    const cart = start();
    cart.add(phone, 10);
    cart.add(lastOne, 3);
    const set = (productId: string, quantity: number) =>
      cart.send({ type: 'cart.setQuantity', productId, quantity });
    const limitPassed = (productId: string) =>
      selectLimitPassed(cart.actor.getSnapshot(), productId);
    // Typed at a line already at its limit: nothing changes but the shopper is told why.
    set('phone', 50);
    expect(limitPassed('phone')).toBe('most');
    set('last-one', 9);
    expect(limitPassed('last-one')).toBe('stock');
    expect(limitPassed('phone')).toBeUndefined();
    cart.send({ type: 'cart.increment', productId: 'phone' });
    expect(limitPassed('last-one')).toBe('stock');
    cart.send({ type: 'cart.decrement', productId: 'last-one' });
    expect(limitPassed('last-one')).toBeUndefined();
    set('phone', 0);
    expect(limitPassed('phone')).toBe('least');
    set('phone', 4);
    expect(limitPassed('phone')).toBeUndefined();
    expect(quantities(cart.lines())).toEqual({ phone: 4, 'last-one': 2 });
  });

  it('ignores changes to a product that is not in the cart', () => {
    const cart = start();
    cart.add(phone);
    for (const type of ['cart.increment', 'cart.decrement', 'cart.remove'] as const) {
      expect(cart.can({ type, productId: 'cable' })).toBe(false);
    }
    expect(cart.can({ type: 'cart.setQuantity', productId: 'cable', quantity: 2 })).toBe(false);
  });

  it('removes a line, and clears them all', () => {
    const cart = start();
    cart.add(phone);
    cart.add(cable, 2);
    cart.send({ type: 'cart.remove', productId: 'phone' });
    expect(cart.lines()).toEqual([{ productId: 'cable', quantity: 2 }]);
    cart.send({ type: 'cart.clear' });
    expect(cart.lines()).toEqual([]);
    expect(cart.count()).toBe(0);
    expect(cart.saved.at(-1)).toEqual([]);
  });
});

describe('quantityLimitPassed', () => {
  it.each([
    [9999, 10, 'most'],
    [11, 10, 'most'],
    [4, 3, 'stock'],
    [10, 3, 'stock'],
    [0, 10, 'least'],
    [-3, 10, 'least'],
    [-3, 3, 'least'],
  ] as const)('says a typed %s, with a maximum of %s, went past the %s', (typed, max, limit) => {
    expect(quantityLimitPassed(typed, max)).toBe(limit);
  });

  it.each([
    [1, 10],
    [10, 10],
    [3, 3],
    [7, 10],
  ])('says nothing of a typed %s within 1 to %s', (typed, max) => {
    expect(quantityLimitPassed(typed, max)).toBeUndefined();
  });
});

describe('cart machine: totals', () => {
  it('charges nothing for an empty cart', () => {
    expect(start().totals()).toEqual({ subtotalCents: 0, deliveryCents: 0, totalCents: 0 });
  });

  it('adds $50 delivery up to a sub-total of $100, exactly in cents', () => {
    const cart = start();
    cart.add(cartProduct('usb', 1_999), 3);
    expect(cart.totals()).toEqual({
      subtotalCents: 5_997,
      deliveryCents: 5_000,
      totalCents: 10_997,
    });
    cart.send({ type: 'cart.clear' });
    cart.add(cable, 10);
    // $100.00 is not over $100.
    expect(cart.totals()).toEqual({
      subtotalCents: 10_000,
      deliveryCents: 5_000,
      totalCents: 15_000,
    });
  });

  it('waives delivery over $100', () => {
    const cart = start();
    cart.add(cartProduct('adapter', 10_001));
    expect(cart.totals()).toEqual({ subtotalCents: 10_001, deliveryCents: 0, totalCents: 10_001 });
  });

  it('lists each priced line with its total', () => {
    const cart = start();
    cart.add(phone, 2);
    expect(selectRows(cart.actor.getSnapshot())).toEqual([
      { product: phone, quantity: 2, totalCents: 39_998 },
    ]);
  });
});

describe('cart machine: a cart kept from an earlier visit', () => {
  it('shows its count at once, then prices its lines from the catalog', async () => {
    const cart = start({ lines: [{ productId: 'phone', quantity: 2 }] });
    expect(cart.count()).toBe(2);
    expect(selectIsPriced(cart.actor.getSnapshot())).toBe(false);
    await cart.priced();
    expect(cart.loads).toEqual([['phone']]);
    expect(cart.totals().subtotalCents).toBe(39_998);
  });

  it('drops products no longer sold and those sold out, lowers lines to the stock left, and says which', async () => {
    const cart = start({
      lines: [
        { productId: 'phone', quantity: 2 },
        { productId: 'withdrawn', quantity: 1 },
        { productId: 'sold-out', quantity: 1 },
        { productId: 'last-one', quantity: 8 },
      ],
    });
    await cart.priced();
    expect(cart.lines()).toEqual([
      { productId: 'phone', quantity: 2 },
      { productId: 'last-one', quantity: 3 },
    ]);
    expect(cart.emitted).toEqual([
      { type: 'cart.linesDropped', count: 1 },
      { type: 'cart.soldOut', names: ['Product sold-out'] },
      { type: 'cart.quantitiesLowered', lines: [{ name: 'Product last-one', quantity: 3 }] },
    ]);
    expect(cart.saved.at(-1)).toEqual(cart.lines());
  });

  it('does not call a stored quantity over 10 a shortage when there is stock enough', async () => {
    const cart = start({ lines: [{ productId: 'phone', quantity: 40 }] });
    await cart.priced();
    expect(cart.lines()).toEqual([{ productId: 'phone', quantity: 10 }]);
    expect(cart.emitted).toEqual([]);
  });

  it('says, as it starts, that part of the stored cart could not be read, and only that', async () => {
    const cart = start({ lines: [{ productId: 'phone', quantity: 2 }], unreadable: true });
    expect(cart.emitted).toEqual([{ type: 'cart.unreadableDropped' }]);
    // Saved as read at once, so the next visit reads it whole and says nothing.
    expect(cart.saved).toEqual([[{ productId: 'phone', quantity: 2 }]]);
    await cart.priced();
    expect(cart.lines()).toEqual([{ productId: 'phone', quantity: 2 }]);
    expect(cart.emitted).toEqual([{ type: 'cart.unreadableDropped' }]);
  });

  it('keeps the lines unpriced while the catalog is unreachable, until a retry works', async () => {
    let down = true;
    const cart = start({ lines: [{ productId: 'phone', quantity: 2 }], catalogDown: () => down });
    await waitFor(cart.actor, selectPricingFailed);
    expect(cart.count()).toBe(2);
    expect(selectRows(cart.actor.getSnapshot())).toEqual([]);
    expect(cart.can({ type: 'cart.increment', productId: 'phone' })).toBe(false);
    down = false;
    cart.send({ type: 'cart.retry' });
    await cart.priced();
    expect(cart.totals().subtotalCents).toBe(39_998);
  });

  it('takes the lines another tab saved, pricing only the new products, without saving them back', async () => {
    const cart = start();
    cart.add(phone);
    const savedBefore = cart.saved.length;
    cart.otherTab.save([
      { productId: 'phone', quantity: 4 },
      { productId: 'cable', quantity: 1 },
    ]);
    expect(cart.count()).toBe(5);
    await cart.priced();
    expect(cart.loads).toEqual([['cable']]);
    expect(cart.totals().subtotalCents).toBe(4 * 19_999 + 1_000);
    // Pricing wrote the same lines (no storage event for an equal value); no shopper edit was saved.
    expect(cart.saved.slice(savedBefore)).toEqual([
      [
        { productId: 'phone', quantity: 4 },
        { productId: 'cable', quantity: 1 },
      ],
    ]);
    cart.otherTab.save([{ productId: 'phone', quantity: 1 }]);
    expect(selectIsPriced(cart.actor.getSnapshot())).toBe(true);
    expect(cart.saved.length).toBe(savedBefore + 1);
  });
});

describe('cart machine: a browser that refuses to store the cart', () => {
  it('keeps the cart working for the page and says once that it cannot be saved', () => {
    const cart = start({ storageRefused: true });
    cart.add(phone);
    cart.add(cable, 2);
    cart.send({ type: 'cart.increment', productId: 'phone' });
    cart.send({ type: 'cart.remove', productId: 'cable' });
    expect(cart.lines()).toEqual([{ productId: 'phone', quantity: 2 }]);
    expect(cart.emitted.filter((event) => event.type === 'cart.cannotSave')).toHaveLength(1);
    expect(cart.emitted.filter((event) => event.type === 'cart.added')).toHaveLength(2);
  });
});

describe('cart machine: properties', () => {
  const catalog = fc.array(
    fc.record({
      priceCents: fc.integer({ min: 1, max: 500_000 }),
      stockCount: fc.integer({ min: 0, max: 15 }),
    }),
    { minLength: 1, maxLength: 5 },
  );

  const events = (size: number) => {
    const productId = fc.integer({ min: 0, max: size - 1 }).map((index) => `p-${index}`);
    const quantity = fc.oneof(
      fc.integer({ min: -20, max: 30 }),
      fc.double({ noNaN: false }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
    );
    return fc.array(
      fc.oneof(
        fc.record({ type: fc.constant('add' as const), productId, quantity }),
        fc.record({ type: fc.constant('cart.increment' as const), productId }),
        fc.record({ type: fc.constant('cart.decrement' as const), productId }),
        fc.record({ type: fc.constant('cart.setQuantity' as const), productId, quantity }),
        fc.record({ type: fc.constant('cart.remove' as const), productId }),
        fc.constant({ type: 'cart.clear' as const }),
      ),
      { maxLength: 40 },
    );
  };

  it('keeps quantities within 1..min(10, stock) and totals exact and consistent', () => {
    fc.assert(
      fc.property(
        catalog.chain((terms) => fc.tuple(fc.constant(terms), events(terms.length))),
        ([terms, steps]) => {
          const products = terms.map((entry, index) =>
            cartProduct(`p-${index}`, entry.priceCents, entry.stockCount),
          );
          const cart = start({ catalog: products });
          for (const step of steps) {
            const item =
              ('productId' in step && products[Number(step.productId.slice(2))]) || phone;
            cart.send(
              step.type === 'add'
                ? { type: 'cart.add', product: item, quantity: step.quantity }
                : step,
            );
            for (const line of cart.lines()) {
              const stock = products.find((entry) => entry.id === line.productId)?.stockCount ?? 0;
              expect(Number.isInteger(line.quantity)).toBe(true);
              expect(line.quantity).toBeGreaterThanOrEqual(1);
              expect(line.quantity).toBeLessThanOrEqual(Math.min(10, stock));
            }
            const { subtotalCents, deliveryCents, totalCents } = cart.totals();
            const expectedSubtotal = cart
              .lines()
              .reduce(
                (sum, line) =>
                  sum +
                  line.quantity *
                    (products.find((entry) => entry.id === line.productId)?.priceCents ?? 0),
                0,
              );
            expect(subtotalCents).toBe(expectedSubtotal);
            expect(Number.isInteger(totalCents)).toBe(true);
            expect(totalCents).toBe(subtotalCents + deliveryCents);
            expect(totalCents).toBeGreaterThanOrEqual(0);
            expect(deliveryCents).toBe(
              cart.lines().length === 0 || subtotalCents > 10_000 ? 0 : 5_000,
            );
          }
        },
      ),
    );
  });
});
