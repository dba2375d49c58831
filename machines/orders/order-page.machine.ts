import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  nextStatuses,
  type Order,
  type OrderProgress,
  type OrderStatus,
} from '#shop-api/orders.ts';
import { notProvided } from '#machines/not-provided.ts';
import { timing } from '#machines/timing.ts';

/** The order as the page shows it: whole, or where it stands only (by its e-mail). */
export type ShownOrder = Order | OrderProgress;

/**
 * How the page came by the order: through the signed-in account (its owner, or staff), the key
 * of the link the shop e-mailed, the e-mail it was placed with (where it stands only), or the
 * checkout that just placed it.
 */
export type OrderAccess = 'account' | 'link' | 'email' | 'checkout';

export interface OrderPageInput {
  number: string;
  /** The order the checkout just placed (its router state): shown at once, nothing asked. */
  placed?: ShownOrder | null;
  /** Whether someone is signed in: only then can the order be cancelled from here. */
  signedIn: boolean;
  /** The key in the page's address (the e-mailed link), if any. */
  key?: string | null;
}

export interface OrderPageContext {
  number: string;
  signedIn: boolean;
  key: string | null;
  /** The e-mail last given to look the order up: a refresh of an order found by it asks again. */
  email: string | null;
  /** The address's key did not open the order (an old or mistyped link). */
  linkRefused: boolean;
  order: ShownOrder | null;
  access: OrderAccess | null;
  /** Why loading, looking up or cancelling last failed, until the next try. */
  error: unknown;
  /** The e-mail given did not open the order (same answer for a wrong number and a wrong e-mail). */
  notFound: boolean;
  /** The state a refresh found the order in, when it had moved on from the one shown. */
  statusChange: OrderStatus | null;
}

