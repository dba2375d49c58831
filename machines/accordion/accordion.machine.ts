import { assign, setup } from 'xstate';

/**
 * A list of sections of which at most one is open (the mobile drawer's categories, the FAQ):
 * opening one closes the other, and toggling the open one collapses them all.
 */
export interface AccordionInput {
  /** The section open at the start, if any. */
  openItem?: string;
}

export interface AccordionContext {
  openItem: string | null;
}

export type AccordionEvent = { type: 'item.toggle'; item: string } | { type: 'accordion.collapse' };

export const accordionMachine = setup({
  types: {
    input: {} as AccordionInput | undefined,
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
  },
  guards: {
    isOpenItem: ({ context, event }) =>
      event.type === 'item.toggle' && event.item === context.openItem,
  },
  actions: {
    openItem: assign({
      openItem: ({ event }) => (event.type === 'item.toggle' ? event.item : null),
    }),
    collapse: assign({ openItem: null }),
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({ openItem: input?.openItem ?? null }),
  initial: 'checking',
  states: {
    // Starts expanded when an item was given, so the visualizer shows both paths.
    checking: {
      always: [
        { guard: ({ context }) => context.openItem !== null, target: 'expanded' },
        'collapsed',
      ],
    },
    collapsed: {
      on: {
        'item.toggle': { target: 'expanded', actions: 'openItem' },
      },
    },
    expanded: {
      on: {
        'item.toggle': [
          { guard: 'isOpenItem', target: 'collapsed', actions: 'collapse' },
          { actions: 'openItem' },
        ],
        'accordion.collapse': { target: 'collapsed', actions: 'collapse' },
      },
    },
  },
});
