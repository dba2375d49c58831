import { assign, setup } from 'xstate';
import { clampQuantity, QUANTITY } from '#machines/cart/cart.rules.ts';

export interface QuantityInput {
  /** The most the shopper can choose: the caller's min(10, stock). */
  max: number;
}

export interface QuantityContext {
  quantity: number;
  max: number;
}

export type QuantityEvent =
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  /** A value the shopper typed: floored and clamped to 1..max. */
  | { type: 'quantity.set'; quantity: number }
  /** The stock turned out other than the page was built with: a new maximum, the quantity within it. */
  | { type: 'quantity.maxChanged'; max: number };

// A bound that is not a finite number allows only the minimum, the one choice always safe.
const toMax = (max: number) =>
  Number.isFinite(max) ? Math.max(QUANTITY.min, Math.floor(max)) : QUANTITY.min;

/**
 * The quantity a shopper is about to add (the product page's stepper: 1 to min(10, stock);
 * docs/decisions/0006-cart-rules.md). The buttons step by one within the bounds; a typed value is
 * brought within them, and so is the quantity when the live stock lowers the maximum.
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
    increment: assign({ quantity: ({ context }) => context.quantity + 1 }),
    decrement: assign({ quantity: ({ context }) => context.quantity - 1 }),
    setQuantity: assign({
      quantity: ({ context }, { quantity }: { quantity: number }) =>
        clampQuantity(quantity, context.max),
    }),
    setMax: assign(({ context }, { max }: { max: number }) => {
      const bound = toMax(max);
      return { max: bound, quantity: clampQuantity(context.quantity, bound) };
    }),
  },
}).createMachine({
  id: 'quantity',
  context: ({ input }) => ({ quantity: QUANTITY.min, max: toMax(input.max) }),
  on: {
    'quantity.increment': { guard: 'isBelowMax', actions: 'increment' },
    'quantity.decrement': { guard: 'isAboveMin', actions: 'decrement' },
    'quantity.set': {
      guard: { type: 'isFiniteQuantity', params: ({ event }) => ({ quantity: event.quantity }) },
      actions: { type: 'setQuantity', params: ({ event }) => ({ quantity: event.quantity }) },
    },
    'quantity.maxChanged': {
      actions: { type: 'setMax', params: ({ event }) => ({ max: event.max }) },
    },
  },
});
