import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { timing } from '#machines/timing.ts';
import {
  newsletterMachine,
  type NewsletterEmitted,
  type NewsletterSignUp,
} from './newsletter.machine.ts';
import {
  selectEmail,
  selectHasFailed,
  selectHasSubscribed,
  selectIsSubscribing,
} from './newsletter.selectors.ts';

const delay = timing.simulatedSend;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts the machine with a `subscribe` actor whose calls the test answers one by one. */
function start() {
  const clock = new SimulatedClock();
  const calls: { input: NewsletterSignUp; resolve: () => void; reject: (error: Error) => void }[] =
    [];
  const subscribe = fromPromise<void, NewsletterSignUp>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  const actor = createActor(newsletterMachine.provide({ actors: { subscribe } }), {
    clock,
  }).start();
  const emitted: NewsletterEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const submit = (email: string) => actor.send({ type: 'newsletter.submit', email });
  const lastCall = () => {
    const call = calls.at(-1);
    if (call === undefined) throw new Error('subscribe was not called');
    return call;
  };
  return { actor, clock, calls, emitted, submit, lastCall, snapshot: () => actor.getSnapshot() };
}

describe('newsletter machine', () => {
  it('starts idle, not busy, with no e-mail', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('idle');
    expect(selectIsSubscribing(snapshot())).toBe(false);
    expect(selectEmail(snapshot())).toBeNull();
  });

  it('subscribes the submitted e-mail and stays busy until 1000 ms have passed', async () => {
    const { clock, calls, emitted, submit, lastCall, snapshot } = start();
    submit('ada@voltbay.example');
    expect(selectIsSubscribing(snapshot())).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([{ email: 'ada@voltbay.example' }]);
    lastCall().resolve();
    await settle();
    clock.increment(delay - 1);
    expect(selectIsSubscribing(snapshot())).toBe(true);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(selectIsSubscribing(snapshot())).toBe(false);
    expect(selectHasSubscribed(snapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'newsletter.subscribed' }]);
  });

  it('forgets the e-mail once subscribed, so the field can be cleared', async () => {
    const { clock, submit, lastCall, snapshot } = start();
    submit('ada@voltbay.example');
    expect(selectEmail(snapshot())).toBe('ada@voltbay.example');
    lastCall().resolve();
    await settle();
    clock.increment(delay);
    expect(selectEmail(snapshot())).toBeNull();
  });

  it('waits for a subscribe actor that answers after 1000 ms', async () => {
    const { clock, emitted, submit, lastCall, snapshot } = start();
    submit('ada@voltbay.example');
    clock.increment(delay * 3);
    await settle();
    expect(selectIsSubscribing(snapshot())).toBe(true);
    expect(emitted).toEqual([]);
    lastCall().resolve();
    await settle();
    expect(selectHasSubscribed(snapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'newsletter.subscribed' }]);
  });

  it('ignores a second submit while subscribing', async () => {
    const { clock, calls, submit, lastCall, snapshot } = start();
    submit('ada@voltbay.example');
    clock.increment(delay / 2);
    submit('twice@voltbay.example');
    expect(calls).toHaveLength(1);
    lastCall().resolve();
    await settle();
    clock.increment(delay / 2 - 1);
    expect(selectIsSubscribing(snapshot())).toBe(true);
    clock.increment(1);
    expect(selectHasSubscribed(snapshot())).toBe(true);
  });

  it('fails after 1000 ms when subscribing fails early, keeping the e-mail', async () => {
    const { clock, emitted, submit, lastCall, snapshot } = start();
    submit('ada@voltbay.example');
    const error = new Error('offline');
    lastCall().reject(error);
    await settle();
    clock.increment(delay - 1);
    expect(selectIsSubscribing(snapshot())).toBe(true);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(selectEmail(snapshot())).toBe('ada@voltbay.example');
    expect(emitted).toEqual([{ type: 'newsletter.failed', error }]);
  });

  it('fails as soon as a late subscribe actor fails', async () => {
    const { clock, emitted, submit, lastCall, snapshot } = start();
    submit('ada@voltbay.example');
    clock.increment(delay);
    const error = new Error('timeout');
    lastCall().reject(error);
    await settle();
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'newsletter.failed', error }]);
  });

  it('can be submitted again after a failure, with a corrected e-mail', async () => {
    const { clock, calls, emitted, submit, lastCall, snapshot } = start();
    submit('ada@voltbay.exmaple');
    lastCall().reject(new Error('offline'));
    await settle();
    clock.increment(delay);
    submit('ada@voltbay.example');
    expect(selectIsSubscribing(snapshot())).toBe(true);
    expect(selectEmail(snapshot())).toBe('ada@voltbay.example');
    lastCall().resolve();
    await settle();
    clock.increment(delay);
    expect(selectHasSubscribed(snapshot())).toBe(true);
    expect(calls.map((call) => call.input.email)).toEqual([
      'ada@voltbay.exmaple',
      'ada@voltbay.example',
    ]);
    expect(emitted.map((event) => event.type)).toEqual([
      'newsletter.failed',
      'newsletter.subscribed',
    ]);
  });

  it('reports the error of the latest failure', async () => {
    const { clock, emitted, submit, lastCall } = start();
    submit('ada@voltbay.example');
    lastCall().reject(new Error('offline'));
    await settle();
    clock.increment(delay);
    submit('ada@voltbay.example');
    lastCall().reject(new Error('still offline'));
    await settle();
    clock.increment(delay);
    expect(emitted.at(-1)).toEqual({
      type: 'newsletter.failed',
      error: new Error('still offline'),
    });
  });

  it('can subscribe another e-mail after a success', async () => {
    const { clock, calls, emitted, submit, lastCall, snapshot } = start();
    submit('ada@voltbay.example');
    lastCall().resolve();
    await settle();
    clock.increment(delay);
    submit('grace@voltbay.example');
    expect(selectIsSubscribing(snapshot())).toBe(true);
    lastCall().resolve();
    await settle();
    clock.increment(delay);
    expect(selectHasSubscribed(snapshot())).toBe(true);
    expect(calls).toHaveLength(2);
    expect(emitted).toEqual([{ type: 'newsletter.subscribed' }, { type: 'newsletter.subscribed' }]);
  });

  it('fails with "not provided" when no subscribe actor was given', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(newsletterMachine, { clock }).start();
    const errors: unknown[] = [];
    actor.on('newsletter.failed', (event) => errors.push(event.error));
    actor.send({ type: 'newsletter.submit', email: 'ada@voltbay.example' });
    await settle();
    clock.increment(delay);
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
    expect((errors[0] as Error).message).toMatch(/not provided/);
  });
});