export type OrderPageEvent =
  | { type: 'order.retry' }
  | { type: 'lookup.submit'; email: string }
  | { type: 'cancel.request' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  /** The page is in view again (its tab shown, its window focused). */
  | { type: 'page.shown' };

/**
 * The order page (`/orders/:number`). The order comes from the checkout that placed it, else
 * through the key in the page's address (`openOrder`: the e-mailed link; null when it does not
 * open it), else through the signed-in account (`loadOrder`: null when no one is signed in or
 * the account may not see it); without that the page asks for the order's e-mail (`lookUp`),
 * which shows where the order stands, so that no one sees an order by guessing its address. Its owner may cancel it, after confirming, while the shop's
 * rule allows (`orderMayBeCancelled`); the page says 'cancelled' only once the server answered.
 * While the order is open, the page asks for it again, the way it came by it, every
 * `orderRefresh` and whenever it is shown again, so that it follows what staff do.
 */
export const orderPageMachine = setup({
  types: {
    input: {} as OrderPageInput,
    context: {} as OrderPageContext,
    events: {} as OrderPageEvent,
    tags: {} as 'busy',
  },
  actors: {
    openOrder: fromPromise<ShownOrder | null, { number: string; key: string }>(
      notProvided('orderPage', 'openOrder'),
    ),
    loadOrder: fromPromise<ShownOrder | null, { number: string }>(
      notProvided('orderPage', 'loadOrder'),
    ),
    lookUp: fromPromise<ShownOrder | null, { number: string; email: string }>(
      notProvided('orderPage', 'lookUp'),
    ),
    cancelOrder: fromPromise<ShownOrder, { number: string }>(
      notProvided('orderPage', 'cancelOrder'),
    ),
  },
  delays: { orderRefresh: timing.orderRefresh },
  guards: {
    hasOrder: ({ context }) => context.order !== null,
    hasKey: ({ context }) => context.key !== null,
    isFound: (_, order: ShownOrder | null) => order !== null,
    /**
     * Signed in, and the order came through the account or the checkout: a link or an e-mail
     * opens an order for whoever has it, not only its owner.
     */
    isOwnersView: ({ context }) =>
      context.signedIn && (context.access === 'account' || context.access === 'checkout'),
    /** Staff may still move it on: a collected, delivered or cancelled order changes no more. */
    isOpen: ({ context }) =>
      context.order !== null &&
      nextStatuses(context.order.status, context.order.fulfilment.type).length > 0,
    isByEmail: ({ context }) => context.access === 'email',
    /** The shop's rule for the order's state (shop-api/orders.ts `shopperMayCancel`). */
    orderMayBeCancelled: notProvided('orderPage', 'orderMayBeCancelled', 'guard'),
  },
  actions: {
    keepOrder: assign((_, params: { order: ShownOrder | null; access: OrderAccess }) => ({
      order: params.order,
      access: params.access,
      error: null,
      notFound: false,
    })),
    /** The shopper's own change (the cancel) is the dialog's to tell, not the announcement's. */
    updateOrder: assign((_, order: ShownOrder) => ({ order, error: null, statusChange: null })),
    /**
     * A refresh's answer. Null (the account signed out elsewhere, the link's key replaced) keeps
     * what is shown, as a failure does: the page keeps following as it came by the order.
     */
    followOrder: assign(({ context }, order: ShownOrder | null) =>
      order === null
        ? {}
        : {
            order,
            statusChange:
              order.status === context.order?.status ? context.statusChange : order.status,
          },
    ),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    markNotFound: assign({ notFound: true, error: null }),
    /** Once refused, the link is not tried again (Try again after a failure goes on from here). */
    refuseLink: assign({ key: null, linkRefused: true }),
    startLookUp: assign(({ event }) => {
      assertEvent(event, 'lookup.submit');
      return { email: event.email, notFound: false, error: null };
    }),
  },
}).createMachine({
  id: 'orderPage',
  context: ({ input }) => ({
    number: input.number,
    signedIn: input.signedIn,
    key: input.key ?? null,
    email: null,
    linkRefused: false,
    order: input.placed ?? null,
    access: input.placed ? 'checkout' : null,
    error: null,
    notFound: false,
    statusChange: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasOrder', target: 'shown' },
        { guard: 'hasKey', target: 'opening' },
        { target: 'loading' },
      ],
    },
    opening: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'openOrder',
        input: ({ context }) => ({ number: context.number, key: context.key ?? '' }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'shown',
            actions: {
              type: 'keepOrder',
              params: ({ event }) => ({ order: event.output, access: 'link' as const }),
            },
          },
          { target: 'loading', actions: 'refuseLink' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ number: context.number }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'shown',
            actions: {
              type: 'keepOrder',
              params: ({ event }) => ({ order: event.output, access: 'account' as const }),
            },
          },
          { target: 'askingEmail' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'order.retry': 'starting' },
    },
    askingEmail: {
      on: { 'lookup.submit': { target: 'lookingUp', actions: 'startLookUp' } },
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        src: 'lookUp',
        input: ({ context, event }) => {
          assertEvent(event, 'lookup.submit');
          return { number: context.number, email: event.email };
        },
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'shown',
            actions: {
              type: 'keepOrder',
              params: ({ event }) => ({ order: event.output, access: 'email' as const }),
            },
          },
          { target: 'askingEmail', actions: 'markNotFound' },
        ],
        onError: {
          target: 'askingEmail',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {
      initial: 'viewing',
      states: {
        viewing: {
          initial: 'waiting',
          // Leaving a refresh for the cancel drops its answer: it cannot undo what the cancel shows.
          on: {
            'cancel.request': {
              guard: and(['isOwnersView', 'orderMayBeCancelled']),
              target: 'confirmingCancel',
            },
          },
          states: {
            waiting: {
              after: { orderRefresh: { guard: 'isOpen', target: 'refreshing' } },
              on: { 'page.shown': { guard: 'isOpen', target: 'refreshing' } },
            },
            // Asked the way the page came by the order; the order stays shown meanwhile.
            refreshing: {
              initial: 'choosing',
              onDone: 'waiting',
              states: {
                choosing: {
                  always: [
                    { guard: 'isByEmail', target: 'byEmail' },
                    { guard: 'hasKey', target: 'byLink' },
                    { target: 'byAccount' },
                  ],
                },
                byEmail: {
                  invoke: {
                    src: 'lookUp',
                    input: ({ context }) => ({
                      number: context.number,
                      email: context.email ?? '',
                    }),
                    onDone: {
                      target: 'answered',
                      actions: { type: 'followOrder', params: ({ event }) => event.output },
                    },
                    onError: 'answered',
                  },
                },
                byLink: {
                  invoke: {
                    src: 'openOrder',
                    input: ({ context }) => ({ number: context.number, key: context.key ?? '' }),
                    onDone: {
                      target: 'answered',
                      actions: { type: 'followOrder', params: ({ event }) => event.output },
                    },
                    onError: 'answered',
                  },
                },
                byAccount: {
                  invoke: {
                    src: 'loadOrder',
                    input: ({ context }) => ({ number: context.number }),
                    onDone: {
                      target: 'answered',
                      actions: { type: 'followOrder', params: ({ event }) => event.output },
                    },
                    onError: 'answered',
                  },
                },
                // A failure says nothing: the order stays as last shown until the next tick.
                answered: { type: 'final' },
              },
            },
          },
        },
        confirmingCancel: {
          on: {
            'cancel.confirm': 'cancelling',
            'cancel.dismiss': { target: 'viewing', actions: 'clearError' },
          },
        },
        cancelling: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            src: 'cancelOrder',
            input: ({ context }) => ({ number: context.number }),
            onDone: {
              target: 'viewing',
              actions: { type: 'updateOrder', params: ({ event }) => event.output },
            },
            // The dialog stays open with the reason: the order is not cancelled.
            onError: {
              target: 'confirmingCancel',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
