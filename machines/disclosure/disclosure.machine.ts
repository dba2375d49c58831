import { setup } from 'xstate';

/**
 * Anything that opens and closes: drawers, dialogs, dropdowns, accordion items.
 * Clicks and keys open or close at once; hovering opens and closes after the named delays, so a
 * pointer passing over a trigger does not flash its panel.
 */
export interface DisclosureInput {
  /** How long the pointer must rest on the trigger before the panel opens (0 opens at once). */
  openDelay?: number;
  /** How long the panel stays after the pointer leaves, so it can be reached (0 closes at once). */
  closeDelay?: number;
}

export interface DisclosureContext {
  openDelay: number;
  closeDelay: number;
}

export type DisclosureEvent =
  | { type: 'disclosure.open' }
  | { type: 'disclosure.close' }
  | { type: 'disclosure.toggle' }
  | { type: 'pointer.entered' }
  | { type: 'pointer.left' };

export const disclosureMachine = setup({
  types: {
    input: {} as DisclosureInput | undefined,
    context: {} as DisclosureContext,
    events: {} as DisclosureEvent,
  },
  delays: {
    openDelay: ({ context }) => context.openDelay,
    closeDelay: ({ context }) => context.closeDelay,
  },
}).createMachine({
  id: 'disclosure',
  context: ({ input }) => ({
    openDelay: input?.openDelay ?? 0,
    closeDelay: input?.closeDelay ?? 0,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'disclosure.open': 'open',
        'disclosure.toggle': 'open',
        'pointer.entered': 'opening',
      },
    },
    opening: {
      after: { openDelay: 'open' },
      on: {
        'disclosure.open': 'open',
        'disclosure.toggle': 'open',
        'disclosure.close': 'closed',
        'pointer.left': 'closed',
      },
    },
    open: {
      tags: ['visible'],
      on: {
        'disclosure.close': 'closed',
        'disclosure.toggle': 'closed',
        'pointer.left': 'closing',
      },
    },
    closing: {
      tags: ['visible'],
      after: { closeDelay: 'closed' },
      on: {
        'disclosure.open': 'open',
        'pointer.entered': 'open',
        'disclosure.close': 'closed',
        'disclosure.toggle': 'closed',
      },
    },
  },
});
