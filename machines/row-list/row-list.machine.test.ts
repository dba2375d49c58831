import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { rowListMachine, type ListedRow, type RowAction } from './row-list.machine.ts';
import {
  selectActing,
  selectActionFailure,
  selectAsked,
  selectAskError,
  selectDone,
  selectFilter,
  selectIsLoading,
  selectLastAction,
  selectLoadError,
  selectRows,
} from './row-list.selectors.ts';

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

/**
 * The machine with the test's `load` and `act`, started with `filter` (none: the input leaves it
 * out). It records what it listed and sent, and each change it reported as done, in order.
 */
function start<Row extends ListedRow, Action extends RowAction>({
  filter,
  load,
  act,
}: {
  filter?: string;
  load: (filter: string | null) => Promise<Row[]>;
  act: (action: Action, row: Row) => Promise<Row | null>;
}) {
  const loads: (string | null)[] = [];
  const actions: Action[] = [];
  const logic = rowListMachine.provide({
    actors: {
      loadRows: fromPromise(({ input }) => {
        loads.push(input.filter);
        return load(input.filter);
      }),
      act: fromPromise(({ input }) => {
        actions.push(input.action as Action);
        return act(input.action as Action, input.row as Row);
      }),
    },
  });
  const actor = createActor(logic, { input: filter === undefined ? {} : { filter } }).start();
  let reported: unknown = null;
  const done: { rowId: ListedRow['id']; removed: boolean }[] = [];
  actor.subscribe(({ context }) => {
    const last = context.done;
    if (last && last !== reported) done.push({ rowId: last.rowId, removed: last.removed });
    reported = last;
  });
  const loaded = () => waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'idle' }));
  return { actor, loads, actions, done, loaded };
}

