import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';

/**
 * What the machine needs of a row on a staff list (a review, a question); the app's rows carry
 * more (shop-api/reviews.ts `StaffReview`, shop-api/questions.ts `StaffQuestion`), kept as the
 * server answered them.
 */
export interface ListedRow {
  id: number;
}

/**
 * What staff decided about one row, confirmed (show it again, hide it, or a part of it): which
 * row, and whatever the page's `act` sends the server. The machine reads only `rowId`.
 */
export interface RowAction {
  rowId: number;
}

/** The row as the server answered an action, or null when it has left the list. */
export type ActedRow = ListedRow | null;

export interface StaffListContext {
  /** The rows as the server last listed them, each replaced (or dropped) by an answer since. */
  rows: ListedRow[];
  /** What the list shows (a visibility, a filter's name): the page's words, sent to `loadRows`. */
  filter: string;
  /** The action under way, or the last one (what its message is about). */
  action: RowAction | null;
  /** Why loading or the last action failed, until the next try. */
  error: unknown;
  /** The row the server changed last, until the next action or list: the page says so. */
  done: RowDone | null;
}

/**
 * A row the server changed: whether it left the list, and the action that changed it (null when
 * something else on the page did: a form that posted).
 */
export interface RowDone {
  rowId: number;
  removed: boolean;
  action: RowAction | null;
}

/** A row's change as the page is told it: the row as now, or null when it left the list. */
interface RowChange {
  rowId: number;
  row: ActedRow;
  action: RowAction | null;
}

export type StaffListEvent =
  | { type: 'list.retry' }
  | { type: 'filter.change'; filter: string }
  | { type: 'row.act'; action: RowAction }
  /** Something else on the page changed a row at the server (a form that posted): the row now. */
  | { type: 'row.changed'; rowId: number; row: ActedRow };

/**
 * A staff list (`/staff/reviews`, `/staff/questions`; docs/decisions/0030-reviews.md, 0031): it
 * lists rows by a filter (`loadRows`), and acts on one row at a time (`act`: show it again, hide
 * it, or a part of it). A row changes only as the server answered: replaced by its answer, or
 * dropped when it no longer belongs to the list; `done` then says which, so the page can move focus
 * to what says so. Asking first is the page's (in place, on the row): the machine hears
 * only a confirmed action.
 */
const staffListSetup = setup({
  types: {
    input: {} as { filter: string },
    context: {} as StaffListContext,
    events: {} as StaffListEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadRows: fromPromise<ListedRow[], { filter: string }>(notProvided('staffList', 'loadRows')),
    act: fromPromise<ActedRow, { row: ListedRow; action: RowAction }>(
      notProvided('staffList', 'act'),
    ),
  },
  guards: {
    isListed: ({ context }, rowId: number) => context.rows.some((row) => row.id === rowId),
  },
  actions: {
    keepRows: assign((_, rows: ListedRow[]) => ({ rows, error: null })),
    keepFilter: assign((_, filter: string) => ({ filter, action: null, done: null })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    holdAction: assign((_, action: RowAction) => ({ action, error: null, done: null })),
    applyRow: assign(({ context }, { rowId, row, action }: RowChange) => ({
      rows: row
        ? context.rows.map((listed) => (listed.id === rowId ? row : listed))
        : context.rows.filter((listed) => listed.id !== rowId),
      done: { rowId, removed: row === null, action },
    })),
  },
});

/** Another filter lists again, from the server, with that filter. */
const filterChange = {
  target: '#staffList.loading',
  reenter: true,
  actions: staffListSetup.enqueueActions(({ enqueue, event }) => {
    if (event.type === 'filter.change') enqueue({ type: 'keepFilter', params: event.filter });
  }),
} as const;

/** The acted row as the server answered `act`. */
const answeredRow = ({
  context,
  event,
}: {
  context: StaffListContext;
  event: { output: ActedRow };
}): RowChange => ({
  rowId: context.action!.rowId,
  row: event.output,
  action: context.action,
});
/** A row another part of the page changed. */
const changedRow = ({ event }: { event: { rowId: number; row: ActedRow } }): RowChange => ({
  rowId: event.rowId,
  row: event.row,
  action: null,
});

export const staffListMachine = staffListSetup.createMachine({
  id: 'staffList',
  context: ({ input }) => ({
    rows: [],
    filter: input.filter,
    action: null,
    error: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      on: { 'filter.change': filterChange },
      invoke: {
        src: 'loadRows',
        input: ({ context }) => ({ filter: context.filter }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepRows', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'list.retry': 'loading', 'filter.change': filterChange },
    },
    loaded: {
      initial: 'idle',
      on: {
        'row.changed': {
          guard: { type: 'isListed', params: ({ event }) => event.rowId },
          actions: { type: 'applyRow', params: changedRow },
        },
      },
      states: {
        idle: {
          on: {
            // Not while acting: the action under way is answered first.
            'filter.change': filterChange,
            'row.act': {
              guard: { type: 'isListed', params: ({ event }) => event.action.rowId },
              target: 'acting',
              actions: { type: 'holdAction', params: ({ event }) => event.action },
            },
          },
        },
        acting: {
          tags: ['busy'],
          invoke: {
            src: 'act',
            input: ({ context }) => {
              const action = context.action;
              const row = context.rows.find((listed) => listed.id === action?.rowId);
              if (!action || !row) throw new Error('staffList: no action to send');
              return { row, action };
            },
            onDone: [
              {
                // Another change (a form's) dropped the row meanwhile: nothing is left to change.
                guard: { type: 'isListed', params: ({ context }) => context.action!.rowId },
                target: 'idle',
                actions: { type: 'applyRow', params: answeredRow },
              },
              { target: 'idle' },
            ],
            // The row keeps its question open with the reason: nothing changed.
            onError: {
              target: 'idle',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
