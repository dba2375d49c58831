import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tabsMachine, type TabsEvent, type TabsInput } from './tabs.machine.ts';
import { selectSelectedTab } from './tabs.selectors.ts';

const tabs = ['students', 'gamers', 'professionals', 'travelers'] as const;

function start(input: TabsInput = { tabs }) {
  const actor = createActor(tabsMachine, { input }).start();
  return {
    send: (event: TabsEvent) => actor.send(event),
    selected: () => selectSelectedTab(actor.getSnapshot()),
  };
}

describe('tabs machine', () => {
  it('selects the first tab by default', () => {
    expect(start().selected()).toBe('students');
  });

  it('starts on the given tab', () => {
    expect(start({ tabs, selected: 'professionals' }).selected()).toBe('professionals');
  });

  it('starts on the first tab when the given one is not in the list', () => {
    expect(start({ tabs, selected: 'pets' }).selected()).toBe('students');
  });

  it('selects a tab of the list', () => {
    const { send, selected } = start();
    send({ type: 'tab.select', tab: 'travelers' });
    expect(selected()).toBe('travelers');
  });

  it('ignores a tab that is not in the list', () => {
    const { send, selected } = start({ tabs, selected: 'gamers' });
    send({ type: 'tab.select', tab: 'pets' });
    expect(selected()).toBe('gamers');
  });

  it.each<[Exclude<TabsEvent, { type: 'tab.select' }>['type'], string, string]>([
    ['tab.next', 'students', 'gamers'],
    ['tab.next', 'professionals', 'travelers'],
    ['tab.next', 'travelers', 'students'],
    ['tab.previous', 'gamers', 'students'],
    ['tab.previous', 'travelers', 'professionals'],
    ['tab.previous', 'students', 'travelers'],
    ['tab.first', 'professionals', 'students'],
    ['tab.first', 'students', 'students'],
    ['tab.last', 'gamers', 'travelers'],
    ['tab.last', 'travelers', 'travelers'],
  ])('%s from %s selects %s', (type, from, to) => {
    const { send, selected } = start({ tabs, selected: from });
    send({ type });
    expect(selected()).toBe(to);
  });

  it('stays on the only tab of a one-tab list', () => {
    const { send, selected } = start({ tabs: ['students'] });
    send({ type: 'tab.next' });
    send({ type: 'tab.previous' });
    send({ type: 'tab.last' });
    expect(selected()).toBe('students');
  });
});
