import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createWake,
  IDLE_FALLBACK_MS,
  IDLE_TIMEOUT_MS,
  whenIdle,
  whenShopperActs,
} from './when-idle.ts';

/** True once `promise` has settled, after the microtasks queued so far have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

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

describe('whenShopperActs', () => {
  it.each(['pointerdown', 'keydown'])('runs once, on the first %s, not before', (type) => {
    const page = new EventTarget();
    const run = vi.fn();
    whenShopperActs(run, page);
    page.dispatchEvent(new Event('scroll'));
    page.dispatchEvent(new Event('focusin'));
    expect(run).not.toHaveBeenCalled();

    page.dispatchEvent(new Event(type));
    expect(run).toHaveBeenCalledOnce();
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('createWake', () => {
  it('waits for idle only once asked, then wakes when the browser is idle', async () => {
    const idle: (() => void)[] = [];
    const wake = createWake((run) => idle.push(run));
    expect(idle).toHaveLength(0);

    const wanted = wake.wanted();
    expect(wake.wanted()).toBe(wanted);
    expect(idle).toHaveLength(1);
    expect(await hasSettled(wanted)).toBe(false);

    idle[0]!();
    expect(await hasSettled(wanted)).toBe(true);
    expect(await wanted).toBe('idle');
  });

  it('wakes at once when asked to start now, before idle and without waiting for it', async () => {
    const onIdle = vi.fn();
    const wake = createWake(onIdle);
    const wanted = wake.wanted();
    wake.now();
    expect(await hasSettled(wanted)).toBe(true);
    expect(await wanted).toBe('now');

    const early = createWake(onIdle);
    early.now();
    expect(await hasSettled(early.wanted())).toBe(true);
  });
});
