import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';

/**
 * A product's stock as the shop's server counts it now (0 once the shop stopped selling it), and
 * the price it sells it at now, with the running sale that gives it.
 */
export interface LiveStockLevel {
  productId: string;
  stock: number;
  priceCents: number;
  sale?: { title: string; endsAt: string };
}

export interface LiveStockInput {
  productIds: string[];
}

export interface LiveStockContext {
  productIds: string[];
  /**
   * The server's count and price of each product it answered for, by id (staff may have changed
   * the price since the build); empty until it answered.
   */
  levels: Record<string, LiveStockLevel>;
}

/**
 * The stock and price of the products a page shows, as the shop's server has them now. A
 * prerendered page shows the build's; this reads the live ones once the page runs (`live`). When the server
 * cannot be asked (offline, down, slow) the page keeps the build's counts (`unconfirmed`): placing
 * an order checks the stock again on the server, so nothing is sold that is not there.
 */
export const liveStockMachine = setup({
  types: {
    input: {} as LiveStockInput,
    context: {} as LiveStockContext,
  },
  actors: {
    readStock: fromPromise<LiveStockLevel[], { productIds: string[] }>(
      notProvided('liveStock', 'readStock'),
    ),
  },
  actions: {
    keepLevels: assign((_, levels: LiveStockLevel[]) => ({
      levels: Object.fromEntries(levels.map((level) => [level.productId, level])),
    })),
  },
}).createMachine({
  id: 'liveStock',
  context: ({ input }) => ({ productIds: input.productIds, levels: {} }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'readStock',
        input: ({ context }) => ({ productIds: context.productIds }),
        onDone: {
          target: 'live',
          actions: { type: 'keepLevels', params: ({ event }) => event.output },
        },
        onError: 'unconfirmed',
      },
    },
    live: { type: 'final' },
    unconfirmed: { type: 'final' },
  },
});
