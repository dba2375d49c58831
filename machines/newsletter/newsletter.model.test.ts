import { describe, expect, it } from 'vitest';
import { transition, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describePath, eventsFromOutside } from '#machines/model-testing.ts';
import { newsletterMachine, type NewsletterEvent } from './newsletter.machine.ts';

// Model-based: every state the sign-up can reach, by the shortest path to each, when the shopper
// submits (again and again, with two addresses), the 1 s wait runs out and the service answers
// or fails in either order; the rules are checked on each of them.

const offline = new Error('offline');
const submits: NewsletterEvent[] = [
  { type: 'newsletter.submit', email: 'ada@voltbay.example' },
  { type: 'newsletter.submit', email: 'grace@voltbay.example' },
];

const paths = getShortestPaths(newsletterMachine, {
  events: (snapshot) => [
    ...submits,
    ...eventsFromOutside<NewsletterEvent>(snapshot, {
      subscribe: { outputs: [undefined], errors: [offline] },
    }),
  ],
});

/** The events since the shopper last submitted, and the address submitted then. */
function sinceLastSubmit(steps: { event: EventObject }[]) {
  const last = steps.findLastIndex(({ event }) => event.type === 'newsletter.submit');
  const submit = steps[last]?.event as NewsletterEvent | undefined;
  return { email: submit?.email, after: steps.slice(last + 1).map(({ event }) => event.type) };
}

describe('newsletter machine, every state the sign-up can reach', () => {
  it('reaches an answer and a failure for both addresses', () => {
    const outcomes = paths.map(({ state }) => [state.value, state.context.email]);
    expect(outcomes).toContainEqual(['succeeded', null]);
    expect(outcomes).toContainEqual(['failed', 'ada@voltbay.example']);
    expect(outcomes).toContainEqual(['failed', 'grace@voltbay.example']);
  });

  it('keeps the rules in every one of them', () => {
    for (const { state: snapshot, steps } of paths) {
      const how = describePath(steps);
      const { email, after } = sinceLastSubmit(steps);
      const waited = after.some((type) => type.startsWith('xstate.after.'));
      const answered = after.some((type) => type.startsWith('xstate.done.actor.'));
      const rejected = after.some((type) => type.startsWith('xstate.error.actor.'));

      // The button is busy exactly while a sign-up is under way.
      expect(snapshot.hasTag('busy'), how).toBe(snapshot.matches('submitting'));
      if (snapshot.matches('submitting')) {
        expect(snapshot.context.email, how).toBe(email);
        // A second submit while busy does not start another sign-up.
        const [again] = transition(newsletterMachine, snapshot, {
          type: 'newsletter.submit',
          email: 'linus@voltbay.example',
        });
        expect(again.context, how).toEqual(snapshot.context);
        expect(Object.keys(again.children), how).toEqual(Object.keys(snapshot.children));
      }
      // Done only once the service has answered and the wait is over; the form is cleared.
      if (snapshot.matches('succeeded')) {
        expect([waited, answered, rejected], how).toEqual([true, true, false]);
        expect(snapshot.context.email, how).toBeNull();
      }
      // Failed only once the service has failed and the wait is over; the address is kept to retry.
      if (snapshot.matches('failed')) {
        expect([waited, rejected], how).toEqual([true, true]);
        expect(snapshot.context, how).toEqual({ email, error: offline });
      }
    }
  });
});
