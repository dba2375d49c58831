import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { MINUTE, SECOND, timing } from '#machines/timing.ts';
import { AuthError } from './auth.types.ts';
import {
  tokenRefreshMachine,
  type RefreshRequest,
  type TokenTimes,
} from './token-refresh.machine.ts';

const HOUR = 60 * MINUTE;
const { refreshMargin, firstRetryDelay, maxRetryDelay, minRefreshInterval } = timing.token;

/** A token the server issues now, `age` ago, living `lifetime` (ms, on the server's clock). */
interface Token {
  lifetime: number;
  age?: number;
}
type Answer = Token | AuthError;
const offline = () => new AuthError('unreachable', 'offline');

/**
 * Starts the machine for a current token `current` (or a failed first read), with a refresh
 * service that gives `answers` in turn (a token or an error) and notes the simulated time of each
 * forced refresh. The simulated clock is the server's; the device's clock reads `skew` ahead of it.
 */
function start(current: Answer, answers: Answer[], skew = 0) {
  const clock = new SimulatedClock();
  const calls: number[] = [];
  const refreshToken = fromPromise<TokenTimes, RefreshRequest>(({ input }) => {
    if (input.force) calls.push(clock.now());
    const answer = input.force ? (answers.shift() ?? offline()) : current;
    if (answer instanceof AuthError) return Promise.reject(answer);
    const issuedAt = clock.now() - (answer.age ?? 0);
    return Promise.resolve({
      issuedAt,
      expiresAt: issuedAt + answer.lifetime,
      readAt: clock.now() + skew,
    });
  });
  const actor = createActor(tokenRefreshMachine.provide({ actors: { refreshToken } }), {
    clock,
  }).start();
  /** Moves simulated time on, letting each refresh call settle on the way. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const advance = async (ms: number, step = SECOND) => {
    let left = ms;
    await settle();
    do {
      const now = Math.min(step, left);
      clock.increment(now);
      left -= now;
      await settle();
    } while (left > 0);
  };
  return { actor, clock, calls, advance };
}

describe('token-refresh machine', () => {
  it('refreshes 5 minutes before the token expires, not earlier', async () => {
    const { calls, advance } = start({ lifetime: HOUR }, [{ lifetime: HOUR }]);
    await advance(HOUR - refreshMargin - SECOND, MINUTE);
    expect(calls).toEqual([]);
    await advance(SECOND);
    expect(calls).toEqual([HOUR - refreshMargin]);
  });

  it('schedules the next refresh from the new token', async () => {
    const { calls, advance, actor } = start({ lifetime: HOUR }, [
      { lifetime: HOUR },
      { lifetime: HOUR },
    ]);
    await advance(2 * (HOUR - refreshMargin), 10 * SECOND);
    expect(calls).toEqual([HOUR - refreshMargin, 2 * (HOUR - refreshMargin)]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('waits 30 s when the current token is already inside the margin', async () => {
    const { calls, advance } = start({ lifetime: HOUR, age: 58 * MINUTE }, [{ lifetime: HOUR }]);
    await advance(minRefreshInterval - SECOND);
    expect(calls).toEqual([]);
    await advance(SECOND);
    expect(calls).toEqual([minRefreshInterval]);
  });

  it("counts the current token's age on the device clock: 40 minutes old, refreshed in 15", async () => {
    const { calls, advance } = start({ lifetime: HOUR, age: 40 * MINUTE }, [{ lifetime: HOUR }]);
    await advance(15 * MINUTE - SECOND, MINUTE);
    expect(calls).toEqual([]);
    await advance(SECOND);
    expect(calls).toEqual([15 * MINUTE]);
  });

  it.each([
    ['an hour fast', HOUR],
    ['an hour slow', -HOUR],
  ])("with a device clock %s, counts each new token's life from its arrival", async (_, skew) => {
    const token = { lifetime: HOUR };
    const { calls, advance, actor } = start(token, Array<Answer>(10).fill(token), skew);
    await advance(3 * HOUR, 10 * SECOND);
    const { length } = calls;
    const lastCall = calls.at(-1) ?? 0;
    const clockFast = skew > 0;
    // The current token's age is read on the device clock, bounded by the token's life: a clock
    // an hour fast makes it look spent (one refresh after 30 s), an hour slow makes it look new.
    const firstCall = clockFast ? minRefreshInterval : HOUR - refreshMargin;
    expect(calls[0]).toBe(firstCall);
    const waits = calls.slice(1).map((at, i) => at - (calls[i] ?? 0));
    expect(waits).toEqual(Array<number>(length - 1).fill(HOUR - refreshMargin));
    expect(3 * HOUR - lastCall).toBeLessThan(HOUR - refreshMargin);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('never loops: a token that lives 2 minutes is refreshed every 30 s at most', async () => {
    const token = { lifetime: 2 * MINUTE };
    const { calls, advance, actor } = start(token, Array<Answer>(100).fill(token));
    await advance(10 * MINUTE);
    expect(calls).toHaveLength((10 * MINUTE) / minRefreshInterval);
    const waits = calls.map((at, i) => at - (calls[i - 1] ?? 0));
    expect(Math.min(...waits)).toBe(minRefreshInterval);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('after network failures retries after 30 s, doubling up to 16 minutes', async () => {
    const { calls, advance, actor } = start({ lifetime: HOUR }, []);
    const firstCall = HOUR - refreshMargin;
    await advance(firstCall, MINUTE);
    await advance(2 * HOUR, 10 * SECOND);
    const waits = calls.slice(1).map((at, i) => at - (calls[i] ?? 0));
    expect(calls[0]).toBe(firstCall);
    expect(waits.slice(0, 8)).toEqual([
      firstRetryDelay,
      2 * firstRetryDelay,
      4 * firstRetryDelay,
      8 * firstRetryDelay,
      16 * firstRetryDelay,
      maxRetryDelay,
      maxRetryDelay,
      maxRetryDelay,
    ]);
    // Offline is not signed out: the shopper keeps the session while the retries go on.
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('starts the back-off again from 30 s after a refresh succeeds', async () => {
    const { calls, advance } = start({ lifetime: HOUR }, [
      offline(),
      offline(),
      { lifetime: HOUR },
      offline(),
      { lifetime: HOUR },
    ]);
    await advance(3 * HOUR, 10 * SECOND);
    const [first = 0, , third = 0, fourth = 0, fifth = 0] = calls;
    expect(calls[1]).toBe(first + firstRetryDelay);
    expect(third).toBe(first + 3 * firstRetryDelay);
    expect(fourth).toBe(third + HOUR - refreshMargin);
    expect(fifth).toBe(fourth + firstRetryDelay);
  });

  it.each(['account-disabled', 'session-expired', 'session-revoked', 'no-such-account'] as const)(
    'ends the session at once when the refresh answers %s',
    async (kind) => {
      const { actor, calls, advance } = start({ lifetime: HOUR }, [new AuthError(kind, kind)]);
      await advance(HOUR - refreshMargin, MINUTE);
      expect(calls).toHaveLength(1);
      expect(actor.getSnapshot().status).toBe('done');
    },
  );

  it('reads the current token first, without forcing a new one', async () => {
    const { actor, calls, advance } = start({ lifetime: HOUR }, []);
    await advance(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(calls).toEqual([]);
  });

  it('when the first read fails offline, retries a forced refresh after 30 s', async () => {
    const { actor, calls, advance } = start(offline(), [{ lifetime: HOUR }]);
    await advance(firstRetryDelay - SECOND);
    expect(calls).toEqual([]);
    await advance(SECOND);
    expect(calls).toEqual([firstRetryDelay]);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('ends the session when the first read says the account is disabled', async () => {
    const { actor, advance } = start(new AuthError('account-disabled', 'disabled'), []);
    await advance(0);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
