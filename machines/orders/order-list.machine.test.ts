import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderListMachine, type ListedOrder, type PendingChange } from './order-list.machine.ts';
import {
  selectChanged,
  selectChangeError,
  selectFilter,
  selectIsChanging,
  selectIsLoading,
  selectLoadError,
  selectOrders,
  selectPendingChange,
} from './order-list.selectors.ts';

const placed = { number: 'VB-000001', status: 'placed' };
const confirmed = { number: 'VB-000002', status: 'confirmed' };

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function start({
  load = () => Promise.resolve([placed, confirmed]),
  change = ({ number, status }) => Promise.resolve({ number, status }),
}: {
  load?: (filter: string | null) => Promise<ListedOrder[]>;
  change?: (pending: PendingChange) => Promise<ListedOrder>;
} = {}) {
  const loads: (string | null)[] = [];
  const changes: PendingChange[] = [];
  const logic = orderListMachine.provide({
    actors: {
      loadOrders: fromPromise(({ input }) => {
        loads.push(input.filter);
        return load(input.filter);
      }),
      changeOrder: fromPromise(({ input }) => {
        changes.push(input);
        return change(input);
      }),
    },
  });
  const actor = createActor(logic, { input: {} }).start();
  const loaded = () => waitFor(actor, (snapshot) => selectOrders(snapshot) !== null);
  return { actor, loads, changes, loaded };
}

describe('order list machine', () => {
  it('lists the orders, then shows them', async () => {
    const { actor, loads, loaded } = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectOrders(actor.getSnapshot())).toBeNull();
    await loaded();
    expect(selectOrders(actor.getSnapshot())).toEqual([placed, confirmed]);
    expect(loads).toEqual([null]);
  });

  it('says why listing failed and lists again on retry', async () => {
    let fail = true;
    const { actor } = start({
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve([placed])),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectLoadError(actor.getSnapshot())).toEqual(new Error('offline'));
    fail = false;
    actor.send({ type: 'list.retry' });
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(selectOrders(actor.getSnapshot())).toEqual([placed]);
  });

  it('lists again in the state chosen', async () => {
    const { actor, loads, loaded } = start({
      load: (filter) =>
        Promise.resolve([placed, confirmed].filter((order) => !filter || order.status === filter)),
    });
    await loaded();
    actor.send({ type: 'filter.change', filter: 'confirmed' });
    expect(selectFilter(actor.getSnapshot())).toBe('confirmed');
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await loaded();
    expect(selectOrders(actor.getSnapshot())).toEqual([confirmed]);
    expect(loads).toEqual([null, 'confirmed']);
  });

  it('changes an order only after confirmation, and shows its new state once the server answered', async () => {
    const answer = deferred<ListedOrder>();
    const { actor, changes, loaded } = start({ change: () => answer.promise });
    await loaded();
    actor.send({ type: 'change.request', number: placed.number, status: 'cancelled' });
    expect(selectPendingChange(actor.getSnapshot())).toEqual({
      number: placed.number,
      status: 'cancelled',
    });
    expect(changes).toEqual([]);

    actor.send({ type: 'change.confirm' });
    expect(selectIsChanging(actor.getSnapshot())).toBe(true);
    expect(selectOrders(actor.getSnapshot())?.[0]?.status).toBe('placed');
    // Another state cannot be chosen while the change is under way.
    actor.send({ type: 'filter.change', filter: 'placed' });
    expect(selectIsChanging(actor.getSnapshot())).toBe(true);

    answer.resolve({ number: placed.number, status: 'cancelled' });
    await waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'idle' }));
    expect(selectOrders(actor.getSnapshot())).toEqual([
      { number: placed.number, status: 'cancelled' },
      confirmed,
    ]);
    expect(selectChanged(actor.getSnapshot())).toBe(placed.number);
    expect(selectPendingChange(actor.getSnapshot())).toBeNull();
    expect(changes).toEqual([{ number: placed.number, status: 'cancelled' }]);
  });

  it('changes nothing when the confirmation is dismissed', async () => {
    const { actor, changes, loaded } = start();
    await loaded();
    actor.send({ type: 'change.request', number: placed.number, status: 'cancelled' });
    actor.send({ type: 'change.dismiss' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(selectPendingChange(actor.getSnapshot())).toBeNull();
    expect(changes).toEqual([]);
  });

  it('keeps the confirmation open with the reason when the change is refused', async () => {
    const refusal = new Error('already confirmed');
    const { actor, loaded } = start({ change: () => Promise.reject(refusal) });
    await loaded();
    actor.send({ type: 'change.request', number: placed.number, status: 'cancelled' });
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'confirming' }));
    expect(selectChangeError(actor.getSnapshot())).toBe(refusal);
    expect(selectOrders(actor.getSnapshot())?.[0]).toEqual(placed);
    expect(selectChanged(actor.getSnapshot())).toBeNull();
  });

  it('ignores a change to an order it did not list', async () => {
    const { actor, loaded } = start();
    await loaded();
    actor.send({ type: 'change.request', number: 'VB-999999', status: 'cancelled' });
    expect(selectPendingChange(actor.getSnapshot())).toBeNull();
  });
});
