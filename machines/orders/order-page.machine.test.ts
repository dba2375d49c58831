import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { timing } from '#machines/timing.ts';
import { orderPageMachine, type ShownOrder } from './order-page.machine.ts';
import {
  selectCancelError,
  selectCanCancel,
  selectIsAskingEmail,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectIsLoading,
  selectIsLookingUp,
  selectLinkRefused,
  selectLoadError,
  selectLookUpError,
  selectLookUpNotFound,
  selectOrder,
  selectStatusChange,
} from './order-page.selectors.ts';

/** Order VB-123456 as its e-mail shows it, in `status`. */
const orderIn = (status: ShownOrder['status']): ShownOrder => ({
  number: 'VB-123456',
  status,
  placedAt: '2026-10-03T04:00:00.000Z',
  fulfilment: { type: 'delivery' },
  events: [],
});
const placed = orderIn('placed');
const cancelled = orderIn('cancelled');

interface Fakes {
  open?: () => Promise<ShownOrder | null>;
  load?: () => Promise<ShownOrder | null>;
  lookUp?: (email: string) => Promise<ShownOrder | null>;
  cancel?: () => Promise<ShownOrder>;
}

function start(
  {
    open = () => Promise.resolve(null),
    load = () => Promise.resolve(placed),
    lookUp,
    cancel,
  }: Fakes = {},
  input: { signedIn?: boolean; placed?: ShownOrder; key?: string } = {},
) {
  const calls: string[] = [];
  const logic = orderPageMachine.provide({
    actors: {
      openOrder: fromPromise(({ input }) => {
        calls.push(`open ${input.number} ${input.key}`);
        return open();
      }),
      loadOrder: fromPromise(({ input }) => {
        calls.push(`load ${input.number}`);
        return load();
      }),
      lookUp: fromPromise(({ input }) => {
        calls.push(`lookUp ${input.number} ${input.email}`);
        return (lookUp ?? (() => Promise.resolve(null)))(input.email);
      }),
      cancelOrder: fromPromise(({ input }) => {
        calls.push(`cancel ${input.number}`);
        return (cancel ?? (() => Promise.resolve(cancelled)))();
      }),
    },
    guards: { orderMayBeCancelled: ({ context }) => context.order?.status === 'placed' },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, {
    clock,
    input: {
      number: placed.number,
      signedIn: input.signedIn ?? true,
      placed: input.placed,
      key: input.key,
    },
  }).start();
  const shown = () => waitFor(actor, (snapshot) => selectOrder(snapshot) !== null);
  return { actor, calls, clock, shown };
}

/** Answers handed out one by one, when the test says so. */
function pending() {
  const answers: { resolve: (order: ShownOrder | null) => void; reject: (error: Error) => void }[] =
    [];
  const ask = () =>
    new Promise<ShownOrder | null>((resolve, reject) => answers.push({ resolve, reject }));
  return { ask, last: () => answers.at(-1)! };
}

/** Lets the fakes' answers reach the machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('order page machine', () => {
  it('shows the order the checkout just placed at once, asking nothing', () => {
    const { actor, calls } = start({}, { placed, signedIn: false });
    expect(selectOrder(actor.getSnapshot())).toEqual(placed);
    expect(calls).toEqual([]);
  });

  it('loads the order through the account, and shows it', async () => {
    const { actor, calls, shown } = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await shown();
    expect(selectOrder(actor.getSnapshot())).toEqual(placed);
    expect(calls).toEqual(['load VB-123456']);
  });

  it("opens the order with the link's key, asking nothing else; its holder may not cancel it here", async () => {
    const { actor, calls, shown } = start(
      { open: () => Promise.resolve(placed) },
      { key: 'the-key', signedIn: true },
    );
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await shown();
    expect(calls).toEqual(['open VB-123456 the-key']);
    expect(selectLinkRefused(actor.getSnapshot())).toBe(false);
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
  });

  it('goes on through the account when the key does not open the order, saying so', async () => {
    const { actor, calls, shown } = start({}, { key: 'an-old-key' });
    await shown();
    expect(calls).toEqual(['open VB-123456 an-old-key', 'load VB-123456']);
    expect(selectLinkRefused(actor.getSnapshot())).toBe(true);
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
  });

  it('tries the key again after a failure to reach the shop', async () => {
    let fail = true;
    const { actor, calls, shown } = start(
      { open: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(placed)) },
      { key: 'the-key' },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    fail = false;
    actor.send({ type: 'order.retry' });
    await shown();
    expect(calls).toEqual(['open VB-123456 the-key', 'open VB-123456 the-key']);
  });

  it('says loading failed, and loads again on retry', async () => {
    let fail = true;
    const { actor, shown } = start({
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(placed)),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectLoadError(actor.getSnapshot())).toEqual(new Error('offline'));
    fail = false;
    actor.send({ type: 'order.retry' });
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
    await shown();
  });

  it('asks for the e-mail when the account cannot open it, and shows it once the e-mail matches', async () => {
    const { actor, calls, shown } = start({
      load: () => Promise.resolve(null),
      lookUp: (email) => Promise.resolve(email === 'ada@voltbay.example' ? placed : null),
    });
    await waitFor(actor, (snapshot) => selectIsAskingEmail(snapshot));
    expect(selectOrder(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'lookup.submit', email: 'eve@voltbay.example' });
    expect(selectIsLookingUp(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => selectLookUpNotFound(snapshot));
    expect(selectOrder(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'lookup.submit', email: 'ada@voltbay.example' });
    expect(selectLookUpNotFound(actor.getSnapshot())).toBe(false);
    await shown();
    expect(calls).toEqual([
      'load VB-123456',
      'lookUp VB-123456 eve@voltbay.example',
      'lookUp VB-123456 ada@voltbay.example',
    ]);
    // Found by its e-mail, the order cannot be cancelled from here, even by a signed-in visitor.
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
  });

  it('keeps asking, with the reason, when the look-up fails', async () => {
    const { actor } = start({
      load: () => Promise.resolve(null),
      lookUp: () => Promise.reject(new Error('rate-limited')),
    });
    await waitFor(actor, (snapshot) => selectIsAskingEmail(snapshot));
    actor.send({ type: 'lookup.submit', email: 'ada@voltbay.example' });
    await waitFor(actor, (snapshot) => selectLookUpError(snapshot) !== null);
    expect(selectIsAskingEmail(actor.getSnapshot())).toBe(true);
  });

  it('cancels for its owner only after confirmation, and says so once the server answered', async () => {
    let answer!: (order: ShownOrder) => void;
    const { actor, calls, shown } = start({
      cancel: () => new Promise((resolve) => (answer = resolve)),
    });
    await shown();
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cancel.request' });
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cancel.confirm' });
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true);
    expect(selectOrder(actor.getSnapshot())?.status).toBe('placed');
    answer(cancelled);
    await waitFor(actor, (snapshot) => snapshot.matches({ shown: 'viewing' }));
    expect(selectOrder(actor.getSnapshot())).toEqual(cancelled);
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual(['load VB-123456', 'cancel VB-123456']);
  });

  it('cancels nothing when the confirmation is dismissed', async () => {
    const { actor, calls, shown } = start();
    await shown();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.dismiss' });
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual(['load VB-123456']);
  });

  it('keeps the confirmation open with the reason when cancelling is refused', async () => {
    const refusal = new Error('confirmed meanwhile');
    const { actor, shown } = start({ cancel: () => Promise.reject(refusal) });
    await shown();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (snapshot) => selectCancelError(snapshot) !== null);
    expect(selectCancelError(actor.getSnapshot())).toBe(refusal);
    expect(selectOrder(actor.getSnapshot())).toEqual(placed);
    actor.send({ type: 'cancel.dismiss' });
    expect(selectCancelError(actor.getSnapshot())).toBeNull();
  });

  it("offers no cancel for a state the shop's rule forbids, nor to a visitor who is signed out", async () => {
    const confirmed = orderIn('confirmed');
    const byRule = start({ load: () => Promise.resolve(confirmed) });
    await byRule.shown();
    expect(selectCanCancel(byRule.actor.getSnapshot())).toBe(false);

    const signedOut = start({}, { placed, signedIn: false });
    expect(selectCanCancel(signedOut.actor.getSnapshot())).toBe(false);
    signedOut.actor.send({ type: 'cancel.request' });
    expect(selectIsConfirmingCancel(signedOut.actor.getSnapshot())).toBe(false);
  });

  describe('following the order while it is open', () => {
    it('asks again every ORDER_REFRESH, keeping the order shown, and tells a new state', async () => {
      const server = pending();
      const { actor, calls, clock } = start({ load: server.ask });
      server.last().resolve(placed);
      await settle();
      expect(calls).toEqual(['load VB-123456']);

      clock.increment(timing.orderRefresh - 1);
      expect(calls).toHaveLength(1);
      clock.increment(1);
      expect(calls).toEqual(['load VB-123456', 'load VB-123456']);
      // No spinner in its place while it asks.
      expect(selectIsLoading(actor.getSnapshot())).toBe(false);
      expect(selectOrder(actor.getSnapshot())).toEqual(placed);

      server.last().resolve(orderIn('confirmed'));
      await settle();
      expect(selectOrder(actor.getSnapshot())?.status).toBe('confirmed');
      expect(selectStatusChange(actor.getSnapshot())).toBe('confirmed');

      clock.increment(timing.orderRefresh);
      expect(calls).toHaveLength(3);
      server.last().resolve(orderIn('confirmed'));
      await settle();
      // The same state again is no news, and the last news stands.
      expect(selectStatusChange(actor.getSnapshot())).toBe('confirmed');
    });

    it('tells nothing when the order is as it was', async () => {
      const { actor, clock, shown } = start();
      await shown();
      clock.increment(timing.orderRefresh);
      await settle();
      expect(selectStatusChange(actor.getSnapshot())).toBeNull();
    });

    it('asks again when the page is shown again, once while the answer is awaited', async () => {
      const server = pending();
      const { actor, calls } = start({ load: server.ask });
      server.last().resolve(placed);
      await settle();
      actor.send({ type: 'page.shown' });
      actor.send({ type: 'page.shown' });
      expect(calls).toEqual(['load VB-123456', 'load VB-123456']);
      server.last().resolve(orderIn('shipped'));
      await settle();
      expect(selectOrder(actor.getSnapshot())?.status).toBe('shipped');
    });

    it('keeps the order after a failed refresh, saying nothing, and asks again at the next tick', async () => {
      const server = pending();
      const { actor, calls, clock } = start({ load: server.ask });
      server.last().resolve(placed);
      await settle();
      clock.increment(timing.orderRefresh);
      server.last().reject(new Error('offline'));
      await settle();
      expect(selectOrder(actor.getSnapshot())).toEqual(placed);
      expect(selectLoadError(actor.getSnapshot())).toBeNull();
      expect(selectStatusChange(actor.getSnapshot())).toBeNull();

      // No longer opened (signed out elsewhere): the same.
      clock.increment(timing.orderRefresh);
      server.last().resolve(null);
      await settle();
      expect(selectOrder(actor.getSnapshot())).toEqual(placed);

      clock.increment(timing.orderRefresh);
      expect(calls).toHaveLength(4);
    });

    it('stops asking once the order is delivered, collected or cancelled', async () => {
      const server = pending();
      const { actor, calls, clock } = start({ load: server.ask });
      server.last().resolve(orderIn('shipped'));
      await settle();
      clock.increment(timing.orderRefresh);
      server.last().resolve(orderIn('delivered'));
      await settle();
      expect(selectStatusChange(actor.getSnapshot())).toBe('delivered');

      clock.increment(timing.orderRefresh * 3);
      actor.send({ type: 'page.shown' });
      expect(calls).toHaveLength(2);

      const collected = start({ load: () => Promise.resolve(orderIn('collected')) });
      await collected.shown();
      collected.clock.increment(timing.orderRefresh);
      collected.actor.send({ type: 'page.shown' });
      expect(collected.calls).toEqual(['load VB-123456']);
    });

    it("asks nothing while the shopper's cancel is asked or sent, and drops a refresh it interrupts", async () => {
      const server = pending();
      let answerCancel!: (order: ShownOrder) => void;
      const { actor, calls, clock } = start({
        load: server.ask,
        cancel: () => new Promise((resolve) => (answerCancel = resolve)),
      });
      server.last().resolve(placed);
      await settle();
      clock.increment(timing.orderRefresh);
      // The cancel stays on offer while a refresh is out: the page does not change under the shopper.
      expect(selectCanCancel(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'cancel.request' });
      server.last().resolve(orderIn('confirmed'));
      await settle();
      expect(selectOrder(actor.getSnapshot())).toEqual(placed);

      actor.send({ type: 'cancel.confirm' });
      clock.increment(timing.orderRefresh);
      actor.send({ type: 'page.shown' });
      expect(calls).toEqual(['load VB-123456', 'load VB-123456', 'cancel VB-123456']);

      answerCancel(cancelled);
      await settle();
      expect(selectOrder(actor.getSnapshot())).toEqual(cancelled);
      // The shopper's own change is not announced as news.
      expect(selectStatusChange(actor.getSnapshot())).toBeNull();
      clock.increment(timing.orderRefresh);
      expect(calls).toHaveLength(3);
    });

    it('asks again the way it came by the order: the link, the e-mail, or the account', async () => {
      const byLink = start({ open: () => Promise.resolve(placed) }, { key: 'the-key' });
      await byLink.shown();
      byLink.actor.send({ type: 'page.shown' });
      expect(byLink.calls).toEqual(['open VB-123456 the-key', 'open VB-123456 the-key']);

      const byEmail = start({
        load: () => Promise.resolve(null),
        lookUp: () => Promise.resolve(placed),
      });
      await waitFor(byEmail.actor, (snapshot) => selectIsAskingEmail(snapshot));
      byEmail.actor.send({ type: 'lookup.submit', email: 'ada@voltbay.example' });
      await byEmail.shown();
      byEmail.actor.send({ type: 'page.shown' });
      expect(byEmail.calls.slice(1)).toEqual([
        'lookUp VB-123456 ada@voltbay.example',
        'lookUp VB-123456 ada@voltbay.example',
      ]);

      const fromCheckout = start({}, { placed, key: 'the-key' });
      fromCheckout.actor.send({ type: 'page.shown' });
      expect(fromCheckout.calls).toEqual(['open VB-123456 the-key']);
    });
  });
});
