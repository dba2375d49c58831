import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { searchMachine, type SearchEmitted, type SearchEvent } from './search.machine';
import { selectIsDialogOpen, selectQuery } from './search.selectors';

function start() {
  const actor = createActor(searchMachine).start();
  const requested: string[] = [];
  actor.on('search.requested', (event: SearchEmitted) => requested.push(event.query));
  return {
    requested,
    send: (event: SearchEvent) => actor.send(event),
    isOpen: () => selectIsDialogOpen(actor.getSnapshot()),
    query: () => selectQuery(actor.getSnapshot()),
  };
}

describe('search machine: the dialog', () => {
  it('starts closed and opens from its trigger', () => {
    const { send, isOpen } = start();
    expect(isOpen()).toBe(false);
    send({ type: 'dialog.toggle' });
    expect(isOpen()).toBe(true);
  });

  it('closes from its trigger', () => {
    const { send, isOpen } = start();
    send({ type: 'dialog.toggle' });
    send({ type: 'dialog.toggle' });
    expect(isOpen()).toBe(false);
  });

  it('closes from the close button, Escape or a click outside (dialog.close)', () => {
    const { send, isOpen } = start();
    send({ type: 'dialog.open' });
    send({ type: 'dialog.close' });
    expect(isOpen()).toBe(false);
    send({ type: 'dialog.close' });
    expect(isOpen()).toBe(false);
  });

  it('keeps what was typed when it closes and opens again', () => {
    const { send, query } = start();
    send({ type: 'dialog.open' });
    send({ type: 'query.changed', query: 'usb-c hub' });
    send({ type: 'dialog.close' });
    send({ type: 'dialog.open' });
    expect(query()).toBe('usb-c hub');
  });
});

describe('search machine: submitting', () => {
  it('asks for the trimmed query and closes the dialog', () => {
    const { send, isOpen, requested } = start();
    send({ type: 'dialog.open' });
    send({ type: 'query.changed', query: '  gaming laptop ' });
    send({ type: 'query.submit' });
    expect(requested).toEqual(['gaming laptop']);
    expect(isOpen()).toBe(false);
  });

  it('asks for the search page with an empty query when nothing was typed', () => {
    const { send, requested } = start();
    send({ type: 'query.changed', query: '   ' });
    send({ type: 'query.submit' });
    expect(requested).toEqual(['']);
  });

  it('searches from the header box, where no dialog is open', () => {
    const { send, requested, isOpen } = start();
    send({ type: 'query.changed', query: 'router' });
    send({ type: 'query.submit' });
    expect(requested).toEqual(['router']);
    expect(isOpen()).toBe(false);
  });
});
