import { assign, setup } from 'xstate';

/** The tabs in their order; a tab list has at least one, so one is always selected. */
export type TabList = readonly [string, ...string[]];

export interface TabsInput {
  tabs: TabList;
  /** The tab selected at the start; the first one when missing or not in the list. */
  selected?: string;
}

export interface TabsContext {
  tabs: TabList;
  selected: string;
}

export type TabsEvent =
  | { type: 'tab.select'; tab: string }
  | { type: 'tab.next' }
  | { type: 'tab.previous' }
  | { type: 'tab.first' }
  | { type: 'tab.last' };

// The tab `step` places away from the selected one, wrapping round at either end.
const stepFrom = ({ tabs, selected }: TabsContext, step: 1 | -1) =>
  tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length] ?? selected;

/** The tab `tab.select` names, read by its guard and its action alike. */
const tabOf = ({ event }: { event: { tab: string } }) => ({ tab: event.tab });

/**
 * A tab list's selection (the home page's use-case tabs): a click selects a tab, ArrowRight and
 * ArrowLeft move to the next or previous one (wrapping round), Home and End to the first or last.
 */
export const tabsMachine = setup({
  types: {
    input: {} as TabsInput,
    context: {} as TabsContext,
    events: {} as TabsEvent,
  },
  guards: {
    isListedTab: ({ context }, { tab }: { tab: string }) => context.tabs.includes(tab),
  },
  actions: {
    selectTab: assign((_, { tab }: { tab: string }) => ({ selected: tab })),
    selectNext: assign({ selected: ({ context }) => stepFrom(context, 1) }),
    selectPrevious: assign({ selected: ({ context }) => stepFrom(context, -1) }),
    selectFirst: assign({ selected: ({ context }) => context.tabs[0] }),
    selectLast: assign({ selected: ({ context }) => context.tabs.at(-1) ?? context.tabs[0] }),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({
    tabs: input.tabs,
    selected:
      input.selected !== undefined && input.tabs.includes(input.selected)
        ? input.selected
        : input.tabs[0],
  }),
  on: {
    'tab.select': {
      guard: { type: 'isListedTab', params: tabOf },
      actions: { type: 'selectTab', params: tabOf },
    },
    'tab.next': { actions: 'selectNext' },
    'tab.previous': { actions: 'selectPrevious' },
    'tab.first': { actions: 'selectFirst' },
    'tab.last': { actions: 'selectLast' },
  },
});
