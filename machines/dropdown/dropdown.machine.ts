import { assertEvent, assign, emit, not, setup } from 'xstate';
import { timing } from '#machines/timing.ts';

/**
 * The nav bar's dropdowns (one per category), of which at most one is open. Hovering opens a
 * dropdown after `openDelay` and closes it `closeDelay` after the pointer leaves; once one is
 * open, hovering another switches at once. A click opens at once (it does not close what the
 * pointer just opened). The keyboard opens at once: Enter or Space toggles, ArrowDown opens on
 * the first item; arrows, Home and End move among the items; Escape closes and asks for focus
 * back on the trigger (`trigger.refocus`). Following a link closes it (`dropdown.close`).
 */
export interface DropdownContext {
  /** The dropdown that is open, or about to open on hover. */
  menu: string | null;
  /** The item that has focus (index), or null while focus is on the trigger or the pointer rules. */
  item: number | null;
}

export type DropdownEvent =
  | { type: 'pointer.entered'; menu: string }
  | { type: 'pointer.left' }
  | { type: 'trigger.clicked'; menu: string }
  | { type: 'trigger.activated'; menu: string }
  | { type: 'trigger.arrowDown'; menu: string }
  | { type: 'item.focus'; to: 'next' | 'previous' | 'first' | 'last' | number; count: number }
  | { type: 'dropdown.dismiss' }
  | { type: 'dropdown.close' }
  | { type: 'focus.left'; menu: string };

export type DropdownEmitted = { type: 'trigger.refocus'; menu: string };

/** The events that name a dropdown: the actions and guard that read `menu` take only these. */
const MENU_EVENTS = [
  'pointer.entered',
  'trigger.clicked',
  'trigger.activated',
  'trigger.arrowDown',
  'focus.left',
] as const;

export const dropdownMachine = setup({
  types: {
    context: {} as DropdownContext,
    events: {} as DropdownEvent,
    emitted: {} as DropdownEmitted,
    tags: {} as 'visible',
  },
  delays: {
    openDelay: timing.navDropdown.openDelay,
    closeDelay: timing.navDropdown.closeDelay,
  },
  guards: {
    isOpenMenu: ({ context, event }) => {
      assertEvent(event, MENU_EVENTS);
      return event.menu === context.menu;
    },
  },
  actions: {
    showMenu: assign(({ event }) => {
      assertEvent(event, MENU_EVENTS);
      return { menu: event.menu, item: null };
    }),
    showMenuAtFirstItem: assign(({ event }) => {
      assertEvent(event, 'trigger.arrowDown');
      return { menu: event.menu, item: 0 };
    }),
    clear: assign({ menu: null, item: null }),
    moveItem: assign({
      item: ({ context, event }) => {
        assertEvent(event, 'item.focus');
        const { to, count } = event;
        const current = context.item;
        if (typeof to === 'number') return to;
        if (to === 'first') return 0;
        if (to === 'last') return count - 1;
        if (current === null) return to === 'next' ? 0 : count - 1;
        return (current + (to === 'next' ? 1 : count - 1)) % count;
      },
    }),
    refocusTrigger: emit(({ context }) => ({
      type: 'trigger.refocus' as const,
      menu: context.menu ?? '',
    })),
  },
}).createMachine({
  id: 'dropdown',
  context: { menu: null, item: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'pointer.entered': { target: 'opening', actions: 'showMenu' },
        'trigger.clicked': { target: 'visible', actions: 'showMenu' },
        'trigger.activated': { target: 'visible', actions: 'showMenu' },
        'trigger.arrowDown': { target: 'visible', actions: 'showMenuAtFirstItem' },
      },
    },
    opening: {
      after: { openDelay: 'visible' },
      on: {
        // Another trigger restarts the wait, so a pointer sweeping across the bar opens nothing.
        'pointer.entered': { target: 'opening', reenter: true, actions: 'showMenu' },
        'pointer.left': { target: 'closed', actions: 'clear' },
        'trigger.clicked': { target: 'visible', actions: 'showMenu' },
        'trigger.activated': { target: 'visible', actions: 'showMenu' },
        'trigger.arrowDown': { target: 'visible', actions: 'showMenuAtFirstItem' },
      },
    },
    visible: {
      tags: ['visible'],
      initial: 'open',
      on: {
        'trigger.activated': [
          { guard: 'isOpenMenu', target: 'closed', actions: 'clear' },
          { target: '.open', actions: 'showMenu' },
        ],
        'trigger.clicked': [
          { guard: 'isOpenMenu', target: '.open' },
          { target: '.open', actions: 'showMenu' },
        ],
        'trigger.arrowDown': { target: '.open', actions: 'showMenuAtFirstItem' },
        'item.focus': { target: '.open', actions: 'moveItem' },
        'dropdown.dismiss': { target: 'closed', actions: ['refocusTrigger', 'clear'] },
        'dropdown.close': { target: 'closed', actions: 'clear' },
        'focus.left': { guard: 'isOpenMenu', target: 'closed', actions: 'clear' },
      },
      states: {
        open: {
          on: {
            'pointer.entered': { guard: not('isOpenMenu'), actions: 'showMenu' },
            'pointer.left': 'closing',
          },
        },
        closing: {
          after: { closeDelay: { target: '#dropdown.closed', actions: 'clear' } },
          on: { 'pointer.entered': { target: 'open', actions: 'showMenu' } },
        },
      },
    },
  },
});
