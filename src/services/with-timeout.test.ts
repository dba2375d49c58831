import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rejectionAfter } from '#src/testing/rejection-after.ts';
import { TimeoutError, withTimeout } from './with-timeout.ts';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes on an answer that comes in time, and leaves no timer behind', async () => {
    const answer = withTimeout(Promise.resolve('products'), 1000);
    await expect(answer).resolves.toBe('products');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on a failure that comes in time', async () => {
    const offline = new TypeError('Failed to fetch');
    await expect(withTimeout(Promise.reject(offline), 1000)).rejects.toBe(offline);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a TimeoutError once the time has passed without an answer', async () => {
    const error = await rejectionAfter(withTimeout(new Promise(() => {}), 1000), 1000);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toHaveProperty('message', 'No answer within 1000 ms');
  });
});
