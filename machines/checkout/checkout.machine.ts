import { assign, fromPromise, setup } from 'xstate';
import type { PickupChoice } from '#shop-api/availability.ts';
import { totalsOf } from '#shop-api/orders.ts';
import { notProvided } from '#machines/not-provided.ts';
import { timing } from '#machines/timing.ts';

/** The checkout's steps, in order; `review` is reached through the server's quote. */
export const checkoutSteps = ['contact', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export interface CheckoutContact {
  name: string;
  email: string;
  phone: string;
}

/** Delivery to an address (paid in cash on delivery) or pickup at a store (paid there). */
export interface CheckoutDelivery {
  method: 'delivery' | 'pickup';
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  /** The pickup store's id; '' until one is chosen. */
  store: string;
}

/** A cart line as the checkout sends it: the product, how many, and the price the shopper saw. */
export interface CheckoutLine {
  productId: string;
  quantity: number;
  priceCents: number;
}

/** Why the server will not sell a line as it stands (the API's `LineProblem`). */
export type CheckoutLineProblem =
  | { productId: string; problem: 'not-sold' | 'sold-out' }
  | { productId: string; problem: 'too-few'; available: number }
  | { productId: string; problem: 'price-changed'; priceCents: number };

/**
 * The server's price of the lines: what the review shows, what stands in the way, and the promo
 * code it was asked with, applied or refused (the API's `Quote`).
 */
export interface CheckoutQuote {
  lines: {
    productId: string;
    name: string;
    unitPriceCents: number;
    quantity: number;
    lineTotalCents: number;
    sale?: { title: string; regularPriceCents: number; endsAt?: string | undefined } | undefined;
    discountCents: number;
  }[];
  problems: CheckoutLineProblem[];
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  totalCents: number;
  promo?: { code: string; refused?: { message: string } | undefined } | undefined;
}

/** What the quote is asked with: the lines, how they come, the code and who will order. */
export interface QuoteAttempt {
  lines: CheckoutLine[];
  method: 'delivery' | 'pickup';
  /** With pickup, the store whose stock the server checks the lines against; '' for none yet. */
  store: string;
  promoCode: string;
  contact: Pick<CheckoutContact, 'email' | 'phone'>;
}

/** What placing answers: the order, known here by its number, and the key of its link. */
export interface PlacedOrder {
  number: string;
  key: string;
}

/** What the checkout sends to place the order, with the key that makes a repeat the same order. */
export interface OrderAttempt {
  lines: CheckoutLine[];
  contact: CheckoutContact;
  delivery: CheckoutDelivery;
  /** The promo code the review was priced with; '' for none. */
  promoCode: string;
  idempotencyKey: string;
}

/** A failure as the services report it: a code to decide by and a message for the shopper. */
export interface CheckoutFailure {
  code: string;
  message: string;
}

export interface CheckoutContext {
  contact: CheckoutContact;
  delivery: CheckoutDelivery;
  /** The cart's lines, as the page last reported them. */
  lines: CheckoutLine[];
  /** Prices the shopper accepted after the server said they changed, by product. */
  acceptedPrices: Record<string, number>;
  /** The promo code the quote applied, in the server's writing; '' for none. */
  promoCode: string;
  /**
   * Why the code last tried or sent was not applied, in the server's words, shown at the code's
   * field until the shopper tries another or removes it. The order stays as it was.
   */
  codeNotice: string | null;
  /** The furthest step the shopper has reached: back and forward go no further. */
  reached: CheckoutStep;
  /**
   * Each store for pickup with the cart's lines it lacks, as the server counted them when the
   * delivery step last asked; null until it answers, or when it could not: then any store may be
   * chosen and the server decides when it prices the order.
   */
  pickupChoices: PickupChoice[] | null;
  /** The server's quote as the review shows it, with its latest problems (`withProblems`). */
  quote: CheckoutQuote | null;
  /**
   * The quote is the server's latest word on the order's prices: the last call answered with it
   * or with a refusal of its lines. Not after placing failed otherwise (the server was not
   * reached, or refused before it priced the lines): what it has now is not known.
   */
  quoteIsLatest: boolean;
  /** Why the last quote or placing failed, until the next try. */
  failure: CheckoutFailure | null;
  /**
   * The key of the last order sent, and what was sent with it: sending the same again (a retry, a
   * reload) reuses the key, so the server places it once; anything changed gets a fresh key.
   */
  sent: { key: string; request: string } | null;
  placed: PlacedOrder | null;
}

/** What a checkout kept from earlier in this tab (a reload, a sign-in), or the account's details. */
export interface CheckoutInput {
  contact?: Partial<CheckoutContact>;
  delivery?: Partial<CheckoutDelivery>;
  reached?: CheckoutStep;
  acceptedPrices?: Record<string, number>;
  promoCode?: string;
  sent?: { key: string; request: string } | null;
  lines: CheckoutLine[];
}

export type CheckoutEvent =
  /** The shopper typed or chose something: kept as it is, whatever the step. */
  | {
      type: 'checkout.edit';
      contact?: Partial<CheckoutContact>;
      delivery?: Partial<CheckoutDelivery>;
    }
  /** The step's fields are valid (the form checked them): on to the next step. */
  | { type: 'checkout.continue' }
  | { type: 'checkout.back' }
  /** Browser back or forward, or an Edit link: to a step already reached. */
  | { type: 'checkout.goTo'; step: CheckoutStep }
  /** The cart changed (a line lowered or removed, another tab): priced again in review. */
  | { type: 'checkout.linesChanged'; lines: CheckoutLine[] }
  /** The shopper takes the server's new prices. */
  | { type: 'checkout.acceptPrices' }
  /** The shopper asks for a promo code: the server prices the order with it, or says why not. */
  | { type: 'checkout.applyCode'; code: string }
  | { type: 'checkout.removeCode' }
  | { type: 'checkout.retry' }
  /** Place the order; `freshKey` is used unless the same order was sent before. */
  | { type: 'checkout.place'; freshKey: string };

const emptyContact: CheckoutContact = { name: '', email: '', phone: '' };
const emptyDelivery: CheckoutDelivery = {
  method: 'delivery',
  line1: '',
  line2: '',
  city: '',
  postcode: '',
  store: '',
};

const stepIndex = (step: CheckoutStep) => checkoutSteps.indexOf(step);
const later = (a: CheckoutStep, b: CheckoutStep) => (stepIndex(a) >= stepIndex(b) ? a : b);

/** The lines as they will be sent: each at the price the shopper saw or accepted. */
export const linesToSend = (context: Pick<CheckoutContext, 'lines' | 'acceptedPrices'>) =>
  context.lines.map((line) => ({
    ...line,
    priceCents: context.acceptedPrices[line.productId] ?? line.priceCents,
  }));

/** The order as it would be sent now, as text: the same text means the same order. */
const requestOf = (context: CheckoutContext) =>
  JSON.stringify([linesToSend(context), context.contact, context.delivery, context.promoCode]);

/** What the quote is asked with now, the code `promoCode` (the one applied unless said). */
const quoteAttempt = (context: CheckoutContext, promoCode = context.promoCode): QuoteAttempt => ({
  lines: linesToSend(context),
  method: context.delivery.method,
  store: context.delivery.store,
  promoCode,
  contact: { email: context.contact.email, phone: context.contact.phone },
});

/** The code's refusal in `quote`, when the server would not apply it. */
const codeRefusalOf = (quote: CheckoutQuote) => quote.promo?.refused?.message ?? null;

/** The lines `store` lacks for pickup, as last counted; none when not known. */
export const lackedAt = (context: Pick<CheckoutContext, 'pickupChoices'>, store: string) =>
  context.pickupChoices?.find((choice) => choice.store.id === store)?.missing ?? [];

/** A service's failure as the machine keeps it. */
function failureOf(error: unknown): CheckoutFailure {
  const { code, message } = (error ?? {}) as Partial<CheckoutFailure>;
  return {
    code: typeof code === 'string' ? code : 'unknown',
    message: typeof message === 'string' ? message : '',
  };
}

/**
 * A line the server will not sell as it stands other than at a new price (sold out, no longer
 * sold, fewer left): the totals leave it out until the shopper changes it.
 */
export const leavesOut = (problem: CheckoutLineProblem) => problem.problem !== 'price-changed';

/**
 * `quote` with the server's `problems`: a changed price on its line, and the totals of the lines
 * that can be ordered, by the shop's own rule, so the review never totals a line the shopper
 * cannot have. A quote with no problem keeps the server's totals: those of any order placed.
 */
function withProblems(
  quote: CheckoutQuote,
  problems: CheckoutLineProblem[],
  method: CheckoutDelivery['method'],
): CheckoutQuote {
  if (problems.length === 0) return { ...quote, problems };
  const lines = quote.lines.map((line) => {
    const changed = problems.find(
      (problem) => problem.productId === line.productId && problem.problem === 'price-changed',
    );
    return changed?.problem === 'price-changed'
      ? {
          ...line,
          unitPriceCents: changed.priceCents,
          lineTotalCents: changed.priceCents * line.quantity,
        }
      : line;
  });
  const counted = lines.filter(
    (line) =>
      !problems.some((problem) => problem.productId === line.productId && leavesOut(problem)),
  );
  return { ...quote, lines, problems, ...totalsOf(counted, method) };
}

/** The lines the server refused, when that is why placing failed. */
function lineProblemsOf(error: unknown): CheckoutLineProblem[] {
  const lines = (error as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) ? (lines as CheckoutLineProblem[]) : [];
}

/** `checkout.goTo` `step`, when the shopper has reached it: reviewing is priced again. */
const goTo = (step: CheckoutStep) =>
  ({
    guard: {
      type: 'mayGoTo',
      params: ({ event }: { event: { step: CheckoutStep } }) => ({ wanted: event.step, step }),
    },
    target: `.${step === 'review' ? 'quoting' : step}`,
  }) as const;

const keepLines = {
  type: 'keepLines',
  params: ({ event }: { event: { lines: CheckoutLine[] } }) => ({ lines: event.lines }),
} as const;

/** While placing, and once placed, what the shopper sends changes nothing. */
const ignored = { actions: [] } as const;

/**
 * The checkout: contact, then delivery or pickup, then payment, then the review of the order as
 * the server priced it, then placing it. Every value typed is kept in the machine (`checkout.edit`),
 * so going back, browser back and forward (`checkout.goTo`, to steps already reached) and a reload
 * (the page keeps the context in the tab) lose nothing. What the server says wins: the review shows
 * its quote; a line it will not sell as it stands (sold out, fewer left, price changed) is left out
 * of the totals (a changed price counted at the new one) and keeps the order from being placed
 * until the shopper changes the cart (`checkout.linesChanged`) or takes the new prices
 * (`checkout.acceptPrices`), and the quote is asked again: an order is placed only at totals the
 * server gave and the review showed. Placing sends the order with an idempotency key kept with it:
 * a retry after a failure or a reload sends the same key, so one tap is one order whatever the
 * network did. Placing shows `slow` after a while; a failure returns to the review with the
 * reason, everything kept; one without the server's word on the prices leaves the quote no longer
 * its latest (`quoteIsLatest`).
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    /** `step`: a step's form is shown; `busy`: the server is asked for a quote or to place. */
    tags: {} as 'step' | 'busy',
  },
  actors: {
    quote: fromPromise<CheckoutQuote, QuoteAttempt>(notProvided('checkout', 'quote')),
    placeOrder: fromPromise<PlacedOrder, OrderAttempt>(notProvided('checkout', 'placeOrder')),
    /** Each store for pickup of the lines, with the lines it lacks (the server's stock now). */
    pickupChoices: fromPromise<PickupChoice[], CheckoutLine[]>(
      notProvided('checkout', 'pickupChoices'),
    ),
  },
  delays: {
    slowAnswer: timing.checkoutSlowAnswer,
  },
  guards: {
    mayGoTo: ({ context }, { wanted, step }: { wanted: CheckoutStep; step: CheckoutStep }) =>
      wanted === step && stepIndex(step) <= stepIndex(context.reached),
    quoteIsClear: ({ context }) => context.quote !== null && context.quote.problems.length === 0,
    refusedLines: (_, { error }: { error: unknown }) => lineProblemsOf(error).length > 0,
    /** Placing failed because the code can no longer be used (used up, ended): nothing placed. */
    codeRefusedAtPlacing: (_, { error }: { error: unknown }) =>
      failureOf(error).code === 'promo-code-refused',
    codeRefused: (_, quote: CheckoutQuote) => codeRefusalOf(quote) !== null,
    hasLines: ({ context }) => context.lines.length > 0,
    isPickup: ({ context }) => context.delivery.method === 'pickup',
    turnsToPickup: ({ context }, { method }: Partial<CheckoutDelivery>) =>
      method === 'pickup' && context.delivery.method !== 'pickup',
    /** A store known to lack a line cannot take the order: choosing it changes nothing. */
    choosesStoreLackingLines: ({ context }, { store }: Partial<CheckoutDelivery>) =>
      store !== undefined && lackedAt(context, store).length > 0,
    /** Delivery (its form checked the address), or a store chosen that is not known to lack a line. */
    mayLeaveDelivery: ({ context: { delivery, pickupChoices } }) =>
      delivery.method === 'delivery' ||
      (delivery.store !== '' && lackedAt({ pickupChoices }, delivery.store).length === 0),
    /** Where the shopper was in this tab before a reload. */
    wasAt: ({ context }, { step }: { step: CheckoutStep }) => context.reached === step,
  },
  actions: {
    edit: assign(
      (
        { context },
        edit: { contact?: Partial<CheckoutContact>; delivery?: Partial<CheckoutDelivery> },
      ) => ({
        contact: { ...context.contact, ...edit.contact },
        delivery: { ...context.delivery, ...edit.delivery },
      }),
    ),
    reach: assign(({ context }, { step }: { step: CheckoutStep }) => ({
      reached: later(context.reached, step),
    })),
    keepLines: assign((_, { lines }: { lines: CheckoutLine[] }) => ({ lines })),
    keepPickupChoices: assign((_, { choices }: { choices: PickupChoice[] | null }) => ({
      pickupChoices: choices,
    })),
    /**
     * The server's quote for the review. A code it refused (ended or used up since it was
     * applied) is dropped, the quote being without it, and the field says why.
     */
    keepQuote: assign(({ context }, quote: CheckoutQuote) => ({
      quote: withProblems(quote, quote.problems, context.delivery.method),
      quoteIsLatest: true,
      failure: null,
      promoCode: quote.promo && !quote.promo.refused ? quote.promo.code : '',
      codeNotice: codeRefusalOf(quote) ?? context.codeNotice,
    })),
    /** A code tried and refused: the order and its quote stay as they were; the field says why. */
    keepCodeRefusal: assign((_, { notice }: { notice: string }) => ({ codeNotice: notice })),
    /** The shopper removes the code, or the server would no longer apply it when placing. */
    dropCode: assign((_, { notice }: { notice: string | null }) => ({
      promoCode: '',
      codeNotice: notice,
    })),
    keepFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureOf(error),
      quoteIsLatest: false,
    })),
    /**
     * The server's refusal of some lines, its latest word on them: they show on the review, the
     * totals follow them, the rest of the quote stays.
     */
    keepRefusedLines: assign(({ context }, { error }: { error: unknown }) => ({
      failure: failureOf(error),
      quote:
        context.quote &&
        withProblems(context.quote, lineProblemsOf(error), context.delivery.method),
      quoteIsLatest: true,
    })),
    acceptPrices: assign(({ context }) => {
      const accepted = { ...context.acceptedPrices };
      for (const problem of context.quote?.problems ?? []) {
        if (problem.problem === 'price-changed') accepted[problem.productId] = problem.priceCents;
      }
      return { acceptedPrices: accepted };
    }),
    keySent: assign(({ context }, { freshKey }: { freshKey: string }) => {
      const request = requestOf(context);
      return {
        sent: context.sent?.request === request ? context.sent : { key: freshKey, request },
        failure: null,
      };
    }),
    keepPlaced: assign((_, placed: PlacedOrder) => ({ placed, sent: null })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    contact: { ...emptyContact, ...input.contact },
    delivery: { ...emptyDelivery, ...input.delivery },
    lines: input.lines,
    acceptedPrices: input.acceptedPrices ?? {},
    promoCode: input.promoCode ?? '',
    codeNotice: null,
    reached: input.reached ?? 'contact',
    pickupChoices: null,
    quote: null,
    quoteIsLatest: false,
    failure: null,
    sent: input.sent ?? null,
    placed: null,
  }),
  initial: 'resuming',
  on: {
    'checkout.edit': {
      actions: {
        type: 'edit',
        params: ({ event }) => ({ contact: event.contact, delivery: event.delivery }),
      },
    },
    'checkout.linesChanged': { actions: keepLines },
    'checkout.goTo': [goTo('contact'), goTo('delivery'), goTo('payment'), goTo('review')],
  },
  states: {
    /** Back where the shopper was in this tab; a review is priced again, never taken as kept. */
    resuming: {
      always: [
        { guard: { type: 'wasAt', params: { step: 'review' } }, target: 'quoting' },
        { guard: { type: 'wasAt', params: { step: 'payment' } }, target: 'payment' },
        { guard: { type: 'wasAt', params: { step: 'delivery' } }, target: 'delivery' },
        { target: 'contact' },
      ],
    },
    contact: {
      tags: 'step',
      on: { 'checkout.continue': 'delivery' },
    },
    /**
     * Delivery or pickup. With pickup, the server is asked which stores have every line, on
     * arrival, when pickup is chosen and when the cart changes; a store lacking one cannot be
     * chosen, nor kept to go on with.
     */
    delivery: {
      tags: 'step',
      entry: { type: 'reach', params: { step: 'delivery' } },
      initial: 'arriving',
      states: {
        arriving: {
          always: [{ guard: 'isPickup', target: 'findingStores' }, { target: 'choosing' }],
        },
        choosing: {},
        /** Until it answers every store may be chosen; failing, every store stays choosable. */
        findingStores: {
          invoke: {
            src: 'pickupChoices',
            input: ({ context }) => context.lines,
            onDone: {
              target: 'choosing',
              actions: {
                type: 'keepPickupChoices',
                params: ({ event }) => ({ choices: event.output }),
              },
            },
            onError: {
              target: 'choosing',
              actions: { type: 'keepPickupChoices', params: { choices: null } },
            },
          },
        },
      },
      on: {
        'checkout.edit': [
          {
            guard: {
              type: 'choosesStoreLackingLines',
              params: ({ event }) => event.delivery ?? {},
            },
          },
          {
            guard: { type: 'turnsToPickup', params: ({ event }) => event.delivery ?? {} },
            target: '.findingStores',
            actions: {
              type: 'edit',
              params: ({ event }) => ({ contact: event.contact, delivery: event.delivery }),
            },
          },
        ],
        'checkout.linesChanged': {
          guard: 'isPickup',
          target: '.findingStores',
          actions: keepLines,
        },
        'checkout.continue': { guard: 'mayLeaveDelivery', target: 'payment' },
        'checkout.back': 'contact',
      },
    },
    payment: {
      tags: 'step',
      entry: { type: 'reach', params: { step: 'payment' } },
      on: {
        'checkout.continue': { guard: 'hasLines', target: 'quoting' },
        'checkout.back': 'delivery',
      },
    },
    /** The server prices the lines for the review. */
    quoting: {
      tags: 'busy',
      entry: { type: 'reach', params: { step: 'review' } },
      invoke: {
        src: 'quote',
        input: ({ context }) => quoteAttempt(context),
        onDone: {
          target: 'review',
          actions: { type: 'keepQuote', params: ({ event }) => event.output },
        },
        onError: {
          target: 'quoteFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'checkout.linesChanged': { target: 'quoting', reenter: true, actions: keepLines },
        'checkout.back': 'payment',
      },
    },
    /** The quote could not be had (offline, server down): the review says so, Try again asks again. */
    quoteFailed: {
      on: {
        'checkout.retry': 'quoting',
        'checkout.linesChanged': { target: 'quoting', actions: keepLines },
        'checkout.back': 'payment',
      },
    },
    /** The order as the server would sell it; placed only when no line stands in the way. */
    review: {
      on: {
        'checkout.place': {
          guard: 'quoteIsClear',
          target: 'placing',
          actions: { type: 'keySent', params: ({ event }) => ({ freshKey: event.freshKey }) },
        },
        'checkout.linesChanged': { target: 'quoting', actions: keepLines },
        'checkout.acceptPrices': { target: 'quoting', actions: 'acceptPrices' },
        'checkout.applyCode': 'applyingCode',
        'checkout.removeCode': 'applyingCode',
        'checkout.back': 'payment',
      },
    },
    /**
     * The server prices the order with the code asked for, or without one when it is removed,
     * the review staying on screen: applied, the review shows the new quote; refused or not
     * reached, the order stays as it was and the field says why.
     */
    applyingCode: {
      tags: 'busy',
      invoke: {
        src: 'quote',
        input: ({ context, event }) =>
          quoteAttempt(context, event.type === 'checkout.applyCode' ? event.code : ''),
        onDone: [
          {
            guard: { type: 'codeRefused', params: ({ event }) => event.output },
            target: 'review',
            actions: {
              type: 'keepCodeRefusal',
              params: ({ event }) => ({ notice: codeRefusalOf(event.output) ?? '' }),
            },
          },
          {
            target: 'review',
            actions: [
              { type: 'dropCode', params: { notice: null } },
              { type: 'keepQuote', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          target: 'review',
          actions: {
            type: 'keepCodeRefusal',
            params: ({ event }) => ({ notice: failureOf(event.error).message }),
          },
        },
      },
      on: {
        'checkout.linesChanged': { target: 'quoting', actions: keepLines },
        'checkout.back': 'payment',
      },
    },
    placing: {
      tags: 'busy',
      initial: 'waiting',
      states: {
        waiting: { after: { slowAnswer: 'slow' } },
        /** Taking longer than it should: the page says so, and that waiting is safe. */
        slow: {},
      },
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          lines: linesToSend(context),
          contact: context.contact,
          delivery: context.delivery,
          promoCode: context.promoCode,
          idempotencyKey: context.sent?.key ?? '',
        }),
        onDone: {
          target: 'placed',
          actions: { type: 'keepPlaced', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: {
              type: 'codeRefusedAtPlacing',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'quoting',
            actions: {
              type: 'dropCode',
              params: ({ event }) => ({ notice: failureOf(event.error).message }),
            },
          },
          {
            guard: { type: 'refusedLines', params: ({ event }) => ({ error: event.error }) },
            target: 'review',
            actions: {
              type: 'keepRefusedLines',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'review',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      on: {
        'checkout.edit': ignored,
        'checkout.linesChanged': ignored,
        'checkout.goTo': ignored,
      },
    },
    placed: { type: 'final' },
  },
});
