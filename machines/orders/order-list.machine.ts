import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';

/** What the machine needs of a listed order; the app's rows carry more (shop-api/orders.ts). */
export interface ListedOrder {
  number: string;
  status: string;
}

/** A change of one order's state that waits for the shopper's or staff's confirmation. */
export interface PendingChange {
  number: string;
  status: string;
}

export interface OrderListContext {
  /** The orders as the server last listed them, each updated by a change it answered. */
  orders: ListedOrder[];
  /** The state the list shows (null: every state). */
  filter: string | null;
  /** The change asked for last: waiting for confirmation, under way, or over (see the state). */
  pending: PendingChange | null;
  /** Why loading or the last change failed, until the next try. */
  error: unknown;
  /** The order whose change the server accepted last: its row says so. */
  changed: string | null;
}

export type OrderListEvent =
  | { type: 'list.retry' }
  | { type: 'filter.change'; filter: string | null }
  | { type: 'change.request'; number: string; status: string }
  | { type: 'change.confirm' }
  | { type: 'change.dismiss' };

/**
 * A list of orders with a change to make to one at a time: the shopper's own (their account,
 * where the change is a cancellation) or the shop's (the staff's page, by state, each moved to
 * its next state). It lists (`loadOrders`), asks for confirmation, then changes (`changeOrder`);
 * a row shows its new state only once the server answered with it.
 */
const orderListSetup = setup({
  types: {
    input: {} as { filter?: string | null },
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadOrders: fromPromise<ListedOrder[], { filter: string | null }>(
      notProvided('orderList', 'loadOrders'),
    ),
    changeOrder: fromPromise<ListedOrder, PendingChange>(notProvided('orderList', 'changeOrder')),
  },
  guards: {
    isListed: ({ context }, number: string) =>
      context.orders.some((order) => order.number === number),
  },
  actions: {
    keepOrders: assign((_, orders: ListedOrder[]) => ({ orders, error: null })),
    keepFilter: assign((_, filter: string | null) => ({ filter, changed: null })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    holdChange: assign((_, pending: PendingChange) => ({ pending, error: null, changed: null })),
    dropChange: assign({ error: null }),
    applyChange: assign(({ context }, changed: ListedOrder) => ({
      orders: context.orders.map((order) =>
        order.number === changed.number ? { ...order, status: changed.status } : order,
      ),
      error: null,
      changed: changed.number,
    })),
  },
});

/** Another filter lists again, from the server, in that state. */
const filterChange = {
  target: '#orderList.loading',
  reenter: true,
  actions: orderListSetup.enqueueActions(({ enqueue, event }) => {
    if (event.type === 'filter.change') enqueue({ type: 'keepFilter', params: event.filter });
  }),
} as const;

export const orderListMachine = orderListSetup.createMachine({
  id: 'orderList',
  context: ({ input }) => ({
    orders: [],
    filter: input.filter ?? null,
    pending: null,
    error: null,
    changed: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      on: { 'filter.change': filterChange },
      invoke: {
        src: 'loadOrders',
        input: ({ context }) => ({ filter: context.filter }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepOrders', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'list.retry': 'loading', 'filter.change': filterChange },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Not while confirming or changing: the change under way is answered first.
            'filter.change': filterChange,
            'change.request': {
              guard: { type: 'isListed', params: ({ event }) => event.number },
              target: 'confirming',
              actions: {
                type: 'holdChange',
                params: ({ event }) => ({ number: event.number, status: event.status }),
              },
            },
          },
        },
        confirming: {
          on: {
            'change.confirm': 'changing',
            'change.dismiss': { target: 'idle', actions: 'dropChange' },
          },
        },
        changing: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            src: 'changeOrder',
            input: ({ context }) => {
              if (!context.pending) throw new Error('orderList: no change to make');
              return context.pending;
            },
            onDone: {
              target: 'idle',
              actions: { type: 'applyChange', params: ({ event }) => event.output },
            },
            // The confirmation stays open with the reason: nothing changed.
            onError: {
              target: 'confirming',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
