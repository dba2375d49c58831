import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Puts the timers under the test's control from here on, to the end of the test, so a wait (a
 * form's 1000 ms busy time) is counted exactly rather than slept through. Testing Library's
 * user-event waits on a real timer after each action: from here on the test clicks with
 * `fireEvent`. Gives the function that moves the clock on `ms`, letting React render what the
 * timers and promises changed.
 */
export function fakeTimersFromNow() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}
