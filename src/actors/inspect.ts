import type { InspectionEvent, Observer } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

/** Where the Stately inspector runs; it says `@statelyai.connected` to the page once it is open. */
export const INSPECTOR_URL = 'https://stately.ai/inspect';

/** Said in the console when the inspector's window cannot open or load. */
const NEEDS_THE_INTERNET =
  'The Stately inspector needs the internet; logging machine events to the console instead.';

/**
 * An actor's name in the log: its system id (`cart`, `auth`, `search`...), else the id it was
 * invoked or spawned with, else its session id (`x:4`), which says nothing to a reader.
 */
const actorName = (actor: { sessionId: string; id?: string; systemId?: string }) =>
  actor.systemId ?? (actor.id && actor.id !== actor.sessionId ? actor.id : actor.sessionId);

/**
 * Every transition, with the event and the state it led to, in the browser console: at info
 * level, which the console shows by default (debug is hidden).
 */
export const logToConsole: Inspect = (event) => {
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as { value?: unknown };
    console.info(`[${actorName(event.actorRef)}]`, event.event.type, '->', snapshot.value);
  }
};

interface InspectorParts {
  /** Loads the Stately inspector and opens its window; resolves to what receives the events. */
  openInspector: () => Promise<Observer<InspectionEvent>>;
  log: Inspect;
  window: Pick<Window, 'addEventListener'> & { navigator: Pick<Navigator, 'onLine'> };
}

/**
 * The function every app actor reports to: the Stately inspector gets every event (those sent
 * before its code has loaded too, replayed), and the console logs them until the inspector's
 * window says it is connected. Where it cannot open (a blocked pop-up, no network) the console
 * goes on logging, so `?inspect` always shows something; offline it does not open a window that
 * could not load, and says at info level why the console logs.
 */
export function createInspect({ openInspector, log, window }: InspectorParts): Inspect {
  const early: InspectionEvent[] = [];
  let toInspector: Inspect = (event) => early.push(event);
  let connected = false;
  window.addEventListener('message', (message: MessageEvent<{ type?: unknown } | null>) => {
    if (message.origin === new URL(INSPECTOR_URL).origin) {
      connected ||= message.data?.type === '@statelyai.connected';
    }
  });
  /** No inspector to wait for: the console alone logs, and says why. */
  const consoleOnly = () => {
    toInspector = () => {};
    early.length = 0;
    console.info(NEEDS_THE_INTERNET);
  };
  if (window.navigator.onLine) {
    openInspector().then(
      (inspector) => {
        toInspector = (event) => inspector.next?.(event);
        early.splice(0).forEach(toInspector);
      },
      (error: unknown) => {
        consoleOnly();
        console.debug('The Stately inspector could not load:', error);
      },
    );
  } else {
    consoleOnly();
  }
  return (event) => {
    toInspector(event);
    if (!connected) log(event);
  };
}

/**
 * In development, `?inspect` in the address attaches the Stately inspector to every app actor,
 * falling back to the console; see README, "Inspecting machines". In a build `import.meta.env.DEV`
 * is false, so none of this, nor the inspector's package, is bundled (the dist scan checks).
 */
export const inspect =
  import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')
    ? createInspect({
        openInspector: async () => {
          const { createBrowserInspector } = await import('@statelyai/inspect');
          return createBrowserInspector({ url: INSPECTOR_URL }).inspect;
        },
        log: logToConsole,
        window,
      })
    : undefined;
