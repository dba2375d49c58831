import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  staffListMachine,
  type ActedRow,
  type ListedRow,
  type RowAction,
} from '#machines/staff-list/staff-list.machine.ts';
import {
  selectActing,
  selectActionFailure,
  selectDone,
  selectFilter,
  selectLoadError,
  selectRows,
} from '#machines/staff-list/staff-list.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';

interface StaffListOptions<Row extends ListedRow, Action extends RowAction, Filter extends string> {
  /** The inspector's name for the list's actor ('staffReviews'). */
  systemId: string;
  /** What the page opens with. */
  filter: Filter;
  load: (filter: Filter) => Promise<Row[]>;
  /** Sends a confirmed action: the row as the server answered, or null when it left the list. */
  act: (action: Action, row: Row) => Promise<Row | null>;
  /** The element that says what happened to a row (in it, or by the list when it has left). */
  doneId: (done: { rowId: number; removed: boolean }) => string;
}

/**
 * A staff list on the `staffList` machine (`/staff/reviews`, `/staff/questions`): the rows by a
 * filter, one confirmed action at a time, each row as the server answered it; when the server
 * has changed a row, the focus goes to what says so (`doneId`), since the buttons that asked
 * have left with the answer. The machine keeps rows and actions as the page gave them.
 */
export function useStaffList<
  Row extends ListedRow,
  Action extends RowAction,
  Filter extends string,
>({ systemId, filter: initialFilter, load, act, doneId }: StaffListOptions<Row, Action, Filter>) {
  const [logic] = useState(() =>
    staffListMachine.provide({
      actors: {
        loadRows: fromPromise<ListedRow[], { filter: string }>(({ input }) =>
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
  const done = selectDone(snapshot);
  // Once the row (or the list without it) shows the answer: the buttons that asked have left.
  const focusDone = useEffectEvent((changed: NonNullable<typeof done>) =>
    document.getElementById(doneId(changed))?.focus(),
  );
  useEffect(() => {
    if (done) focusDone(done);
  }, [done]);
  return {
    rows: selectRows(snapshot) as Row[] | null,
    loadError: selectLoadError(snapshot),
    filter: selectFilter(snapshot) as Filter,
    /** The action the server is making now. */
    acting: selectActing(snapshot) as Action | null,
    /** The last action that failed, with why. */
    failure: failure as { action: Action; error: unknown } | null,
    /** The row the server changed last, by which action (null: another part of the page). */
    done: done as { rowId: number; removed: boolean; action: Action | null } | null,
    changeFilter: (filter: Filter) => send({ type: 'filter.change', filter }),
    retry: () => send({ type: 'list.retry' }),
    act: (action: Action) => send({ type: 'row.act', action }),
    /** Another part of the page changed a row at the server: the row now, or null if it left. */
    changed: (rowId: number, row: Row | null) => send({ type: 'row.changed', rowId, row }),
  };
}
