import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';

/** What names a row: a review's id (7), an order's number ('VB-000001'). */
export type RowId = string | number;

/**
 * What the machine needs of a listed row: its key. The app's rows carry more (an order, a review,
 * a question, a message), kept as the server answered them; the orders' lists give each its
 * order's number as `id`.
 */
export interface ListedRow {
  id: RowId;
}

/**
 * What was decided about one row (cancel an order, hide a review): which row, and whatever the
 * page's `act` sends the server. The machine reads only `rowId`.
 */
export interface RowAction {
  rowId: RowId;
}

/** The row as the server answered an action, or null when it has left the list. */
export type ActedRow = ListedRow | null;

/**
 * A row the server changed: whether it left the list, and the action that changed it (null when
 * something else on the page did: a form that posted).
 */
export interface RowDone {
  rowId: RowId;
  removed: boolean;
  action: RowAction | null;
}

export interface RowListContext {
  /** The rows as the server last listed them, each replaced (or dropped) by an answer since. */
  rows: ListedRow[];
  /** What the list shows (an order's state, a review's visibility), sent to `loadRows`; null: all. */
  filter: string | null;
  /**
   * The action waiting for confirmation, under way, or the last one: what its question or
   * message is about, also while a dialog that asked closes.
   */
  action: RowAction | null;
  /** The machine asked before `action` (`row.request`): a refusal asks again, with why. */
  asked: boolean;
  /** Why loading or the last action failed, until the next try. */
  error: unknown;
  /** The row the server changed last, until the next action or list: the page says so. */
  done: RowDone | null;
}

/** A row's change as the page is told it: the row as now, or null when it left the list. */
interface RowChange {
  rowId: RowId;
  row: ActedRow;
  action: RowAction | null;
}

export type RowListEvent =
  | { type: 'list.retry' }
  | { type: 'filter.change'; filter: string | null }
  /** An action to ask about first: the machine waits for `row.confirm` or `row.dismiss`. */
  | { type: 'row.request'; action: RowAction }
  | { type: 'row.confirm' }
  | { type: 'row.dismiss' }
  /** An action the page has already asked about (in place, on the row): sent at once. */
  | { type: 'row.act'; action: RowAction }
  /** Something else on the page changed a row at the server (a form that posted): the row now. */
  | { type: 'row.changed'; rowId: RowId; row: ActedRow };

/**
 * A list of rows by a filter with one action on one row at a time: the shopper's orders (cancel
 * one), the staff's orders (move one on), reviews, questions and messages (show, hide, answer,
 * mark handled; docs/decisions/0030-reviews.md, 0031). It lists (`loadRows`) and acts (`act`).
 * An action is asked about here (`row.request`, then `row.confirm` or `row.dismiss`: a dialog),
 * or the page has asked already (`row.act`: a question in place on the row). A row changes only
 * as the server answered: replaced by its answer, or dropped when it no longer belongs to the
 * list; `done` then says which, so the page can say so and move focus there.
 */
const rowListSetup = setup({
  types: {
    input: {} as { filter?: string | null },
    context: {} as RowListContext,
    events: {} as RowListEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadRows: fromPromise<ListedRow[], { filter: string | null }>(
      notProvided('rowList', 'loadRows'),
    ),
    act: fromPromise<ActedRow, { row: ListedRow; action: RowAction }>(
      notProvided('rowList', 'act'),
    ),
  },
  guards: {
    isListed: ({ context }, rowId: RowId) => context.rows.some((row) => row.id === rowId),
    wasAsked: ({ context }) => context.asked,
  },
  actions: {
    keepRows: assign((_, rows: ListedRow[]) => ({ rows, error: null })),
    // The last action stays: a dialog that asked about it keeps its words while it closes.
    keepFilter: assign((_, filter: string | null) => ({ filter, done: null })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    holdAction: assign((_, { action, asked }: { action: RowAction; asked: boolean }) => ({
      action,
      asked,
      error: null,
      done: null,
    })),
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
  target: '#rowList.loading',
  reenter: true,
  actions: rowListSetup.enqueueActions(({ enqueue, event }) => {
    if (event.type === 'filter.change') enqueue({ type: 'keepFilter', params: event.filter });
  }),
} as const;

/** The acted row as the server answered `act`. */
const answeredRow = ({
  context,
  event,
}: {
  context: RowListContext;
  event: { output: ActedRow };
}): RowChange => ({
  rowId: context.action!.rowId,
  row: event.output,
  action: context.action,
});
/** A row another part of the page changed. */
const changedRow = ({ event }: { event: { rowId: RowId; row: ActedRow } }): RowChange => ({
  rowId: event.rowId,
  row: event.row,
  action: null,
});
/** Why an actor failed, kept until the next try. */
const keptError = {
  type: 'keepError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;
/** The action of `row.request` or `row.act`, and whether the machine asks about it first. */
const heldAction =
  (asked: boolean) =>
  ({ event }: { event: { action: RowAction } }) => ({ action: event.action, asked });

export const rowListMachine = rowListSetup.createMachine({
  id: 'rowList',
  context: ({ input }) => ({
    rows: [],
    filter: input.filter ?? null,
    action: null,
    asked: false,
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
        onError: { target: 'failed', actions: keptError },
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
            // Not while asking or acting: the action open or under way is answered first.
            'filter.change': filterChange,
            'row.request': {
              guard: { type: 'isListed', params: ({ event }) => event.action.rowId },
              target: 'confirming',
              actions: { type: 'holdAction', params: heldAction(true) },
            },
            'row.act': {
              guard: { type: 'isListed', params: ({ event }) => event.action.rowId },
              target: 'acting',
              actions: { type: 'holdAction', params: heldAction(false) },
            },
          },
        },
        confirming: {
          on: {
            'row.confirm': 'acting',
            'row.dismiss': { target: 'idle', actions: 'clearError' },
          },
        },
        acting: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            src: 'act',
            input: ({ context }) => {
              const action = context.action;
              const row = context.rows.find((listed) => listed.id === action?.rowId);
              if (!action || !row) throw new Error('rowList: no action to send');
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
            // Nothing changed. A question the machine asked stays open with the reason; one the
            // page asked in place stays open on the row, which says why.
            onError: [
              { guard: 'wasAsked', target: 'confirming', actions: keptError },
              { target: 'idle', actions: keptError },
            ],
          },
        },
      },
    },
  },
});
