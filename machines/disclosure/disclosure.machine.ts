import { setup } from 'xstate';

export type DisclosureEvent = { type: 'disclosure.open' } | { type: 'disclosure.close' };

/**
 * A drawer or dialog opened by a button: its trigger opens it; Escape, its close button, a click
 * outside or a link inside close it. (The nav bar's dropdowns, the accordion and the search
 * dialog have machines of their own: they do more.)
 */
export const disclosureMachine = setup({
  types: { events: {} as DisclosureEvent },
}).createMachine({
  id: 'disclosure',
  initial: 'closed',
  states: {
    closed: {
      on: { 'disclosure.open': 'open' },
    },
    open: {
      on: { 'disclosure.close': 'closed' },
    },
  },
});
