import { describe, expect, it } from 'vitest';
import { transition, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describePath, eventsFromOutside } from '#machines/model-testing.ts';
import { submissionMachine, type SubmissionEvent } from './submission.machine.ts';

// Model-based: every state a form's submission can reach, by the shortest path to each, when the
// shopper submits (again and again, with two sets of values) or resets, the minimum wait runs out
// and the service answers or fails in either order; the rules are checked on each of them.

const offline = new Error('offline');
const shopperEvents: SubmissionEvent[] = [
  { type: 'submission.submit', values: { email: 'ada@voltbay.example' } },
  { type: 'submission.submit', values: { email: 'grace@voltbay.example' } },
  { type: 'submission.reset' },
];

const paths = getShortestPaths(submissionMachine, {
  events: (snapshot) => [
    ...shopperEvents,
    ...eventsFromOutside<SubmissionEvent>(snapshot, {
      submit: { outputs: [undefined], errors: [offline] },
    }),
  ],
});

/** The types of the events since the shopper last submitted. */
function sinceLastSubmit(steps: { event: EventObject }[]) {
  const last = steps.findLastIndex(({ event }) => event.type === 'submission.submit');
  return steps.slice(last + 1).map(({ event }) => event.type);
}

describe('submission machine, every state a submission can reach', () => {
  it('reaches every state, a success and a failure among them', () => {
    const reached = paths.map(({ state }) => JSON.stringify(state.value));
    for (const value of ['idle', 'succeeded', 'failed']) {
      expect(reached).toContain(JSON.stringify(value));
    }
    expect(reached.filter((value) => value.includes('submitting')).length).toBeGreaterThan(1);
  });

  it('keeps the rules in every one of them', () => {
    for (const { state: snapshot, steps } of paths) {
      const how = describePath(steps);
      const after = sinceLastSubmit(steps);
      const waited = after.some((type) => type.startsWith('xstate.after.'));
      const answered = after.some((type) => type.startsWith('xstate.done.actor.'));
      const rejected = after.some((type) => type.startsWith('xstate.error.actor.'));

      // The button is busy exactly while a submit is under way.
      expect(snapshot.hasTag('busy'), how).toBe(snapshot.matches('submitting'));
      if (snapshot.matches('submitting')) {
        // Neither a second submit nor a reset while busy starts over or stops the one under way.
        for (const event of shopperEvents) {
          const [again] = transition(submissionMachine, snapshot, event);
          expect(again.value, how).toEqual(snapshot.value);
          expect(again.context, how).toEqual(snapshot.context);
          expect(again.children, how).toStrictEqual(snapshot.children);
        }
      }
      // Succeeded only once the service has answered and the wait is over.
      if (snapshot.matches('succeeded')) {
        expect([waited, answered, rejected], how).toEqual([true, true, false]);
        expect(snapshot.context.error, how).toBeNull();
      }
      // Failed only once the service has failed and the wait is over, with the service's error.
      if (snapshot.matches('failed')) {
        expect([waited, rejected], how).toEqual([true, true]);
        expect(snapshot.context.error, how).toBe(offline);
      }
      // A reset forgets a success only: after a failure the error stays until the next submit.
      const [reset] = transition(submissionMachine, snapshot, { type: 'submission.reset' });
      if (snapshot.matches('succeeded')) expect(reset.value, how).toBe('idle');
      else expect(reset.value, how).toEqual(snapshot.value);
    }
  });
});
