import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type InspectionEvent, type Observer } from 'xstate';
import { createInspect, INSPECTOR_URL, logToConsole } from './inspect.ts';

const toggle = createMachine({
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

const needsTheInternet =
  'The Stately inspector needs the internet; logging machine events to the console instead.';

/**
 * An inspector whose loading the test finishes or fails, and a window it can post to, online or
 * not.
 */
function setUp({ onLine = true } = {}) {
  const received: InspectionEvent[] = [];
  const inspector: Observer<InspectionEvent> = { next: (event) => received.push(event) };
  let finishLoading: (loaded: Observer<InspectionEvent> | Error) => void = () => {};
  const loading = new Promise<Observer<InspectionEvent>>((resolve, reject) => {
    finishLoading = (loaded) => (loaded instanceof Error ? reject(loaded) : resolve(loaded));
  });
  const target = Object.assign(new EventTarget(), { navigator: { onLine } });
  const logged: InspectionEvent[] = [];
  const openInspector = vi.fn(() => loading);
  const inspect = createInspect({
    openInspector,
    log: (event) => logged.push(event),
    window: target,
  });
  const actor = createActor(toggle, { inspect }).start();
  const say = (type: string, origin = new URL(INSPECTOR_URL).origin) =>
    target.dispatchEvent(new MessageEvent('message', { data: { type }, origin }));
  return { actor, inspector, received, logged, finishLoading, say, openInspector };
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

  it('says at info level what the inspector needs when it cannot load, and keeps logging', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { actor, logged, finishLoading } = setUp();
    finishLoading(new Error('offline'));
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(needsTheInternet));
    actor.send({ type: 'flip' });
    expect(snapshots(logged)).toBe(2);
    info.mockRestore();
  });

  it('offline, opens no inspector window that could not load, says so, and logs', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { actor, logged, openInspector } = setUp({ onLine: false });
    actor.send({ type: 'flip' });
    expect(openInspector).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(needsTheInternet);
    expect(snapshots(logged)).toBe(2);
    info.mockRestore();
  });
});

describe('logToConsole', () => {
  it('logs each transition at info level (shown by default), naming the actor by its system id', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const actor = createActor(toggle, { systemId: 'toggle', inspect: logToConsole }).start();
    actor.send({ type: 'flip' });
    expect(info).toHaveBeenLastCalledWith('[toggle]', 'flip', '->', 'on');
    info.mockRestore();
  });
});
