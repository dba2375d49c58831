import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accordionMachine, type AccordionInput } from './accordion.machine.ts';
import { selectOpenItem } from './accordion.selectors.ts';

function start(input?: AccordionInput) {
  const actor = createActor(accordionMachine, { input }).start();
  return {
    actor,
    toggle: (item: string) => actor.send({ type: 'item.toggle', item }),
    openItem: () => selectOpenItem(actor.getSnapshot()),
  };
}

describe('accordion machine', () => {
  it('starts with every section closed', () => {
    const { actor, openItem } = start();
    expect(openItem()).toBeNull();
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('starts with the given section open', () => {
    const { actor, openItem } = start({ openItem: 'gaming' });
    expect(openItem()).toBe('gaming');
    expect(actor.getSnapshot().value).toBe('expanded');
  });

  it('keeps one section open at a time: opening another closes the first', () => {
    const { toggle, openItem } = start();
    toggle('phones');
    expect(openItem()).toBe('phones');
    toggle('laptops');
    expect(openItem()).toBe('laptops');
  });

  it('collapses when the open section is toggled again', () => {
    const { actor, toggle, openItem } = start();
    toggle('phones');
    toggle('phones');
    expect(openItem()).toBeNull();
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('collapses everything on accordion.collapse', () => {
    const { actor, toggle, openItem } = start();
    toggle('phones');
    actor.send({ type: 'accordion.collapse' });
    expect(openItem()).toBeNull();
    expect(actor.getSnapshot().value).toBe('collapsed');
  });
});
