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
    hasOpenItem: ({ context }) => context.openItem !== null,
    isOpenItem: ({ context }, { item }: { item: string }) => item === context.openItem,
  },
  actions: {
    openItem: assign({ openItem: (_, { item }: { item: string }) => item }),
    collapse: assign({ openItem: null }),
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({ openItem: input?.openItem ?? null }),
  initial: 'checking',
  states: {
    // Starts expanded when an item was given, so the visualizer shows both paths.
    checking: {
      always: [{ guard: 'hasOpenItem', target: 'expanded' }, 'collapsed'],
    },
    collapsed: {
      on: {
        'item.toggle': {
          target: 'expanded',
          actions: { type: 'openItem', params: ({ event }) => ({ item: event.item }) },
        },
      },
    },
    expanded: {
      on: {
        'item.toggle': [
          {
            guard: { type: 'isOpenItem', params: ({ event }) => ({ item: event.item }) },
            target: 'collapsed',
            actions: 'collapse',
          },
          { actions: { type: 'openItem', params: ({ event }) => ({ item: event.item }) } },
        ],
        'accordion.collapse': { target: 'collapsed', actions: 'collapse' },
      },
    },
  },
});
