import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
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
  const actor = createActor(logic, {
    input: {
      number: placed.number,
      signedIn: input.signedIn ?? true,
      placed: input.placed,
      key: input.key,
    },
  }).start();
  const shown = () => waitFor(actor, (snapshot) => selectOrder(snapshot) !== null);
  return { actor, calls, shown };
}

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
    await waitFor(actor, (snapshot) => snapshot.matches({ shown: 'idle' }));
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
});
