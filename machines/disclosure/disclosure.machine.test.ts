import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { timing } from '../timing';
import {
  disclosureMachine,
  type DisclosureEvent,
  type DisclosureInput,
} from './disclosure.machine';
import { selectIsOpen } from './disclosure.selectors';

function start(input?: DisclosureInput) {
  const clock = new SimulatedClock();
  const actor = createActor(disclosureMachine, { clock, input }).start();
  const send = (type: DisclosureEvent['type']) => actor.send({ type });
  const isOpen = () => selectIsOpen(actor.getSnapshot());
  return { actor, clock, send, isOpen };
}

describe('disclosure machine: clicks and keys', () => {
  it('starts closed', () => {
    expect(start().isOpen()).toBe(false);
  });

  it('opens and closes', () => {
    const { send, isOpen } = start();
    send('disclosure.open');
    expect(isOpen()).toBe(true);
    send('disclosure.open');
    expect(isOpen()).toBe(true);
    send('disclosure.close');
    expect(isOpen()).toBe(false);
  });

  it('toggles', () => {
    const { send, isOpen } = start();
    send('disclosure.toggle');
    expect(isOpen()).toBe(true);
    send('disclosure.toggle');
    expect(isOpen()).toBe(false);
  });

  it('closes at once on Escape (disclosure.close) even while waiting out a close delay', () => {
    const { send, isOpen, actor } = start(timing.navDropdown);
    send('disclosure.open');
    send('pointer.left');
    expect(actor.getSnapshot().value).toBe('closing');
    send('disclosure.close');
    expect(isOpen()).toBe(false);
  });

  it('opens and closes at once on hover when no delays are given', () => {
    const { send, isOpen, clock } = start();
    send('pointer.entered');
    clock.increment(0);
    expect(isOpen()).toBe(true);
    send('pointer.left');
    clock.increment(0);
    expect(isOpen()).toBe(false);
  });
});

describe('disclosure machine: hover delays (nav dropdown, 100 ms open, 200 ms close)', () => {
  const { openDelay, closeDelay } = timing.navDropdown;

  it('opens only after the pointer rests for the open delay', () => {
    const { send, isOpen, clock } = start(timing.navDropdown);
    send('pointer.entered');
    clock.increment(openDelay - 1);
    expect(isOpen()).toBe(false);
    clock.increment(1);
    expect(isOpen()).toBe(true);
  });

  it('does not open when the pointer passes over quicker than the open delay', () => {
    const { send, isOpen, clock } = start(timing.navDropdown);
    send('pointer.entered');
    clock.increment(openDelay / 2);
    send('pointer.left');
    clock.increment(openDelay * 10);
    expect(isOpen()).toBe(false);
  });

  it('stays open for the close delay after the pointer leaves, then closes', () => {
    const { send, isOpen, clock } = start(timing.navDropdown);
    send('pointer.entered');
    clock.increment(openDelay);
    send('pointer.left');
    clock.increment(closeDelay - 1);
    expect(isOpen()).toBe(true);
    clock.increment(1);
    expect(isOpen()).toBe(false);
  });

  it('stays open when the pointer comes back within the close delay', () => {
    const { send, isOpen, clock } = start(timing.navDropdown);
    send('pointer.entered');
    clock.increment(openDelay);
    send('pointer.left');
    clock.increment(closeDelay - 1);
    send('pointer.entered');
    clock.increment(closeDelay * 10);
    expect(isOpen()).toBe(true);
  });

  it('a click while waiting to open opens at once', () => {
    const { send, isOpen } = start(timing.navDropdown);
    send('pointer.entered');
    send('disclosure.toggle');
    expect(isOpen()).toBe(true);
  });
});
