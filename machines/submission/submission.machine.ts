import { assign, fromPromise, setup } from 'xstate';

/** A form's values as the `submit` actor receives them. */
export type SubmittedValues = Record<string, string>;

export type SubmissionEvent =
  { type: 'submission.submit'; values: SubmittedValues } | { type: 'submission.reset' };

export interface SubmissionContext {
  /** Why the last submit failed, until the next one. */
  error: unknown;
}

/**
 * A form sent once to a service (password reset, contact, newsletter): idle, then submitting
 * (tag `busy`), then succeeded or failed. A failed form can be sent again as it is; a succeeded
 * one can start over. What sending means is the `submit` actor, provided by the page.
 */
export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
  },
  actors: {
    submit: fromPromise<void, SubmittedValues>(() => {
      throw new Error('submission machine: the submit actor was not provided');
    }),
  },
}).createMachine({
  id: 'submission',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'submission.submit': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'submit',
        input: ({ event }) =>
          (event as Extract<SubmissionEvent, { type: 'submission.submit' }>).values,
        onDone: 'succeeded',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: {
      on: { 'submission.submit': 'submitting' },
    },
    succeeded: {
      on: { 'submission.reset': 'idle' },
    },
  },
});

/** The machine whose `submit` actor is `send`: what a page passes to `useMachine`. */
export const submissionOf = (send: (values: SubmittedValues) => Promise<void>) =>
  submissionMachine.provide({
    actors: { submit: fromPromise<void, SubmittedValues>(({ input }) => send(input)) },
  });
