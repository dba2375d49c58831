import type { AnyActorRef, AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';

/** How an invoked actor may answer: done with each of `outputs`, or failed with each of `errors`. */
export interface PossibleAnswers {
  outputs?: unknown[];
  errors?: unknown[];
}

/**
 * For model-based tests with xstate/graph, which sends a machine only the events it is given: the
 * events the world outside can send in `snapshot`, besides the shopper's own. Every delay under way
 * can run out, and every invoked actor named in `answers` (by its `src`) can finish with each of its
 * outputs or fail with each of its errors. The events a machine raises itself
 * (`xstate.done.state.*`) are left to it.
 *
 * Typed as the machine's own events (`TEvent`) for xstate/graph, which takes only those, though
 * these are xstate's: every machine accepts them.
 */
export function eventsFromOutside<TEvent extends EventObject>(
  snapshot: AnyMachineSnapshot,
  answers: Record<string, PossibleAnswers>,
): TEvent[] {
  const activeStates = snapshot._nodes as AnyStateNode[];
  const handledEvents: string[] = activeStates.flatMap((node) => node.ownEvents as string[]);
  const delaysRunningOut = handledEvents
    .filter((type) => type.startsWith('xstate.after.'))
    .map((type) => ({ type }));
  const children = snapshot.children as Record<string, AnyActorRef | undefined>;
  const actorsAnswering = Object.entries(children).flatMap(([id, child]) => {
    const { outputs = [], errors = [] } =
      typeof child?.src === 'string' ? (answers[child.src] ?? {}) : {};
    return [
      ...outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
      ...errors.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
    ];
  });
  return [...delaysRunningOut, ...actorsAnswering] as EventObject[] as TEvent[];
}

/** The events of a path, for the message of a failed expectation: how that state was reached. */
export const describePath = (steps: { event: EventObject }[]) =>
  steps.map(({ event }) => event.type).join(' > ');
