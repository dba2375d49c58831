import { assign, setup } from 'xstate';

/** Quantity per line (spec §5). */
export const QUANTITY = { min: 1, max: 10 } as const;

export interface CartLine {
  productId: string;
  quantity: number;
}

export interface CartContext {
  lines: CartLine[];
}

export type CartEvent = { type: 'cart.add'; productId: string; quantity: number };

const clampQuantity = (quantity: number) =>
  Math.min(QUANTITY.max, Math.max(QUANTITY.min, Math.floor(quantity)));

/**
 * The shopper's cart: a line per product with its quantity (1 to 10). Adding a product already
 * in the cart adds to its line. The cart issue adds changing, removing, totals and storage.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actions: {
    addLine: assign({
      lines: ({ context, event }) => {
        const existing = context.lines.find((line) => line.productId === event.productId);
        if (!existing) {
          return [
            ...context.lines,
            { productId: event.productId, quantity: clampQuantity(event.quantity) },
          ];
        }
        return context.lines.map((line) =>
          line === existing
            ? { ...line, quantity: clampQuantity(line.quantity + event.quantity) }
            : line,
        );
      },
    }),
  },
}).createMachine({
  id: 'cart',
  context: { lines: [] },
  initial: 'ready',
  states: {
    ready: {
      on: { 'cart.add': { actions: 'addLine' } },
    },
  },
});
