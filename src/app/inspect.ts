import type { InspectionEvent } from 'xstate';

/**
 * In development, `?inspect` in the address logs every machine transition to the console, with
 * the event and the state it led to; see README, "Inspecting machines".
 */
export const inspect =
  import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')
    ? (event: InspectionEvent) => {
        if (event.type === '@xstate.snapshot') {
          const snapshot = event.snapshot as { value?: unknown };
          console.debug(`[${event.actorRef.sessionId}]`, event.event.type, '->', snapshot.value);
        }
      }
    : undefined;
