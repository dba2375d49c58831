import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describePath } from '#machines/model-testing.ts';
import { disclosureMachine, type DisclosureEvent } from './disclosure.machine.ts';
import { selectIsOpen } from './disclosure.selectors.ts';

// Model-based: every state a drawer or dialog can reach, by the shortest path to each, and on
// each the step after every event the shopper can send: together, the whole machine.

const events: DisclosureEvent[] = [{ type: 'disclosure.open' }, { type: 'disclosure.close' }];
const paths = getShortestPaths(disclosureMachine, { events });

describe('disclosure machine, every state a drawer can reach', () => {
  it('starts closed and can be opened', () => {
    expect(paths.map(({ state }) => [state.value, selectIsOpen(state)])).toEqual([
      ['closed', false],
      ['open', true],
    ]);
  });

  it('opens on open and closes on close, from wherever it is', () => {
    for (const { state: snapshot, steps } of paths) {
      const how = describePath(steps);
      const [opened] = transition(disclosureMachine, snapshot, { type: 'disclosure.open' });
      const [closed] = transition(disclosureMachine, snapshot, { type: 'disclosure.close' });
      expect(selectIsOpen(opened), how).toBe(true);
      expect(selectIsOpen(closed), how).toBe(false);
    }
  });
});
