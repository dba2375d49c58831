import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type InspectionEvent, type Observer } from 'xstate';
import { createInspect, INSPECTOR_URL } from './inspect.ts';

const toggle = createMachine({
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

/** An inspector whose loading the test finishes or fails, and a window it can post to. */
function setUp() {
  const received: InspectionEvent[] = [];
  const inspector: Observer<InspectionEvent> = { next: (event) => received.push(event) };
  let finishLoading: (loaded: Observer<InspectionEvent> | Error) => void = () => {};
  const loading = new Promise<Observer<InspectionEvent>>((resolve, reject) => {
    finishLoading = (loaded) => (loaded instanceof Error ? reject(loaded) : resolve(loaded));
  });
  const target = new EventTarget();
  const logged: InspectionEvent[] = [];
  const inspect = createInspect({
    openInspector: () => loading,
    log: (event) => logged.push(event),
    window: target,
  });
  const actor = createActor(toggle, { inspect }).start();
  const say = (type: string, origin = new URL(INSPECTOR_URL).origin) =>
    target.dispatchEvent(new MessageEvent('message', { data: { type }, origin }));
  return { actor, inspector, received, logged, finishLoading, say };
}

const snapshots = (events: readonly InspectionEvent[]) =>
  events.filter(({ type }) => type === '@xstate.snapshot').length;

describe('createInspect (?inspect in development)', () => {
  it('gives the inspector every event, also those from before its code loaded', async () => {
    const { actor, inspector, received, finishLoading } = setUp();
    actor.send({ type: 'flip' });
    finishLoading(inspector);
    await vi.waitFor(() => expect(snapshots(received)).toBe(2));
    actor.send({ type: 'flip' });
    expect(snapshots(received)).toBe(3);
  });

  it('logs to the console until the inspector window says it is connected', () => {
    const { actor, inspector, logged, finishLoading, say } = setUp();
    finishLoading(inspector);
    actor.send({ type: 'flip' });
    expect(snapshots(logged)).toBe(2);

    say('@statelyai.connected', 'https://example.com');
    actor.send({ type: 'flip' });
    expect(snapshots(logged)).toBe(3);

    say('@statelyai.connected');
    actor.send({ type: 'flip' });
    expect(snapshots(logged)).toBe(3);
  });

  it('keeps logging to the console when the inspector cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, logged, finishLoading } = setUp();
    finishLoading(new Error('offline'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    actor.send({ type: 'flip' });
    expect(snapshots(logged)).toBe(2);
    warn.mockRestore();
  });
});
