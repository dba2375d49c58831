import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { timing } from '#machines/timing.ts';
import { dropdownMachine, type DropdownEmitted, type DropdownEvent } from './dropdown.machine.ts';
import { selectFocusedItem, selectOpenMenu } from './dropdown.selectors.ts';

const { openDelay, closeDelay } = timing.navDropdown;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(dropdownMachine, { clock }).start();
  const refocused: DropdownEmitted[] = [];
  actor.on('trigger.refocus', (event) => refocused.push(event));
  return {
    clock,
    refocused,
    send: (event: DropdownEvent) => actor.send(event),
    openMenu: () => selectOpenMenu(actor.getSnapshot()),
    focusedItem: () => selectFocusedItem(actor.getSnapshot()),
  };
}

describe('dropdown machine: pointer, with the nav bar timing (100 ms open, 200 ms close)', () => {
  it('opens 100 ms after the pointer rests on a trigger, not before', () => {
    const { send, clock, openMenu } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(openDelay - 1);
    expect(openMenu()).toBeNull();
    clock.increment(1);
    expect(openMenu()).toBe('gaming');
  });

  it('opens nothing when the pointer passes over a trigger in under 100 ms', () => {
    const { send, clock, openMenu } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(openDelay / 2);
    send({ type: 'pointer.left' });
    clock.increment(openDelay * 10);
    expect(openMenu()).toBeNull();
  });

  it('restarts the wait when the pointer moves on to another trigger before opening', () => {
    const { send, clock, openMenu } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(openDelay - 10);
    send({ type: 'pointer.entered', menu: 'software' });
    clock.increment(openDelay - 10);
    expect(openMenu()).toBeNull();
    clock.increment(10);
    expect(openMenu()).toBe('software');
  });

  it('stays 200 ms after the pointer leaves, then closes', () => {
    const { send, clock, openMenu } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(openDelay);
    send({ type: 'pointer.left' });
    clock.increment(closeDelay - 1);
    expect(openMenu()).toBe('gaming');
    clock.increment(1);
    expect(openMenu()).toBeNull();
  });

  it('stays open when the pointer comes back within 200 ms', () => {
    const { send, clock, openMenu } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(openDelay);
    send({ type: 'pointer.left' });
    clock.increment(closeDelay - 50);
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(closeDelay * 5);
    expect(openMenu()).toBe('gaming');
  });

  it('switches at once to another dropdown while one is open, so only one is ever open', () => {
    const { send, clock, openMenu } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(openDelay);
    send({ type: 'pointer.entered', menu: 'software' });
    expect(openMenu()).toBe('software');
    send({ type: 'pointer.left' });
    clock.increment(closeDelay - 1);
    send({ type: 'pointer.entered', menu: 'networking' });
    expect(openMenu()).toBe('networking');
  });
});

describe('dropdown machine: clicks', () => {
  it('a click opens at once and does not close what the pointer opened', () => {
    const { send, clock, openMenu } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    send({ type: 'trigger.clicked', menu: 'gaming' });
    expect(openMenu()).toBe('gaming');
    clock.increment(openDelay);
    send({ type: 'trigger.clicked', menu: 'gaming' });
    expect(openMenu()).toBe('gaming');
    send({ type: 'trigger.clicked', menu: 'software' });
    expect(openMenu()).toBe('software');
  });

  it('following a link closes the dropdown without moving focus', () => {
    const { send, openMenu, refocused } = start();
    send({ type: 'trigger.clicked', menu: 'gaming' });
    send({ type: 'dropdown.close' });
    expect(openMenu()).toBeNull();
    expect(refocused).toEqual([]);
  });
});

describe('dropdown machine: keyboard', () => {
  it('Enter or Space on a trigger opens at once and again closes', () => {
    const { send, openMenu, focusedItem } = start();
    send({ type: 'trigger.activated', menu: 'gaming' });
    expect(openMenu()).toBe('gaming');
    expect(focusedItem()).toBeNull();
    send({ type: 'trigger.activated', menu: 'gaming' });
    expect(openMenu()).toBeNull();
  });

  it('activating another trigger switches to its dropdown', () => {
    const { send, openMenu } = start();
    send({ type: 'trigger.activated', menu: 'gaming' });
    send({ type: 'trigger.activated', menu: 'software' });
    expect(openMenu()).toBe('software');
  });

  it('ArrowDown opens on the first item; arrows wrap; Home and End jump', () => {
    const { send, openMenu, focusedItem } = start();
    send({ type: 'trigger.arrowDown', menu: 'gaming' });
    expect(openMenu()).toBe('gaming');
    expect(focusedItem()).toBe(0);
    const move = (to: 'next' | 'previous' | 'first' | 'last') =>
      send({ type: 'item.focus', to, count: 3 });
    move('next');
    move('next');
    expect(focusedItem()).toBe(2);
    move('next');
    expect(focusedItem()).toBe(0);
    move('previous');
    expect(focusedItem()).toBe(2);
    move('first');
    expect(focusedItem()).toBe(0);
    move('last');
    expect(focusedItem()).toBe(2);
  });

  it('an item focused by Tab is where the arrows continue from', () => {
    const { send, focusedItem } = start();
    send({ type: 'trigger.activated', menu: 'gaming' });
    send({ type: 'item.focus', to: 2, count: 5 });
    send({ type: 'item.focus', to: 'next', count: 5 });
    expect(focusedItem()).toBe(3);
  });

  it('ArrowUp from the trigger of an open dropdown goes to the last item', () => {
    const { send, focusedItem } = start();
    send({ type: 'trigger.activated', menu: 'gaming' });
    send({ type: 'item.focus', to: 'previous', count: 4 });
    expect(focusedItem()).toBe(3);
  });

  it('Escape closes and asks for focus back on the trigger', () => {
    const { send, openMenu, refocused } = start();
    send({ type: 'trigger.arrowDown', menu: 'gaming' });
    send({ type: 'dropdown.dismiss' });
    expect(openMenu()).toBeNull();
    expect(refocused).toEqual([{ type: 'trigger.refocus', menu: 'gaming' }]);
  });

  it('Escape during the close delay still closes at once', () => {
    const { send, clock, openMenu, refocused } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(openDelay);
    send({ type: 'pointer.left' });
    send({ type: 'dropdown.dismiss' });
    expect(openMenu()).toBeNull();
    expect(refocused).toHaveLength(1);
  });

  it('closes when focus leaves the open dropdown, and ignores focus leaving another', () => {
    const { send, openMenu } = start();
    send({ type: 'trigger.activated', menu: 'gaming' });
    send({ type: 'focus.left', menu: 'software' });
    expect(openMenu()).toBe('gaming');
    send({ type: 'focus.left', menu: 'gaming' });
    expect(openMenu()).toBeNull();
  });

  it('a keyboard move keeps a dropdown open that the pointer is leaving', () => {
    const { send, clock, openMenu, focusedItem } = start();
    send({ type: 'pointer.entered', menu: 'gaming' });
    clock.increment(openDelay);
    send({ type: 'pointer.left' });
    send({ type: 'item.focus', to: 'first', count: 5 });
    clock.increment(closeDelay * 5);
    expect(openMenu()).toBe('gaming');
    expect(focusedItem()).toBe(0);
  });
});