describe('row list machine, asking first (the orders: cancel one, move one on)', () => {
  interface Order {
    id: string;
    status: string;
  }
  type Change = RowAction & { status: string };

  const placed: Order = { id: 'VB-000001', status: 'placed' };
  const confirmed: Order = { id: 'VB-000002', status: 'confirmed' };

  function startOrders({
    load = () => Promise.resolve([placed, confirmed]),
    change = ({ status }, order) => Promise.resolve({ ...order, status }),
  }: {
    load?: (filter: string | null) => Promise<Order[]>;
    change?: (change: Change, order: Order) => Promise<Order>;
  } = {}) {
    const started = start<Order, Change>({ load, act: change });
    const request = (change: Change) => started.actor.send({ type: 'row.request', action: change });
    return { ...started, request };
  }

  it('lists the orders, then shows them', async () => {
    const { actor, loads, loaded } = startOrders();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectRows(actor.getSnapshot())).toBeNull();
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([placed, confirmed]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(loads).toEqual([null]);
  });

  it('says why listing failed and lists again on retry', async () => {
    let fail = true;
    const { actor } = startOrders({
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve([placed])),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectLoadError(actor.getSnapshot())).toEqual(new Error('offline'));
    fail = false;
    actor.send({ type: 'list.retry' });
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(selectRows(actor.getSnapshot())).toEqual([placed]);
  });

  it('lists again in the state chosen', async () => {
    const { actor, loads, loaded } = startOrders({
      load: (filter) =>
        Promise.resolve([placed, confirmed].filter((order) => !filter || order.status === filter)),
    });
    await loaded();
    actor.send({ type: 'filter.change', filter: 'confirmed' });
    expect(selectFilter(actor.getSnapshot())).toBe('confirmed');
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([confirmed]);
    expect(loads).toEqual([null, 'confirmed']);
  });

  it('changes an order only after confirmation, and shows its new state once the server answered', async () => {
    const answer = deferred<Order>();
    const { actor, actions, done, loaded, request } = startOrders({
      change: () => answer.promise,
    });
    await loaded();
    const cancel = { rowId: placed.id, status: 'cancelled' };
    request(cancel);
    expect(selectAsked(actor.getSnapshot())).toEqual({ rowId: placed.id, status: 'cancelled' });
    expect(actions).toEqual([]);

    actor.send({ type: 'row.confirm' });
    expect(selectActing(actor.getSnapshot())).toEqual(cancel);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect((selectRows(actor.getSnapshot()) as Order[] | null)?.[0]?.status).toBe('placed');
    // Another state cannot be chosen while the change is under way.
    actor.send({ type: 'filter.change', filter: 'placed' });
    expect(selectActing(actor.getSnapshot())).toEqual(cancel);

    answer.resolve({ id: placed.id, status: 'cancelled' });
    await waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'idle' }));
    expect(selectRows(actor.getSnapshot())).toEqual([
      { id: placed.id, status: 'cancelled' },
      confirmed,
    ]);
    expect(selectDone(actor.getSnapshot())).toEqual({
      rowId: placed.id,
      removed: false,
      action: cancel,
    });
    expect(done).toEqual([{ rowId: placed.id, removed: false }]);
    expect(selectAsked(actor.getSnapshot())).toBeNull();
    // The dialog that asked keeps its words while it closes.
    expect(selectLastAction(actor.getSnapshot())).toEqual(cancel);
    expect(actions).toEqual([{ rowId: placed.id, status: 'cancelled' }]);
  });

  it('changes nothing when the confirmation is dismissed', async () => {
    const { actor, actions, loaded, request } = startOrders();
    await loaded();
    request({ rowId: placed.id, status: 'cancelled' });
    actor.send({ type: 'row.dismiss' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(selectAsked(actor.getSnapshot())).toBeNull();
    expect(actions).toEqual([]);
  });

  it('keeps the confirmation open with the reason when the change is refused', async () => {
    const refusal = new Error('already confirmed');
    const { actor, loaded, request } = startOrders({ change: () => Promise.reject(refusal) });
    await loaded();
    request({ rowId: placed.id, status: 'cancelled' });
    actor.send({ type: 'row.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'confirming' }));
    expect(selectAskError(actor.getSnapshot())).toBe(refusal);
    expect(selectRows(actor.getSnapshot())?.[0]).toEqual(placed);
    expect(selectDone(actor.getSnapshot())).toBeNull();
    // The question says why, not the row.
    expect(selectActionFailure(actor.getSnapshot())).toBeNull();
  });

  it('forgets the reason once the change is tried again or dismissed', async () => {
    const refusal = new Error('offline');
    const answer = deferred<Order>();
    let tries = 0;
    const { actor, loaded, request } = startOrders({
      change: () => (++tries === 1 ? Promise.reject(refusal) : answer.promise),
    });
    await loaded();
    request({ rowId: placed.id, status: 'cancelled' });
    actor.send({ type: 'row.confirm' });
    await waitFor(actor, (snapshot) => selectAskError(snapshot) !== null);
    actor.send({ type: 'row.confirm' });
    expect(selectActing(actor.getSnapshot())).toEqual({ rowId: placed.id, status: 'cancelled' });
    expect(actor.getSnapshot().context.error).toBeNull();
    answer.reject(refusal);
    await waitFor(actor, (snapshot) => selectAskError(snapshot) !== null);
    actor.send({ type: 'row.dismiss' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(selectActionFailure(actor.getSnapshot())).toBeNull();
  });

  it('ignores a change to an order it did not list', async () => {
    const { actor, loaded, request } = startOrders();
    await loaded();
    request({ rowId: 'VB-999999', status: 'cancelled' });
    expect(selectAsked(actor.getSnapshot())).toBeNull();
  });
});

describe('row list machine, asked in place (the staff lists: reviews, questions, messages)', () => {
  interface Row {
    id: number;
    visibility: string;
  }
  /** What the tests' staff decide: a visibility, or that the row leaves the list. */
  type Action = RowAction & { visibility: string };

  const reported: Row = { id: 7, visibility: 'reported' };
  const other: Row = { id: 9, visibility: 'reported' };

  function startStaff({
    load = () => Promise.resolve([reported, other]),
    act = ({ rowId, visibility }) =>
      Promise.resolve(visibility === 'gone' ? null : { id: rowId as number, visibility }),
  }: {
    load?: (filter: string | null) => Promise<Row[]>;
    act?: (action: Action, row: Row) => Promise<Row | null>;
  } = {}) {
    const started = start<Row, Action>({ filter: 'reported', load, act });
    const send = (action: Action) => started.actor.send({ type: 'row.act', action });
    return { ...started, send };
  }

  it('lists the rows with the filter asked for, then shows them', async () => {
    const { actor, loads, loaded } = startStaff();
    expect(selectRows(actor.getSnapshot())).toBeNull();
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([reported, other]);
    expect(loads).toEqual(['reported']);
  });

  it('says why listing failed and lists again on retry', async () => {
    let fail = true;
    const { actor, loaded } = startStaff({
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve([reported])),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectLoadError(actor.getSnapshot())).toEqual(new Error('offline'));
    fail = false;
    actor.send({ type: 'list.retry' });
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([reported]);
  });

  it('lists again with another filter, also from a failed list', async () => {
    const { actor, loads, loaded } = startStaff({
      load: (filter) =>
        filter === 'reported'
          ? Promise.reject(new Error('down'))
          : Promise.resolve([{ id: 3, visibility: filter ?? '' }]),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'filter.change', filter: 'hidden' });
    expect(selectFilter(actor.getSnapshot())).toBe('hidden');
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([{ id: 3, visibility: 'hidden' }]);
    expect(loads).toEqual(['reported', 'hidden']);
  });

  it("acts on one row with the row as listed, and the row becomes the server's answer", async () => {
    const rowsActedOn: Row[] = [];
    const { actor, actions, done, loaded, send } = startStaff({
      act: ({ rowId, visibility }, row) => {
        rowsActedOn.push(row);
        return Promise.resolve({ id: rowId as number, visibility });
      },
    });
    await loaded();
    send({ rowId: 7, visibility: 'shown' });
    expect(selectActing(actor.getSnapshot())).toEqual({ rowId: 7, visibility: 'shown' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Asked in place: the machine does not ask again.
    expect(selectAsked(actor.getSnapshot())).toBeNull();
    // One at a time: another row waits until this one is answered.
    send({ rowId: 9, visibility: 'hidden' });
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([{ id: 7, visibility: 'shown' }, other]);
    expect(actions).toEqual([{ rowId: 7, visibility: 'shown' }]);
    expect(rowsActedOn).toEqual([reported]);
    expect(done).toEqual([{ rowId: 7, removed: false }]);
    expect(selectDone(actor.getSnapshot())).toEqual({
      rowId: 7,
      removed: false,
      action: { rowId: 7, visibility: 'shown' },
    });
    expect(selectActing(actor.getSnapshot())).toBeNull();
    expect(selectActionFailure(actor.getSnapshot())).toBeNull();
  });

  it('drops the row when the server says it has left the list', async () => {
    const { actor, done, loaded, send } = startStaff();
    await loaded();
    send({ rowId: 9, visibility: 'gone' });
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([reported]);
    expect(done).toEqual([{ rowId: 9, removed: true }]);
    expect(selectDone(actor.getSnapshot())).toMatchObject({ rowId: 9, removed: true });
  });

  it('takes a row another part of the page changed, even while acting on another', async () => {
    let answer: (row: Row | null) => void = () => {};
    const { actor, done, loaded, send } = startStaff({
      act: () => new Promise<Row | null>((resolve) => (answer = resolve)),
    });
    await loaded();
    send({ rowId: 7, visibility: 'hidden' });
    actor.send({ type: 'row.changed', rowId: 9, row: null });
    expect(selectRows(actor.getSnapshot())).toEqual([reported]);
    expect(selectDone(actor.getSnapshot())).toEqual({ rowId: 9, removed: true, action: null });
    expect(selectActing(actor.getSnapshot())).toEqual({ rowId: 7, visibility: 'hidden' });
    // A row it does not list is no change.
    actor.send({ type: 'row.changed', rowId: 9, row: null });
    actor.send({ type: 'row.changed', rowId: 7, row: null });
    answer({ id: 7, visibility: 'hidden' });
    await loaded();
    // The answer came for a row that has left meanwhile: nothing brings it back.
    expect(selectRows(actor.getSnapshot())).toEqual([]);
    expect(done).toEqual([
      { rowId: 9, removed: true },
      { rowId: 7, removed: true },
    ]);
  });

  it('keeps the row as it was and says why when the server refuses', async () => {
    const refusal = new Error('There is no such review.');
    const { actor, done, loaded, send } = startStaff({ act: () => Promise.reject(refusal) });
    await loaded();
    send({ rowId: 9, visibility: 'hidden' });
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([reported, other]);
    expect(selectActionFailure(actor.getSnapshot())).toEqual({
      action: { rowId: 9, visibility: 'hidden' },
      error: refusal,
    });
    // The row says why, not a question of the machine's.
    expect(selectAskError(actor.getSnapshot())).toBeNull();
    expect(done).toEqual([]);
    expect(selectDone(actor.getSnapshot())).toBeNull();
    // Another filter forgets it.
    actor.send({ type: 'filter.change', filter: 'shown' });
    await loaded();
    expect(selectActionFailure(actor.getSnapshot())).toBeNull();
  });

  it('ignores an action on a row it did not list', async () => {
    const { actor, actions, loaded, send } = startStaff();
    await loaded();
    send({ rowId: 1, visibility: 'hidden' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actions).toEqual([]);
  });
});
