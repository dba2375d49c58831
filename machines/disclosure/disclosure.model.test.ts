import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describePath, eventsFromOutside } from '../model-testing';
import { disclosureMachine, type DisclosureEvent } from './disclosure.machine';

// Model-based: every state a panel opened by hover delays can reach, by the shortest path to
// each, when the shopper clicks, presses keys, moves the pointer on and off and time passes; the
// rules for what the shopper sees are checked on each of them and on the step after.

const shopperEvents: DisclosureEvent[] = [
  { type: 'disclosure.open' },
  { type: 'disclosure.close' },
  { type: 'disclosure.toggle' },
  { type: 'pointer.entered' },
  { type: 'pointer.left' },
];

const paths = getShortestPaths(disclosureMachine, {
  input: { openDelay: 150, closeDelay: 300 },
  events: (snapshot) => [...shopperEvents, ...eventsFromOutside<DisclosureEvent>(snapshot, {})],
});

const isVisible = (snapshot: (typeof paths)[number]['state']) => snapshot.hasTag('visible');

describe('disclosure machine, every state a hover panel can reach', () => {
  it('reaches the panel on its way open and on its way closed', () => {
    expect(paths.map(({ state }) => state.value).sort()).toEqual([
      'closed',
      'closing',
      'open',
      'opening',
    ]);
  });

  it('keeps the rules in every one of them', () => {
    for (const { state: snapshot, steps } of paths) {
      const how = describePath(steps);
      const after = (event: DisclosureEvent) =>
        isVisible(transition(disclosureMachine, snapshot, event)[0]);

      // Clicks and keys act at once, whatever the pointer was doing.
      expect(after({ type: 'disclosure.open' }), how).toBe(true);
      expect(after({ type: 'disclosure.close' }), how).toBe(false);
      expect(after({ type: 'disclosure.toggle' }), how).toBe(!isVisible(snapshot));
      // The pointer never shows or hides the panel at once: only once its delay has run out.
      if (isVisible(snapshot)) expect(after({ type: 'pointer.left' }), how).toBe(true);
      else expect(after({ type: 'pointer.entered' }), how).toBe(false);
    }
  });
});
