import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  checkoutMachine,
  type CheckoutInput,
  type CheckoutLine,
  type CheckoutQuote,
  type OrderAttempt,
  type PlacedOrder,
  type QuoteAttempt,
} from './checkout.machine.ts';
import { quoteAsAsked } from './checkout.fixtures.ts';
import { pickupChoices, type Availability, type PickupChoice } from '#shop-api/availability.ts';

const ORDER_KEY = 'k'.repeat(43);

const phone: CheckoutLine = { productId: 'phone', quantity: 2, priceCents: 19_999 };
const cable: CheckoutLine = { productId: 'cable', quantity: 1, priceCents: 1_000 };

/** A service's failure as the app's services throw it: an Error with a code. */
const failure = (code: string, message: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

/** A deferred answer the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Server {
  quote?: (lines: CheckoutLine[], asked: QuoteAttempt) => Promise<CheckoutQuote>;
  place?: (attempt: OrderAttempt) => Promise<PlacedOrder>;
  /** Each store's choice for pickup; every store has every line unless said. */
  stores?: (lines: CheckoutLine[]) => Promise<PickupChoice[]>;
}

/** Every store for pickup of `lines` as the server counts `units` of each at every place. */
const choicesWith =
  (units: Partial<Availability['units']>) =>
  (lines: CheckoutLine[]): Promise<PickupChoice[]> =>
    Promise.resolve(
      pickupChoices(
        lines,
        lines.map(({ productId }) => ({
          productId,
          units: {
            warehouse: 10,
            'circuit-square': 10,
            riverside: 10,
            'lakeview-mall': 10,
            'northgate-plaza': 10,
            ...units,
          },
        })),
      ),
    );

function start(input: Partial<CheckoutInput> = {}, server: Server = {}) {
  const quotes: QuoteAttempt[] = [];
  const attempts: OrderAttempt[] = [];
  const storesAsked: CheckoutLine[][] = [];
  const logic = checkoutMachine.provide({
    actors: {
      quote: fromPromise(({ input: asked }) => {
        quotes.push(asked);
        return (server.quote ?? ((lines) => Promise.resolve(quoteAsAsked(lines))))(
          asked.lines,
          asked,
        );
      }),
      placeOrder: fromPromise(({ input: attempt }) => {
        attempts.push(attempt);
        return (
          server.place ?? (() => Promise.resolve({ number: 'VB-1234567890', key: ORDER_KEY }))
        )(attempt);
      }),
      pickupChoices: fromPromise(({ input: lines }) => {
        storesAsked.push(lines);
        return (server.stores ?? choicesWith({}))(lines);
      }),
    },
  });
  const actor = createActor(logic, { input: { lines: [phone], ...input } }).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    quotes,
    attempts,
    storesAsked,
    settled,
    value: () => actor.getSnapshot().value,
  };
}

const contact = { name: 'Ada Lovelace', email: 'ada@voltbay.example', phone: '+880 1700 000000' };
const pickup = { method: 'pickup', store: 'riverside' } as const;

/** Through contact, delivery and payment to the review, as a shopper fills them in. */
async function toReview(checkout: ReturnType<typeof start>) {
  checkout.actor.send({ type: 'checkout.edit', contact });
  checkout.actor.send({ type: 'checkout.continue' });
  checkout.actor.send({ type: 'checkout.edit', delivery: pickup });
  checkout.actor.send({ type: 'checkout.continue' });
  checkout.actor.send({ type: 'checkout.continue' });
  await checkout.settled();
}

