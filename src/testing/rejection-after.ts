import { expect, vi } from 'vitest';
import { thrownBy } from './thrown-by.ts';

/**
 * With fake timers: checks that `promise` is still pending `ms` - 1 ms from now and settled at
 * `ms`, and gives what it rejected with (fails the test if it resolved).
 */
export async function rejectionAfter(promise: Promise<unknown>, ms: number): Promise<unknown> {
  const settled = vi.fn();
  promise.then(settled, settled);
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(settled, `settled before ${ms} ms`).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  return thrownBy(promise);
}
