import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { disclosureMachine, type DisclosureEvent } from './disclosure.machine';
import { selectIsOpen } from './disclosure.selectors';

function start() {
  const actor = createActor(disclosureMachine).start();
  const send = (type: DisclosureEvent['type']) => actor.send({ type });
  const isOpen = () => selectIsOpen(actor.getSnapshot());
  return { send, isOpen };
}

describe('disclosure machine', () => {
  it('starts closed', () => {
    expect(start().isOpen()).toBe(false);
  });

  it('opens and closes, and a second open or close changes nothing', () => {
    const { send, isOpen } = start();
    send('disclosure.open');
    send('disclosure.open');
    expect(isOpen()).toBe(true);
    send('disclosure.close');
    send('disclosure.close');
    expect(isOpen()).toBe(false);
  });
});
