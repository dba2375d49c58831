import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { stockAlertMachine, type StockAlertAnswer } from './stock-alert.machine.ts';
import {
  selectAlertError,
  selectIsSending,
  selectWaitingEmail,
  selectWasAlreadyWaiting,
} from './stock-alert.selectors.ts';

/** Starts the machine with a `request` actor whose calls the test answers one by one. */
function start() {
  const calls: {
    email: string;
    resolve: (answer: StockAlertAnswer) => void;
    reject: (error: Error) => void;
  }[] = [];
  const request = fromPromise<StockAlertAnswer, { email: string }>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ email: input.email, resolve, reject });
      }),
  );
  const actor = createActor(stockAlertMachine.provide({ actors: { request } })).start();
  const submit = (email: string) => actor.send({ type: 'stockAlert.submit', email });
  const lastCall = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('request was not called');
    return call;
  };
  const settled = () =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, 0);
    });
  return { actor, calls, submit, lastCall, settled, snapshot: () => actor.getSnapshot() };
}

describe('stock alert machine', () => {
  it('starts idle: not sending, nothing waiting, no error', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('idle');
    expect(selectIsSending(snapshot())).toBe(false);
    expect(selectWaitingEmail(snapshot())).toBeNull();
    expect(selectAlertError(snapshot())).toBeNull();
  });

  it('sends the address once, busy until the server answers; a second submit meanwhile is ignored', async () => {
    const { calls, submit, lastCall, settled, snapshot } = start();
    submit('ada@voltbay.example');
    submit('ada@voltbay.example');
    expect(selectIsSending(snapshot())).toBe(true);
    expect(calls.map((call) => call.email)).toEqual(['ada@voltbay.example']);
    lastCall().resolve({ created: true });
    await settled();
    expect(snapshot().value).toBe('waiting');
    expect(selectIsSending(snapshot())).toBe(false);
    expect(selectWaitingEmail(snapshot())).toBe('ada@voltbay.example');
    expect(selectWasAlreadyWaiting(snapshot())).toBe(false);
  });

  it('says so when the address already waited, naming it all the same', async () => {
    const { submit, lastCall, settled, snapshot } = start();
    submit('ada@voltbay.example');
    lastCall().resolve({ created: false });
    await settled();
    expect(snapshot().value).toBe('alreadyWaiting');
    expect(selectWaitingEmail(snapshot())).toBe('ada@voltbay.example');
    expect(selectWasAlreadyWaiting(snapshot())).toBe(true);
  });

  it('keeps the error of a refusal until the next submit, which sends the corrected address', async () => {
    const { calls, submit, lastCall, settled, snapshot } = start();
    submit('ada@voltbay');
    const refused = new Error('Enter a valid e-mail address');
    lastCall().reject(refused);
    await settled();
    expect(snapshot().value).toBe('failed');
    expect(selectAlertError(snapshot())).toBe(refused);
    expect(selectWaitingEmail(snapshot())).toBeNull();

    submit('ada@voltbay.example');
    expect(selectAlertError(snapshot())).toBeNull();
    expect(calls.map((call) => call.email)).toEqual(['ada@voltbay', 'ada@voltbay.example']);
    lastCall().resolve({ created: true });
    await settled();
    expect(selectWaitingEmail(snapshot())).toBe('ada@voltbay.example');
  });

  it('once the request waits, takes no other submit', async () => {
    const { calls, submit, lastCall, settled, snapshot } = start();
    submit('ada@voltbay.example');
    lastCall().resolve({ created: true });
    await settled();
    submit('bob@voltbay.example');
    expect(calls).toHaveLength(1);
    expect(snapshot().value).toBe('waiting');
  });
});
