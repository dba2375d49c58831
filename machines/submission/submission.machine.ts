import { assertEvent, assign, emit, fromPromise, setup, stateIn } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';
import { timing } from '#machines/timing.ts';

/** A form's values as the `submit` actor receives them. */
export type SubmittedValues = Record<string, string>;

export type SubmissionEvent =
  | { type: 'submission.submit'; values: SubmittedValues }
  /** Forgets the last success, as when the shopper changes what it was about. */
  | { type: 'submission.reset' };

export type SubmissionEmitted =
  { type: 'submission.succeeded' } | { type: 'submission.failed'; error: unknown };

export interface SubmissionContext {
  /** Why the last submit failed, until the next one. */
  error: unknown;
  /** What the last successful submit answered (a tracked order, a receipt), until the next one. */
  result: unknown;
}

/**
 * A form sent once to a service (newsletter, contact, order tracking, password reset): a submit is
 * busy (tag `busy`, a second submit ignored) until both the `submit` actor has answered and the
 * `minimumWait` is over, then succeeded or failed, each also emitted (`submission.succeeded`,
 * `submission.failed`) for what the form does once: a toast, clearing its fields. The form owns
 * its fields: a failed form is sent again as the shopper left it. What sending means is the
 * `submit` actor, provided by the form (`submissionOf`).
 */
export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    emitted: {} as SubmissionEmitted,
    tags: {} as 'busy',
  },
  actors: {
    submit: fromPromise<unknown, SubmittedValues>(notProvided('submission', 'submit')),
  },
  delays: {
    // The newsletter's least busy time (docs/decisions/0016-what-is-shown-when.md); the other forms
    // provide 0: busy as long as the server takes.
    minimumWait: timing.newsletterBusy,
  },
  guards: {
    wasRejected: stateIn('#submission.submitting.request.rejected'),
  },
  actions: {
    clearError: assign({ error: null, result: null }),
    keepResult: assign({ result: (_, { result }: { result: unknown }) => result }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => error }),
    emitSucceeded: emit({ type: 'submission.succeeded' }),
    emitFailed: emit(({ context }) => ({
      type: 'submission.failed',
      error: context.error,
    })),
  },
}).createMachine({
  id: 'submission',
  context: { error: null, result: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'submission.submit': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearError',
      type: 'parallel',
      states: {
        wait: {
          initial: 'waiting',
          states: {
            waiting: { after: { minimumWait: 'waited' } },
            waited: { type: 'final' },
          },
        },
        request: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'submit',
                input: ({ event }) => {
                  assertEvent(event, 'submission.submit');
                  return event.values;
                },
                onDone: {
                  target: 'sent',
                  actions: {
                    type: 'keepResult',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: {
                  target: 'rejected',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
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
        { target: 'succeeded', actions: 'emitSucceeded' },
      ],
    },
    succeeded: {
      on: { 'submission.submit': 'submitting', 'submission.reset': 'idle' },
    },
    failed: {
      on: { 'submission.submit': 'submitting' },
    },
  },
});

/**
 * The machine whose `submit` actor is `send`: what a form passes to `useMachine`. `minimumWait`
 * is the least time in ms the form stays busy: by default the newsletter's 1000 ms; 0 for a form
 * that is busy exactly as long as the server takes.
 */
export const submissionOf = (
  send: (values: SubmittedValues) => Promise<unknown>,
  { minimumWait = timing.newsletterBusy }: { minimumWait?: number } = {},
) =>
  submissionMachine.provide({
    actors: { submit: fromPromise<unknown, SubmittedValues>(({ input }) => send(input)) },
    delays: { minimumWait },
  });
