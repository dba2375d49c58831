import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  rowListMachine,
  type ActedRow,
  type ListedRow,
  type RowAction,
} from '#machines/row-list/row-list.machine.ts';
import {
  selectActing,
  selectActionFailure,
  selectAsked,
  selectAskError,
  selectDone,
  selectFilter,
  selectLastAction,
  selectLoadError,
  selectRows,
} from '#machines/row-list/row-list.selectors.ts';
import { inspect } from './inspect.ts';

interface RowListOptions<
  Row extends ListedRow,
  Action extends RowAction,
  Filter extends string | null,
> {
  /** The inspector's name for the list's actor ('staffReviews', 'yourOrders'). */
  systemId: string;
  /** What the page opens with. */
  filter: Filter;
  load: (filter: Filter) => Promise<Row[]>;
  /** Sends a confirmed action: the row as the server answered, or null when it left the list. */
  act: (action: Action, row: Row) => Promise<Row | null>;
  /**
   * The element that says what happened to a row (in it, or by the list when it has left), for
   * a list whose buttons leave with the answer; a list that asks in a dialog leaves it out (the
   * dialog gives focus back).
   */
  doneId?: (done: { rowId: Row['id']; removed: boolean }) => string;
}

/**
 * A list on the `rowList` machine (the shopper's and the staff's orders, `/staff/reviews`,
 * `/staff/questions`, `/staff/messages`): the rows by a filter, one action at a time, asked
 * about in a dialog (`request`, then `confirm` or `dismiss`) or on the row (`act`), each row as
 * the server answered it; with `doneId`, when the server has changed a row, the focus goes to
 * what says so. The machine keeps rows and actions as the page gave them.
 */
export function useRowList<
  Row extends ListedRow,
  Action extends RowAction,
  Filter extends string | null,
>({ systemId, filter: initialFilter, load, act, doneId }: RowListOptions<Row, Action, Filter>) {
  const [logic] = useState(() =>
    rowListMachine.provide({
      actors: {
        loadRows: fromPromise<ListedRow[], { filter: string | null }>(({ input }) =>
          load(input.filter as Filter),
        ),
        act: fromPromise<ActedRow, { row: ListedRow; action: RowAction }>(({ input }) =>
          act(input.action as Action, input.row as Row),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { filter: initialFilter },
    inspect,
    systemId,
  });

  const failure = selectActionFailure(snapshot);
  const done = selectDone(snapshot) as {
    rowId: Row['id'];
    removed: boolean;
    action: Action | null;
  } | null;
  // Once the row (or the list without it) shows the answer: the buttons that asked have left.
  const focusDone = useEffectEvent((changed: NonNullable<typeof done>) => {
    if (doneId) document.getElementById(doneId(changed))?.focus();
  });
  useEffect(() => {
    if (done) focusDone(done);
  }, [done]);
  return {
    rows: selectRows(snapshot) as Row[] | null,
    loadError: selectLoadError(snapshot),
    filter: selectFilter(snapshot) as Filter,
    /** The action the server is making now. */
    acting: selectActing(snapshot) as Action | null,
    /** The last action sent at once (`act`) that failed, with why. */
    failure: failure as { action: Action; error: unknown } | null,
    /** The row the server changed last, by which action (null: another part of the page). */
    done,
    /** The action asked about in a dialog (`request`), while it is open. */
    asked: selectAsked(snapshot) as Action | null,
    /** Why the action just confirmed in the dialog was not made. */
    askError: selectAskError(snapshot),
    /** The action asked for last, open or over: what the dialog says while it closes. */
    lastAction: selectLastAction(snapshot) as Action | null,
    changeFilter: (filter: Filter) => send({ type: 'filter.change', filter }),
    retry: () => send({ type: 'list.retry' }),
    /** An action already confirmed on the row. */
    act: (action: Action) => send({ type: 'row.act', action }),
    /** An action to ask about first: `confirm` sends it, `dismiss` drops it. */
    request: (action: Action) => send({ type: 'row.request', action }),
    confirm: () => send({ type: 'row.confirm' }),
    dismiss: () => send({ type: 'row.dismiss' }),
    /** Another part of the page changed a row at the server: the row now, or null if it left. */
    changed: (rowId: Row['id'], row: Row | null) => send({ type: 'row.changed', rowId, row }),
  };
}
