import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { staffListMachine, type ActedRow, type RowAction } from './staff-list.machine.ts';
import {
  selectActing,
  selectActionFailure,
  selectDone,
  selectFilter,
  selectLoadError,
  selectRows,
} from './staff-list.selectors.ts';

interface Row {
  id: number;
  visibility: string;
}
/** What the tests' staff decide: a visibility, or that the row leaves the list. */
type Action = RowAction & { visibility: string };

const reported: Row = { id: 7, visibility: 'reported' };
const other: Row = { id: 9, visibility: 'reported' };

function start({
  load = () => Promise.resolve([reported, other]),
  act = ({ rowId, visibility }) =>
    Promise.resolve(visibility === 'gone' ? null : { id: rowId, visibility }),
}: {
  load?: (filter: string) => Promise<Row[]>;
  act?: (action: Action, row: Row) => Promise<ActedRow>;
} = {}) {
  const loads: string[] = [];
  const actions: Action[] = [];
  const logic = staffListMachine.provide({
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
  const actor = createActor(logic, { input: { filter: 'reported' } }).start();
  let reported: unknown = null;
  // Each change the machine reports as done, in order.
  const done: { rowId: number; removed: boolean }[] = [];
  actor.subscribe(({ context }) => {
    const last = context.done;
    if (last && last !== reported) done.push({ rowId: last.rowId, removed: last.removed });
    reported = last;
  });
  const loaded = () => waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'idle' }));
  const send = (action: Action) => actor.send({ type: 'row.act', action });
  return { actor, loads, actions, done, loaded, send };
}

describe('staff list machine', () => {
  it('lists the rows with the filter asked for, then shows them', async () => {
    const { actor, loads, loaded } = start();
    expect(selectRows(actor.getSnapshot())).toBeNull();
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([reported, other]);
    expect(loads).toEqual(['reported']);
  });

  it('says why listing failed and lists again on retry', async () => {
    let fail = true;
    const { actor, loaded } = start({
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
    const { actor, loads, loaded } = start({
      load: (filter) =>
        filter === 'reported'
          ? Promise.reject(new Error('down'))
          : Promise.resolve([{ id: 3, visibility: filter }]),
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
    const { actor, actions, done, loaded, send } = start({
      act: ({ rowId, visibility }, row) => {
        rowsActedOn.push(row);
        return Promise.resolve({ id: rowId, visibility });
      },
    });
    await loaded();
    send({ rowId: 7, visibility: 'shown' });
    expect(selectActing(actor.getSnapshot())).toEqual({ rowId: 7, visibility: 'shown' });
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
    const { actor, done, loaded, send } = start();
    await loaded();
    send({ rowId: 9, visibility: 'gone' });
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([reported]);
    expect(done).toEqual([{ rowId: 9, removed: true }]);
    expect(selectDone(actor.getSnapshot())).toMatchObject({ rowId: 9, removed: true });
  });

  it('takes a row another part of the page changed, even while acting on another', async () => {
    let answer: (row: Row | null) => void = () => {};
    const { actor, done, loaded, send } = start({
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
    const { actor, done, loaded, send } = start({ act: () => Promise.reject(refusal) });
    await loaded();
    send({ rowId: 9, visibility: 'hidden' });
    await loaded();
    expect(selectRows(actor.getSnapshot())).toEqual([reported, other]);
    expect(selectActionFailure(actor.getSnapshot())).toEqual({
      action: { rowId: 9, visibility: 'hidden' },
      error: refusal,
    });
    expect(done).toEqual([]);
    expect(selectDone(actor.getSnapshot())).toBeNull();
    // Another filter forgets it.
    actor.send({ type: 'filter.change', filter: 'shown' });
    await loaded();
    expect(selectActionFailure(actor.getSnapshot())).toBeNull();
  });

  it('ignores an action on a row it did not list', async () => {
    const { actor, actions, loaded, send } = start();
    await loaded();
    send({ rowId: 1, visibility: 'hidden' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actions).toEqual([]);
  });
});
