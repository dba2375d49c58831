import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import { timing } from '#machines/timing.ts';

/** What the `subscribe` actor receives. */
export interface NewsletterSignUp {
  email: string;
}

export type NewsletterEvent = { type: 'newsletter.submit'; email: string };

export type NewsletterEmitted =
  { type: 'newsletter.subscribed' } | { type: 'newsletter.failed'; error: unknown };

export interface NewsletterContext {
  /** The address being signed up, or kept after a failure for the retry; null otherwise. */
  email: string | null;
  /** Why the last sign-up failed, until the next submit. */
  error: unknown;
}

/**
 * The newsletter sign-up (docs/decisions/what-is-shown-when.md): a submit is busy (tag `busy`)
 * until both the `subscribe` actor has answered and the simulated 1 s wait is over, then emits
 * `newsletter.subscribed` or `newsletter.failed` for the toast. The form validates the address
 * before it sends it.
 */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    emitted: {} as NewsletterEmitted,
  },
  actors: {
    subscribe: fromPromise<void, NewsletterSignUp>(() => {
      throw new Error('newsletter machine: the subscribe actor was not provided');
    }),
  },
  delays: {
    // A sign-up lasts at least the simulated 1000 ms wait, as the contact forms do.
    simulatedSend: timing.simulatedSend,
  },
  guards: {
    wasRejected: stateIn('#newsletter.submitting.request.rejected'),
  },
  actions: {
    assignEmail: assign({ email: ({ event }) => event.email, error: null }),
    clearEmail: assign({ email: null }),
    emitSubscribed: emit({ type: 'newsletter.subscribed' as const }),
    emitFailed: emit(({ context }) => ({
      type: 'newsletter.failed' as const,
      error: context.error,
    })),
  },
}).createMachine({
  id: 'newsletter',
  context: { email: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'newsletter.submit': { target: 'submitting', actions: 'assignEmail' } },
    },
    submitting: {
      tags: ['busy'],
      type: 'parallel',
      states: {
        wait: {
          initial: 'waiting',
          states: {
            waiting: { after: { simulatedSend: 'waited' } },
            waited: { type: 'final' },
          },
        },
        request: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'subscribe',
                input: ({ event }) => ({ email: event.email }),
                onDone: 'sent',
                onError: {
                  target: 'rejected',
                  actions: assign({ error: ({ event }) => event.error }),
                },
              },
            },
            sent: { type: 'final' },
            rejected: { type: 'final' },
          },
        },
      },
      onDone: [
        { guard: 'wasRejected', target: 'failed', actions: 'emitFailed' },
        { target: 'succeeded', actions: ['clearEmail', 'emitSubscribed'] },
      ],
    },
    succeeded: {
      on: { 'newsletter.submit': { target: 'submitting', actions: 'assignEmail' } },
    },
    failed: {
      on: { 'newsletter.submit': { target: 'submitting', actions: 'assignEmail' } },
    },
  },
});
