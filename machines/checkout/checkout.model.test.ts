import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describePath, eventsFromOutside } from '#machines/model-testing.ts';
import {
  checkoutMachine,
  checkoutSteps,
  lackedAt,
  type CheckoutEvent,
  type CheckoutLine,
  type CheckoutQuote,
} from './checkout.machine.ts';
import { pickupChoices } from '#shop-api/availability.ts';

// Model-based: every state the checkout can reach, by the shortest path to each, when the shopper
// types, continues, goes back and forth, changes the cart, takes new prices, retries and taps
// Place (twice, with two fresh keys), and the server prices, places or fails in each way it can;
// the rules are checked on each of them.

const line: CheckoutLine = { productId: 'phone', quantity: 2, priceCents: 19_999 };
const fewer: CheckoutLine = { ...line, quantity: 1 };
const quote = (problems: CheckoutQuote['problems']): CheckoutQuote => ({
  lines: [],
  problems,
  subtotalCents: 0,
  discountCents: 0,
  deliveryCents: 0,
  totalCents: 0,
});
/** Stores for pickup of `line`: every store has it, or all but Riverside. */
const stores = (riverside: number) =>
  pickupChoices(
    [line],
    [
      {
        productId: 'phone',
        units: {
          warehouse: 5,
          'circuit-square': 5,
          riverside,
          'lakeview-mall': 5,
          'northgate-plaza': 5,
        },
      },
    ],
  );
const offline = { code: 'offline', message: 'We could not reach the shop.' };
const refused = {
  code: 'order-not-accepted',
  message: 'Some products cannot be ordered as they are in your cart.',
  lines: [{ productId: 'phone', problem: 'sold-out' }],
};

const shopperEvents: CheckoutEvent[] = [
  { type: 'checkout.edit', contact: { name: 'Ada' } },
  { type: 'checkout.edit', delivery: { method: 'pickup' } },
  { type: 'checkout.edit', delivery: { store: 'riverside' } },
  { type: 'checkout.continue' },
  { type: 'checkout.back' },
  ...checkoutSteps.map((step) => ({ type: 'checkout.goTo', step }) as const),
  { type: 'checkout.linesChanged', lines: [fewer] },
  { type: 'checkout.acceptPrices' },
  { type: 'checkout.retry' },
  { type: 'checkout.place', freshKey: 'key-1' },
  { type: 'checkout.place', freshKey: 'key-2' },
];

const paths = getShortestPaths(checkoutMachine, {
  input: { lines: [line] },
  events: (snapshot) => [
    ...shopperEvents,
    ...eventsFromOutside<CheckoutEvent>(snapshot, {
      quote: {
        outputs: [quote([]), quote([{ productId: 'phone', problem: 'too-few', available: 1 }])],
        errors: [offline],
      },
      placeOrder: { outputs: [{ number: 'VB-123456' }], errors: [offline, refused] },
      pickupChoices: { outputs: [stores(5), stores(0)], errors: [offline] },
    }),
  ],
});

const stateNames = new Set(paths.map(({ state }) => JSON.stringify(state.value)));

describe('checkout machine, every state a checkout can reach', () => {
  it('reaches every step, the waits, the failures and a placed order', () => {
    for (const value of [
      'contact',
      { delivery: 'choosing' },
      { delivery: 'findingStores' },
      'payment',
      'quoting',
      'quoteFailed',
      'review',
      { placing: 'waiting' },
      { placing: 'slow' },
      'placed',
    ]) {
      expect(stateNames).toContain(JSON.stringify(value));
    }
  });

  it('keeps the rules in every one of them', () => {
    for (const { state: snapshot, steps } of paths) {
      const how = describePath(steps);
      const { context } = snapshot;
      // Busy exactly while the server is asked.
      expect(snapshot.hasTag('busy'), how).toBe(
        snapshot.matches('quoting') || snapshot.matches('placing'),
      );
      // Placing only an order whose quote stood clear, with a key.
      if (snapshot.matches('placing')) {
        expect(context.quote?.problems, how).toEqual([]);
        expect(context.sent?.key, how).toMatch(/^key-/);
        // Nothing the shopper does while placing changes what is being placed or where.
        for (const event of shopperEvents) {
          const [after] = transition(checkoutMachine, snapshot, event);
          expect(after.value, how).toEqual(snapshot.value);
          expect(after.context, how).toEqual(context);
        }
      }
      // Placed only with the server's answer, and nothing left to send again.
      if (snapshot.matches('placed')) {
        expect(context.placed, how).toEqual({ number: 'VB-123456' });
        expect(context.sent, how).toBeNull();
        expect(steps.at(-1)?.event.type, how).toMatch(/^xstate\.done\.actor\./);
      }
      // Never on from delivery to payment for pickup without a store, or with one known to lack a line.
      const continued = steps.at(-1)?.event.type === 'checkout.continue';
      if (snapshot.matches('payment') && continued && context.delivery.method === 'pickup') {
        const { store } = context.delivery;
        expect(store, how).not.toBe('');
        expect(lackedAt(context, store), how).toEqual([]);
      }
      // A failure is said wherever the shopper is sent back with it.
      if (snapshot.matches('quoteFailed')) expect(context.failure, how).not.toBeNull();
      // Tapping Place again sends the same key while the order is unchanged.
      if (snapshot.matches('review') && context.sent) {
        const [again] = transition(checkoutMachine, snapshot, {
          type: 'checkout.place',
          freshKey: 'key-other',
        });
        if (again.matches('placing')) {
          const unchanged = again.context.sent?.request === context.sent.request;
          expect(again.context.sent?.key, how).toBe(unchanged ? context.sent.key : 'key-other');
        }
      }
      // The furthest step reached is never behind the step shown.
      for (const [index, step] of checkoutSteps.entries()) {
        const shown = step === 'review' ? snapshot.matches('review') : snapshot.matches(step);
        if (shown)
          expect(checkoutSteps.indexOf(context.reached), how).toBeGreaterThanOrEqual(index);
      }
    }
  });
});
