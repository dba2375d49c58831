import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { timing } from '#machines/timing.ts';
import {
  submissionMachine,
  submissionOf,
  type SubmissionEmitted,
  type SubmittedValues,
} from './submission.machine.ts';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectResult,
  selectSubmitError,
} from './submission.selectors.ts';

const delay = timing.newsletterBusy;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ada = { email: 'ada@voltbay.example' };

/** Starts the machine with a `submit` actor whose calls the test answers one by one. */
function start() {
  const clock = new SimulatedClock();
  const calls: {
    input: SubmittedValues;
    resolve: (answer?: unknown) => void;
    reject: (error: Error) => void;
  }[] = [];
  const submit = fromPromise<unknown, SubmittedValues>(
    ({ input }) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  const actor = createActor(submissionMachine.provide({ actors: { submit } }), {
    clock,
  }).start();
  const emitted: SubmissionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (values: SubmittedValues) => actor.send({ type: 'submission.submit', values });
  const lastCall = () => {
    const call = calls.at(-1);
    if (call === undefined) throw new Error('submit was not called');
    return call;
  };
  return { actor, clock, calls, emitted, send, lastCall, snapshot: () => actor.getSnapshot() };
}

describe('submission machine', () => {
  it('starts idle, not busy, with no error', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('idle');
    expect(selectIsSubmitting(snapshot())).toBe(false);
    expect(selectSubmitError(snapshot())).toBeNull();
  });

  it('sends the values and stays busy until 1000 ms have passed', async () => {
    const { clock, calls, emitted, send, lastCall, snapshot } = start();
    send(ada);
    expect(selectIsSubmitting(snapshot())).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([ada]);
    lastCall().resolve();
    await settle();
    clock.increment(delay - 1);
    expect(selectIsSubmitting(snapshot())).toBe(true);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(selectIsSubmitting(snapshot())).toBe(false);
    expect(selectHasSucceeded(snapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'submission.succeeded' }]);
  });

  it('keeps what the submit answered until the next submit', async () => {
    const { clock, send, lastCall, snapshot } = start();
    send(ada);
    lastCall().resolve({ number: 'VB-123456' });
    clock.increment(delay);
    await settle();
    expect(selectResult(snapshot())).toEqual({ number: 'VB-123456' });
    send(ada);
    expect(selectResult(snapshot())).toBeNull();
    lastCall().reject(new Error('offline'));
    clock.increment(delay);
    await settle();
    expect(selectResult(snapshot())).toBeNull();
  });

  it('waits for a submit actor that answers after 1000 ms', async () => {
    const { clock, emitted, send, lastCall, snapshot } = start();
    send(ada);
    clock.increment(delay * 3);
    await settle();
    expect(selectIsSubmitting(snapshot())).toBe(true);
    expect(emitted).toEqual([]);
    lastCall().resolve();
    await settle();
    expect(selectHasSucceeded(snapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'submission.succeeded' }]);
  });

  it('ignores a second submit while busy', async () => {
    const { clock, calls, send, lastCall, snapshot } = start();
    send(ada);
    clock.increment(delay / 2);
    send({ email: 'twice@voltbay.example' });
    expect(calls.map((call) => call.input)).toEqual([ada]);
    lastCall().resolve();
    await settle();
    clock.increment(delay / 2 - 1);
    expect(selectIsSubmitting(snapshot())).toBe(true);
    clock.increment(1);
    expect(selectHasSucceeded(snapshot())).toBe(true);
  });

  it('fails after 1000 ms when the submit fails early, with its error', async () => {
    const { clock, emitted, send, lastCall, snapshot } = start();
    send(ada);
    const error = new Error('offline');
    lastCall().reject(error);
    await settle();
    clock.increment(delay - 1);
    expect(selectIsSubmitting(snapshot())).toBe(true);
    expect(selectSubmitError(snapshot())).toBeNull();
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(selectSubmitError(snapshot())).toBe(error);
    expect(emitted).toEqual([{ type: 'submission.failed', error }]);
  });

  it('fails as soon as a late submit actor fails', async () => {
    const { clock, emitted, send, lastCall, snapshot } = start();
    send(ada);
    clock.increment(delay);
    const error = new Error('timeout');
    lastCall().reject(error);
    await settle();
    expect(selectSubmitError(snapshot())).toBe(error);
    expect(emitted).toEqual([{ type: 'submission.failed', error }]);
  });

  it('can be sent again after a failure, with corrected values, clearing the error', async () => {
    const { clock, calls, emitted, send, lastCall, snapshot } = start();
    send({ email: 'ada@voltbay.exmaple' });
    lastCall().reject(new Error('offline'));
    await settle();
    clock.increment(delay);
    send(ada);
    expect(selectIsSubmitting(snapshot())).toBe(true);
    expect(selectSubmitError(snapshot())).toBeNull();
    lastCall().resolve();
    await settle();
    clock.increment(delay);
    expect(selectHasSucceeded(snapshot())).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([{ email: 'ada@voltbay.exmaple' }, ada]);
    expect(emitted.map((event) => event.type)).toEqual([
      'submission.failed',
      'submission.succeeded',
    ]);
  });

  it('reports the error of the latest failure', async () => {
    const { clock, emitted, send, lastCall } = start();
    send(ada);
    lastCall().reject(new Error('offline'));
    await settle();
    clock.increment(delay);
    send(ada);
    lastCall().reject(new Error('still offline'));
    await settle();
    clock.increment(delay);
    expect(emitted.at(-1)).toEqual({
      type: 'submission.failed',
      error: new Error('still offline'),
    });
  });

  it('can be sent again after a success', async () => {
    const { clock, calls, emitted, send, lastCall, snapshot } = start();
    send(ada);
    lastCall().resolve();
    await settle();
    clock.increment(delay);
    send({ email: 'grace@voltbay.example' });
    expect(selectIsSubmitting(snapshot())).toBe(true);
    lastCall().resolve();
    await settle();
    clock.increment(delay);
    expect(selectHasSucceeded(snapshot())).toBe(true);
    expect(calls).toHaveLength(2);
    expect(emitted).toEqual([{ type: 'submission.succeeded' }, { type: 'submission.succeeded' }]);
  });

  it('forgets a success on reset, and only a success', async () => {
    const { clock, send, lastCall, snapshot, actor } = start();
    send(ada);
    actor.send({ type: 'submission.reset' });
    expect(selectIsSubmitting(snapshot())).toBe(true);
    lastCall().reject(new Error('offline'));
    await settle();
    clock.increment(delay);
    actor.send({ type: 'submission.reset' });
    expect(selectSubmitError(snapshot())).toEqual(new Error('offline'));
    send(ada);
    lastCall().resolve();
    await settle();
    clock.increment(delay);
    actor.send({ type: 'submission.reset' });
    expect(snapshot().value).toBe('idle');
  });

  it('fails with "not provided" when no submit actor was given', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(submissionMachine, { clock }).start();
    const errors: unknown[] = [];
    actor.on('submission.failed', (event) => errors.push(event.error));
    actor.send({ type: 'submission.submit', values: ada });
    await settle();
    clock.increment(delay);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
    expect((errors[0] as Error).message).toMatch(/not provided/);
  });
});

describe('submissionOf', () => {
  it('sends the values with the given function, busy for the given minimum wait', async () => {
    const clock = new SimulatedClock();
    const sent: SubmittedValues[] = [];
    const machine = submissionOf(
      (values) => {
        sent.push(values);
        return Promise.resolve();
      },
      { minimumWait: 0 },
    );
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'submission.submit', values: ada });
    await settle();
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    clock.increment(0);
    expect(selectHasSucceeded(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([ada]);
  });

  it('waits the simulated 1000 ms by default', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      submissionOf(() => Promise.resolve()),
      { clock },
    ).start();
    actor.send({ type: 'submission.submit', values: ada });
    await settle();
    clock.increment(delay - 1);
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectHasSucceeded(actor.getSnapshot())).toBe(true);
  });
});
