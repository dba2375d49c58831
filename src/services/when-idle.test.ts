import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the browser for an idle moment, a few seconds at most', () => {
    const requestIdleCallback = vi.fn();
    const run = () => {};
    whenIdle(run, { requestIdleCallback, setTimeout });
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: IDLE_TIMEOUT_MS });
    expect(IDLE_TIMEOUT_MS).toBeGreaterThanOrEqual(2000);
    expect(IDLE_TIMEOUT_MS).toBeLessThanOrEqual(5000);
  });

  it('waits a moment with a timer where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run, { setTimeout });
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