describe('checkout machine', () => {
  it('goes contact, delivery, payment, then the review the server priced', async () => {
    const checkout = start();
    expect(checkout.value()).toBe('contact');
    await toReview(checkout);
    expect(checkout.value()).toBe('review');
    expect(checkout.quotes).toEqual([
      {
        lines: [phone],
        method: 'pickup',
        store: 'riverside',
        promoCode: '',
        contact: { email: contact.email, phone: contact.phone },
      },
    ]);
    expect(checkout.actor.getSnapshot().context.quote?.totalCents).toBe(39_998);
  });

  it('keeps what was typed when going back, and goes forward only to steps reached', () => {
    const checkout = start();
    checkout.actor.send({ type: 'checkout.edit', contact: { name: 'Ada' } });
    checkout.actor.send({ type: 'checkout.goTo', step: 'payment' });
    expect(checkout.value()).toBe('contact');
    checkout.actor.send({ type: 'checkout.continue' });
    checkout.actor.send({ type: 'checkout.continue' });
    expect(checkout.value()).toBe('payment');
    checkout.actor.send({ type: 'checkout.goTo', step: 'contact' });
    expect(checkout.value()).toBe('contact');
    expect(checkout.actor.getSnapshot().context.contact.name).toBe('Ada');
    checkout.actor.send({ type: 'checkout.goTo', step: 'payment' });
    expect(checkout.value()).toBe('payment');
    checkout.actor.send({ type: 'checkout.back' });
    expect(checkout.value()).toEqual({ delivery: 'choosing' });
  });

  it('resumes a reloaded checkout at its step, and a review priced again', async () => {
    expect(start({ reached: 'delivery' }).value()).toEqual({ delivery: 'choosing' });
    const checkout = start({ reached: 'review', contact });
    expect(checkout.value()).toBe('quoting');
    await checkout.settled();
    expect(checkout.value()).toBe('review');
    expect(checkout.quotes).toHaveLength(1);
  });

  it('does not place an order whose lines the server will not sell as they are', async () => {
    const problems = [{ productId: 'phone', problem: 'too-few', available: 1 }] as const;
    const checkout = start(
      {},
      {
        quote: (lines) =>
          Promise.resolve(quoteAsAsked(lines, lines[0]!.quantity > 1 ? [...problems] : [])),
      },
    );
    await toReview(checkout);
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
    expect(checkout.value()).toBe('review');
    expect(checkout.attempts).toEqual([]);
    // The shopper lowers the line: priced again, then it can be placed.
    checkout.actor.send({ type: 'checkout.linesChanged', lines: [{ ...phone, quantity: 1 }] });
    expect(checkout.value()).toBe('quoting');
    await checkout.settled();
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
    await checkout.settled();
    expect(checkout.value()).toBe('placed');
    expect(checkout.attempts[0]?.lines).toEqual([{ ...phone, quantity: 1 }]);
  });

  it('sends the prices the shopper accepted after the server said they changed', async () => {
    const newPrice = 21_000;
    const checkout = start(
      {},
      {
        quote: (lines) =>
          Promise.resolve(
            quoteAsAsked(
              lines,
              lines[0]!.priceCents === newPrice
                ? []
                : [{ productId: 'phone', problem: 'price-changed', priceCents: newPrice }],
            ),
          ),
      },
    );
    await toReview(checkout);
    checkout.actor.send({ type: 'checkout.acceptPrices' });
    await checkout.settled();
    expect(checkout.actor.getSnapshot().context.quote?.problems).toEqual([]);
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
    await checkout.settled();
    expect(checkout.attempts[0]?.lines[0]?.priceCents).toBe(newPrice);
  });

  it('places once: a second tap while placing is ignored, a retry after a failure reuses the key', async () => {
    const first = deferred<PlacedOrder>();
    let calls = 0;
    const checkout = start(
      {},
      {
        place: () => {
          calls += 1;
          return calls === 1
            ? first.promise
            : Promise.resolve({ number: 'VB-6543210987', key: ORDER_KEY });
        },
      },
    );
    await toReview(checkout);
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-2' });
    expect(checkout.value()).toEqual({ placing: 'waiting' });
    expect(checkout.attempts).toHaveLength(1);
    first.reject(failure('offline', 'We could not reach the shop.'));
    await checkout.settled();
    expect(checkout.value()).toBe('review');
    expect(checkout.actor.getSnapshot().context.failure).toEqual({
      code: 'offline',
      message: 'We could not reach the shop.',
    });
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-3' });
    await checkout.settled();
    expect(checkout.attempts.map((attempt) => attempt.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(checkout.value()).toBe('placed');
    expect(checkout.actor.getSnapshot().context.placed).toEqual({
      number: 'VB-6543210987',
      key: ORDER_KEY,
    });
    expect(checkout.actor.getSnapshot().context.failure).toBeNull();
  });

  it('reuses a key kept from before a reload, and takes a fresh one for a changed order', async () => {
    const offline = failure('offline', 'We could not reach the shop.');
    const before = start({}, { place: () => Promise.reject(offline) });
    await toReview(before);
    before.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
    await before.settled();
    // What the page keeps in the tab, and starts the reloaded checkout with.
    const { contact: kept, delivery, sent } = before.actor.getSnapshot().context;
    expect(sent?.key).toBe('key-1');

    const reloaded = start({ reached: 'review', contact: kept, delivery, sent });
    await reloaded.settled();
    reloaded.actor.send({ type: 'checkout.place', freshKey: 'key-2' });
    await reloaded.settled();
    expect(reloaded.attempts[0]?.idempotencyKey).toBe('key-1');

    const changed = start({
      reached: 'review',
      contact: { ...kept, phone: '+880 1800 000000' },
      delivery,
      sent,
    });
    await changed.settled();
    changed.actor.send({ type: 'checkout.place', freshKey: 'key-2' });
    await changed.settled();
    expect(changed.attempts[0]?.idempotencyKey).toBe('key-2');
  });

  /** The server refusing to place the order for `lines`, as it answers (shop-api/errors.ts). */
  const refusingLines = (lines: CheckoutQuote['problems']) => () =>
    Promise.reject(
      failure('order-not-accepted', 'Some products cannot be ordered as they are in your cart.', {
        lines,
      }),
    );

  it('shows the lines the server refused at placing on the review, not placed', async () => {
    const checkout = start(
      { lines: [phone, cable] },
      { place: refusingLines([{ productId: 'cable', problem: 'sold-out' }]) },
    );
    await toReview(checkout);
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
    await checkout.settled();
    expect(checkout.value()).toBe('review');
    expect(checkout.actor.getSnapshot().context.quote?.problems).toEqual([
      { productId: 'cable', problem: 'sold-out' },
    ]);
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-2' });
    expect(checkout.value()).toBe('review');
  });

  it('leaves a line refused at placing out of the totals, keeping the cart and details', async () => {
    const checkout = start(
      { lines: [phone, cable] },
      {
        place: refusingLines([
          { productId: 'cable', problem: 'sold-out' },
          { productId: 'phone', problem: 'price-changed', priceCents: 21_000 },
        ]),
      },
    );
    await toReview(checkout);
    expect(checkout.actor.getSnapshot().context.quote?.totalCents).toBe(40_998);
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
    await checkout.settled();
    const {
      quote,
      quoteIsLatest,
      lines,
      contact: kept,
      delivery,
    } = checkout.actor.getSnapshot().context;
    // The sold-out cable is not counted; the phone at the price the server asks now.
    expect(quote?.lines.find((line) => line.productId === 'phone')).toMatchObject({
      unitPriceCents: 21_000,
      lineTotalCents: 42_000,
    });
    expect(quote).toMatchObject({ subtotalCents: 42_000, deliveryCents: 0, totalCents: 42_000 });
    // The refusal is the server's word on the lines: the review shows its latest.
    expect(quoteIsLatest).toBe(true);
    expect(lines).toEqual([phone, cable]);
    expect(kept).toEqual(contact);
    expect(delivery).toMatchObject(pickup);
  });

  it('totals only the lines the server will sell, and its own totals once all can be', async () => {
    let soldOut = true;
    const checkout = start(
      { lines: [phone, cable], reached: 'review', delivery: { method: 'delivery' } },
      {
        quote: (lines) =>
          Promise.resolve(
            quoteAsAsked(lines, soldOut ? [{ productId: 'phone', problem: 'sold-out' }] : []),
          ),
      },
    );
    await checkout.settled();
    // The cable alone, and delivery charged on it (the shop's rule: $50 up to $100).
    expect(checkout.actor.getSnapshot().context.quote).toMatchObject({
      subtotalCents: 1_000,
      deliveryCents: 5_000,
      totalCents: 6_000,
    });
    soldOut = false;
    checkout.actor.send({ type: 'checkout.linesChanged', lines: [phone] });
    await checkout.settled();
    // The server's quote as it gave it: quoteOf charges no delivery.
    expect(checkout.actor.getSnapshot().context.quote?.totalCents).toBe(39_998);
  });

  it("no longer takes the quote for the server's latest once placing could not reach it", async () => {
    const checkout = start(
      {},
      { place: () => Promise.reject(failure('offline', 'We could not reach the shop.')) },
    );
    await toReview(checkout);
    expect(checkout.actor.getSnapshot().context.quoteIsLatest).toBe(true);
    checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
    await checkout.settled();
    const { quote, quoteIsLatest, contact: kept, lines } = checkout.actor.getSnapshot().context;
    expect(quoteIsLatest).toBe(false);
    // Everything kept: the prices last given, the cart and the details.
    expect(quote?.totalCents).toBe(39_998);
    expect(lines).toEqual([phone]);
    expect(kept).toEqual(contact);
    checkout.actor.send({ type: 'checkout.linesChanged', lines: [{ ...phone, quantity: 1 }] });
    await checkout.settled();
    expect(checkout.actor.getSnapshot().context.quoteIsLatest).toBe(true);
  });

  it('says when placing takes long, and keeps what was typed while placing', async () => {
    vi.useFakeTimers();
    try {
      const never = deferred<PlacedOrder>();
      const checkout = start({}, { place: () => never.promise });
      checkout.actor.send({ type: 'checkout.edit', contact });
      checkout.actor.send({ type: 'checkout.continue' });
      checkout.actor.send({ type: 'checkout.continue' });
      checkout.actor.send({ type: 'checkout.continue' });
      await vi.advanceTimersByTimeAsync(0);
      checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
      checkout.actor.send({ type: 'checkout.edit', contact: { name: 'Someone else' } });
      checkout.actor.send({ type: 'checkout.goTo', step: 'contact' });
      await vi.advanceTimersByTimeAsync(5_999);
      expect(checkout.value()).toEqual({ placing: 'waiting' });
      await vi.advanceTimersByTimeAsync(1);
      expect(checkout.value()).toEqual({ placing: 'slow' });
      expect(checkout.actor.getSnapshot().context.contact.name).toBe('Ada Lovelace');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the quote failed, and asks again on Try again', async () => {
    let fail = true;
    const checkout = start(
      {},
      {
        quote: (lines) =>
          fail
            ? Promise.reject(failure('unavailable', 'The shop cannot answer right now.'))
            : Promise.resolve(quoteAsAsked(lines)),
      },
    );
    await toReview(checkout);
    expect(checkout.value()).toBe('quoteFailed');
    expect(checkout.actor.getSnapshot().context.failure?.code).toBe('unavailable');
    fail = false;
    checkout.actor.send({ type: 'checkout.retry' });
    await checkout.settled();
    expect(checkout.value()).toBe('review');
    expect(checkout.actor.getSnapshot().context.failure).toBeNull();
  });

  it('does not go to the review with an empty cart', () => {
    const checkout = start({ lines: [], reached: 'payment' });
    checkout.actor.send({ type: 'checkout.continue' });
    expect(checkout.value()).toBe('payment');
  });

  describe('a promo code', () => {
    /** A server that takes $10.00 off with SAVE10, refuses any other code, and places orders. */
    const codeServer = (place?: Server['place']): Server => ({
      quote: (lines, asked) => {
        const quote = quoteAsAsked(lines);
        if (!asked.promoCode) return Promise.resolve(quote);
        if (asked.promoCode !== 'SAVE10') {
          return Promise.resolve({
            ...quote,
            promo: { code: asked.promoCode, refused: { message: 'We have no such code.' } },
          });
        }
        return Promise.resolve({
          ...quote,
          discountCents: 1_000,
          totalCents: quote.totalCents - 1_000,
          promo: { code: 'SAVE10' },
        });
      },
      ...(place && { place }),
    });

    it('applied, the review shows the quote with it and the order is placed with it', async () => {
      const checkout = start({}, codeServer());
      await toReview(checkout);
      checkout.actor.send({ type: 'checkout.applyCode', code: 'SAVE10' });
      expect(checkout.value()).toBe('applyingCode');
      await checkout.settled();
      expect(checkout.value()).toBe('review');
      const { context } = checkout.actor.getSnapshot();
      expect(context.promoCode).toBe('SAVE10');
      expect(context.quote?.totalCents).toBe(38_998);
      checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
      await checkout.settled();
      expect(checkout.attempts.map((attempt) => attempt.promoCode)).toEqual(['SAVE10']);
    });

    it('refused, the order stays as it was and the field says why', async () => {
      const checkout = start({}, codeServer());
      await toReview(checkout);
      checkout.actor.send({ type: 'checkout.applyCode', code: 'SAVE10' });
      await checkout.settled();
      checkout.actor.send({ type: 'checkout.applyCode', code: 'NOPE' });
      await checkout.settled();
      const { context } = checkout.actor.getSnapshot();
      expect(checkout.value()).toBe('review');
      expect(context.codeNotice).toBe('We have no such code.');
      expect(context.promoCode).toBe('SAVE10');
      expect(context.quote?.totalCents).toBe(38_998);
    });

    it('refused at placing (used up since), nothing is placed: priced again without it, and told why', async () => {
      let refuse = true;
      const checkout = start(
        {},
        codeServer((attempt) =>
          refuse && attempt.promoCode
            ? Promise.reject(
                failure('promo-code-refused', 'Your order was not placed. The code is used up.'),
              )
            : Promise.resolve({ number: 'VB-1234567890', key: ORDER_KEY }),
        ),
      );
      await toReview(checkout);
      checkout.actor.send({ type: 'checkout.applyCode', code: 'SAVE10' });
      await checkout.settled();
      checkout.actor.send({ type: 'checkout.place', freshKey: 'key-1' });
      await checkout.settled();
      await checkout.settled();
      const { context } = checkout.actor.getSnapshot();
      expect(checkout.value()).toBe('review');
      expect(context.placed).toBeNull();
      expect(context.promoCode).toBe('');
      expect(context.codeNotice).toBe('Your order was not placed. The code is used up.');
      expect(context.quote?.totalCents).toBe(39_998);
      expect(checkout.quotes.at(-1)?.promoCode).toBe('');
      refuse = false;
      checkout.actor.send({ type: 'checkout.place', freshKey: 'key-2' });
      await checkout.settled();
      expect(checkout.value()).toBe('placed');
      expect(
        checkout.attempts.map((attempt) => [attempt.promoCode, attempt.idempotencyKey]),
      ).toEqual([
        ['SAVE10', 'key-1'],
        ['', 'key-2'],
      ]);
    });

    it('removed, the review is priced again without it', async () => {
      const checkout = start({}, codeServer());
      await toReview(checkout);
      checkout.actor.send({ type: 'checkout.applyCode', code: 'SAVE10' });
      await checkout.settled();
      checkout.actor.send({ type: 'checkout.removeCode' });
      await checkout.settled();
      expect(checkout.actor.getSnapshot().context).toMatchObject({
        promoCode: '',
        codeNotice: null,
        quote: { totalCents: 39_998 },
      });
    });

    it('kept from before a reload, the review is asked with it', async () => {
      const checkout = start({ reached: 'review', promoCode: 'SAVE10', contact }, codeServer());
      await checkout.settled();
      expect(checkout.quotes.map((asked) => asked.promoCode)).toEqual(['SAVE10']);
      expect(checkout.actor.getSnapshot().context.quote?.discountCents).toBe(1_000);
    });
  });
});

describe('checkout machine, pickup stores', () => {
  /** On the delivery step, the details given. */
  function atDelivery(server: Server) {
    const checkout = start({}, server);
    checkout.actor.send({ type: 'checkout.edit', contact });
    checkout.actor.send({ type: 'checkout.continue' });
    return checkout;
  }
  /** Back on the delivery step in a reloaded tab, Riverside chosen for pickup. */
  const reloadedAtRiverside = (server: Server) =>
    start({ contact, delivery: pickup, reached: 'delivery' }, server);
  const choices = (checkout: ReturnType<typeof start>) =>
    checkout.actor.getSnapshot().context.pickupChoices;

  it('asks which stores have every line once pickup is chosen, and again when the cart changes', async () => {
    const checkout = atDelivery({ stores: choicesWith({ riverside: 1 }) });
    expect(checkout.value()).toEqual({ delivery: 'choosing' });
    expect(checkout.storesAsked).toEqual([]);
    checkout.actor.send({ type: 'checkout.edit', delivery: { method: 'pickup' } });
    expect(checkout.value()).toEqual({ delivery: 'findingStores' });
    expect(choices(checkout)).toBeNull();
    await checkout.settled();
    expect(checkout.value()).toEqual({ delivery: 'choosing' });
    expect(choices(checkout)?.find(({ store }) => store.id === 'riverside')?.missing).toEqual([
      { productId: 'phone', available: 1 },
    ]);
    checkout.actor.send({ type: 'checkout.linesChanged', lines: [{ ...phone, quantity: 1 }] });
    expect(checkout.value()).toEqual({ delivery: 'findingStores' });
    await checkout.settled();
    expect(checkout.storesAsked).toEqual([[phone], [{ ...phone, quantity: 1 }]]);
    expect(choices(checkout)?.every(({ missing }) => missing.length === 0)).toBe(true);
  });

  it('will not take a store that lacks a line, and goes on with one that has them all', async () => {
    const checkout = atDelivery({ stores: choicesWith({ riverside: 0 }) });
    checkout.actor.send({ type: 'checkout.edit', delivery: { method: 'pickup' } });
    await checkout.settled();
    checkout.actor.send({ type: 'checkout.edit', delivery: { store: 'riverside' } });
    expect(checkout.actor.getSnapshot().context.delivery.store).toBe('');
    checkout.actor.send({ type: 'checkout.continue' });
    expect(checkout.value()).toEqual({ delivery: 'choosing' });
    checkout.actor.send({ type: 'checkout.edit', delivery: { store: 'lakeview-mall' } });
    checkout.actor.send({ type: 'checkout.continue' });
    expect(checkout.value()).toBe('payment');
    checkout.actor.send({ type: 'checkout.continue' });
    await checkout.settled();
    // The server checks the lines at the store chosen.
    expect(checkout.quotes[0]).toMatchObject({ method: 'pickup', store: 'lakeview-mall' });
  });

  it('keeps the store chosen before but does not go on with it once it is known to lack a line', async () => {
    const checkout = reloadedAtRiverside({ stores: choicesWith({ riverside: 1 }) });
    expect(checkout.value()).toEqual({ delivery: 'findingStores' });
    await checkout.settled();
    checkout.actor.send({ type: 'checkout.continue' });
    expect(checkout.value()).toEqual({ delivery: 'choosing' });
    expect(checkout.actor.getSnapshot().context.delivery.store).toBe('riverside');
    // With one phone fewer in the cart, Riverside has it all again.
    checkout.actor.send({ type: 'checkout.linesChanged', lines: [{ ...phone, quantity: 1 }] });
    await checkout.settled();
    checkout.actor.send({ type: 'checkout.continue' });
    expect(checkout.value()).toBe('payment');
  });

  it('keeps every store choosable when the stores cannot be had, and leaves it to the server', async () => {
    let asked = 0;
    const checkout = reloadedAtRiverside({
      stores: (lines) => {
        asked += 1;
        return asked === 1
          ? choicesWith({ riverside: 0 })(lines)
          : Promise.reject(failure('offline', 'We could not reach the shop.'));
      },
    });
    await checkout.settled();
    checkout.actor.send({ type: 'checkout.continue' });
    expect(checkout.value()).toEqual({ delivery: 'choosing' });
    // Asked again, it fails: what was known no longer stands.
    checkout.actor.send({ type: 'checkout.linesChanged', lines: [phone, cable] });
    await checkout.settled();
    expect(choices(checkout)).toBeNull();
    checkout.actor.send({ type: 'checkout.continue' });
    expect(checkout.value()).toBe('payment');
    checkout.actor.send({ type: 'checkout.continue' });
    await checkout.settled();
    expect(checkout.quotes[0]).toMatchObject({ method: 'pickup', store: 'riverside' });
  });
});
