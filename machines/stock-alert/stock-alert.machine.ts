import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';

/** What the server answered: false when this address already waited for the product. */
export interface StockAlertAnswer {
  created: boolean;
}

export type StockAlertEvent = { type: 'stockAlert.submit'; email: string };

export interface StockAlertContext {
  /** The address the last submit sent: the one the confirmation names. */
  email: string;
  /** Why the last submit failed, until the next one. */
  error: unknown;
}

/**
 * "Notify me when it's back" on a sold-out product (docs/decisions/0029-back-in-stock-alerts.md):
 * a submit is busy (tag `busy`, another submit ignored) until the server answers; then the request
 * is `waiting` (new) or `alreadyWaiting` (this address had asked before: still one e-mail), both
 * final for this product; or `failed`, from which the form, which keeps what was typed, is sent
 * again. What sending means is the `request` actor (the form provides it).
 */
export const stockAlertMachine = setup({
  types: {
    context: {} as StockAlertContext,
    events: {} as StockAlertEvent,
    tags: {} as 'busy' | 'done',
  },
  actors: {
    request: fromPromise<StockAlertAnswer, { email: string }>(notProvided('stockAlert', 'request')),
  },
  actions: {
    keepEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'stockAlert.submit');
        return event.email;
      },
      error: null,
    }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => error }),
  },
}).createMachine({
  id: 'stockAlert',
  context: { email: '', error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'stockAlert.submit': { target: 'sending', actions: 'keepEmail' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'request',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: ({ event }) => event.output.created, target: 'waiting' },
          { target: 'alreadyWaiting' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    waiting: { tags: ['done'] },
    alreadyWaiting: { tags: ['done'] },
    failed: {
      on: { 'stockAlert.submit': { target: 'sending', actions: 'keepEmail' } },
    },
  },
});
