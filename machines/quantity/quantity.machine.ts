import { assign, setup } from 'xstate';
import { clampQuantity, maxQuantity, QUANTITY } from '#shop-api/cart-rules.ts';

export interface QuantityInput {
  /** How many the shop has: the most that can be chosen is min(10, stock). */
  stockCount: number;
}

export interface QuantityContext {
  quantity: number;
  /** The most that can be chosen: min(10, stock), a whole number, 1 at least. */
  max: number;
  /**
   * The last value typed, as typed, so the stepper can say which limit it went past
   * (`selectLimitPassed`); gone with the next step, or when the maximum changes.
   */
  typed: number | undefined;
}

export type QuantityEvent =
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  /** A value the shopper typed: floored and clamped to 1..max. */
  | { type: 'quantity.set'; quantity: number }
  /** The stock turned out other than the page was built with: a new maximum, the quantity within it. */
  | { type: 'quantity.stockChanged'; stockCount: number };

// A stock that is not a finite number allows only the minimum, the one choice always safe.
const maxFor = (stockCount: number) =>
  Number.isFinite(stockCount)
    ? Math.max(QUANTITY.min, Math.floor(maxQuantity({ stockCount })))
    : QUANTITY.min;

/**
 * The quantity a shopper is about to add (the product page's stepper: 1 to min(10, stock);
 * docs/decisions/0006-cart-rules.md). The buttons step by one within the bounds; a typed value
 * is brought within them, and kept as typed for the stepper to say which limit it went past; the
 * quantity is brought within a lower maximum when the live stock turns out lower.
 */
export const quantityMachine = setup({
  types: {
    input: {} as QuantityInput,
    context: {} as QuantityContext,
    events: {} as QuantityEvent,
  },
  guards: {
    isBelowMax: ({ context }) => context.quantity < context.max,
    isAboveMin: ({ context }) => context.quantity > QUANTITY.min,
    isFiniteQuantity: (_, { quantity }: { quantity: number }) => Number.isFinite(quantity),
  },
  actions: {
    increment: assign({
      quantity: ({ context }) => context.quantity + 1,
      typed: undefined,
    }),
    decrement: assign({
      quantity: ({ context }) => context.quantity - 1,
      typed: undefined,
    }),
    setQuantity: assign(({ context }, { quantity }: { quantity: number }) => ({
      quantity: clampQuantity(quantity, context.max),
      typed: quantity,
    })),
    // A note about the old maximum would now name the wrong limit.
    setStock: assign(({ context }, { stockCount }: { stockCount: number }) => {
      const max = maxFor(stockCount);
      return max === context.max
        ? {}
        : { max, quantity: clampQuantity(context.quantity, max), typed: undefined };
    }),
  },
}).createMachine({
  id: 'quantity',
  context: ({ input }) => ({
    quantity: QUANTITY.min,
    max: maxFor(input.stockCount),
    typed: undefined,
  }),
  on: {
    'quantity.increment': { guard: 'isBelowMax', actions: 'increment' },
    'quantity.decrement': { guard: 'isAboveMin', actions: 'decrement' },
    'quantity.set': {
      guard: { type: 'isFiniteQuantity', params: ({ event }) => ({ quantity: event.quantity }) },
      actions: { type: 'setQuantity', params: ({ event }) => ({ quantity: event.quantity }) },
    },
    'quantity.stockChanged': {
      actions: { type: 'setStock', params: ({ event }) => ({ stockCount: event.stockCount }) },
    },
  },
});
