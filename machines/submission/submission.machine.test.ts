import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { submissionMachine, type SubmittedValues } from './submission.machine.ts';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectSubmitError,
} from './submission.selectors.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts the machine with a service that fails the first `failures` sends. */
function start(failures = 0) {
  const sent: SubmittedValues[] = [];
  const submit = fromPromise<void, SubmittedValues>(({ input }) => {
    sent.push(input);
    return sent.length <= failures ? Promise.reject(new Error('offline')) : Promise.resolve();
  });
  const actor = createActor(submissionMachine.provide({ actors: { submit } })).start();
  return { actor, sent, snapshot: () => actor.getSnapshot() };
}

describe('submission machine', () => {
  it('sends the values once, is busy meanwhile, then succeeds', async () => {
    const { actor, sent, snapshot } = start();
    actor.send({ type: 'submission.submit', values: { email: 'ada@voltbay.example' } });
    expect(selectIsSubmitting(snapshot())).toBe(true);
    actor.send({ type: 'submission.submit', values: { email: 'twice@voltbay.example' } });
    await settle();
    expect(sent).toEqual([{ email: 'ada@voltbay.example' }]);
    expect(selectHasSucceeded(snapshot())).toBe(true);
    expect(selectIsSubmitting(snapshot())).toBe(false);
  });

  it('keeps the error of a failed send, and clears it when sent again', async () => {
    const { actor, snapshot } = start(1);
    actor.send({ type: 'submission.submit', values: {} });
    await settle();
    expect(selectSubmitError(snapshot())).toEqual(new Error('offline'));
    actor.send({ type: 'submission.submit', values: {} });
    expect(selectSubmitError(snapshot())).toBeNull();
    await settle();
    expect(selectHasSucceeded(snapshot())).toBe(true);
  });

  it('starts over after a success', async () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'submission.submit', values: {} });
    await settle();
    actor.send({ type: 'submission.reset' });
    expect(snapshot().value).toBe('idle');
  });
});
