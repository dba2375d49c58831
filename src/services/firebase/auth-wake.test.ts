import { describe, expect, it, vi } from 'vitest';
import { createWake } from './auth-wake.ts';

/** True once `promise` has settled, after the microtasks queued so far have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

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
  });

  it('wakes at once when asked to start now, before idle and without waiting for it', async () => {
    const onIdle = vi.fn();
    const wake = createWake(onIdle);
    const wanted = wake.wanted();
    wake.now();
    expect(await hasSettled(wanted)).toBe(true);

    const early = createWake(onIdle);
    early.now();
    expect(await hasSettled(early.wanted())).toBe(true);
  });
});
