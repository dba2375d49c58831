import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { timing } from '#machines/timing.ts';
import { searchMachine, type SearchEmitted, type SearchEvent } from './search.machine.ts';
import {
  selectAnsweredCount,
  selectHighlighted,
  selectIsDialogOpen,
  selectQuery,
  selectSuggestions,
} from './search.selectors.ts';
import type { SearchSuggestion } from './search.types.ts';

const delay = timing.searchSuggestDelay;

const suggestion = (id: string): SearchSuggestion => ({
  id,
  name: id,
  image: { url: `/images/${id}.svg`, width: 400, height: 300 },
  priceCents: 10000,
});

/** Answers the suggest actor when the test says so, so answers can arrive in any order. */
function pendingAnswers() {
  const calls: { query: string; answer: (ids: string[]) => void; fail: () => void }[] = [];
  const suggest = fromPromise<SearchSuggestion[], { query: string }>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({
          query: input.query,
          answer: (ids) => resolve(ids.map(suggestion)),
          fail: () => reject(new Error('offline')),
        });
      }),
  );
  return { calls, suggest };
}

function start() {
  const clock = new SimulatedClock();
  const answers = pendingAnswers();
  const actor = createActor(searchMachine.provide({ actors: { suggest: answers.suggest } }), {
    clock,
  }).start();
  const emitted: SearchEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    clock,
    calls: answers.calls,
    emitted,
    settle,
    send: (event: SearchEvent) => actor.send(event),
    /** Types `query` and lets the pause pass, so the suggest actor is asked. */
    typeAndPause: (query: string) => {
      actor.send({ type: 'query.changed', query });
      clock.increment(delay);
    },
    answer: async (ids: string[], call = answers.calls.length - 1) => {
      answers.calls[call]!.answer(ids);
      await settle();
    },
    isOpen: () => selectIsDialogOpen(actor.getSnapshot()),
    query: () => selectQuery(actor.getSnapshot()),
    shown: () => selectSuggestions(actor.getSnapshot()).map((item) => item.id),
    highlighted: () => selectHighlighted(actor.getSnapshot()),
    answeredCount: () => selectAnsweredCount(actor.getSnapshot()),
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

  it('stays open while the shopper types and suggestions come', async () => {
    const { send, isOpen, typeAndPause, answer } = start();
    send({ type: 'dialog.open' });
    typeAndPause('sams');
    await answer(['galaxy']);
    send({ type: 'query.changed', query: 'samsu' });
    expect(isOpen()).toBe(true);
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
    const { send, isOpen, emitted } = start();
    send({ type: 'dialog.open' });
    send({ type: 'query.changed', query: '  gaming laptop ' });
    send({ type: 'query.submit' });
    expect(emitted).toEqual([{ type: 'search.requested', query: 'gaming laptop' }]);
    expect(isOpen()).toBe(false);
  });

  it('asks for the search page with an empty query when nothing was typed', () => {
    const { send, emitted } = start();
    send({ type: 'query.changed', query: '   ' });
    send({ type: 'query.submit' });
    expect(emitted).toEqual([{ type: 'search.requested', query: '' }]);
  });

  it('searches from the header box, where no dialog is open', () => {
    const { send, emitted, isOpen } = start();
    send({ type: 'query.changed', query: 'router' });
    send({ type: 'query.submit' });
    expect(emitted).toEqual([{ type: 'search.requested', query: 'router' }]);
    expect(isOpen()).toBe(false);
  });
});

describe('search machine: suggestions while typing', () => {
  it('asks for suggestions 150 ms after the last key, not before', async () => {
    const { send, clock, calls, answer, shown, answeredCount } = start();
    send({ type: 'query.changed', query: 'i' });
    send({ type: 'query.changed', query: 'ip' });
    clock.increment(delay - 1);
    send({ type: 'query.changed', query: 'iph ' });
    clock.increment(delay - 1);
    expect(calls).toHaveLength(0);
    clock.increment(1);
    expect(calls.map((call) => call.query)).toEqual(['iph']);
    await answer(['iphone-15', 'iphone-16']);
    expect(shown()).toEqual(['iphone-15', 'iphone-16']);
    expect(answeredCount()).toBe(2);
  });

  it('asks nothing for a blank or one-letter query, and closes the list for one', async () => {
    const { send, clock, calls, typeAndPause, answer, shown } = start();
    typeAndPause(' ');
    typeAndPause('i');
    expect(calls).toHaveLength(0);
    typeAndPause('ip');
    await answer(['ipad']);
    send({ type: 'query.changed', query: 'i' });
    clock.increment(delay * 10);
    expect(shown()).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('keeps the previous list up while the next answer is awaited, then replaces it', async () => {
    const { typeAndPause, answer, shown, answeredCount } = start();
    typeAndPause('ip');
    await answer(['ipad', 'iphone']);
    typeAndPause('iph');
    expect(shown()).toEqual(['ipad', 'iphone']);
    expect(answeredCount()).toBeNull();
    await answer(['iphone']);
    expect(shown()).toEqual(['iphone']);
  });

  it('ignores an answer for an older query that arrives late', async () => {
    const { typeAndPause, answer, shown } = start();
    typeAndPause('ip');
    typeAndPause('iph');
    await answer(['iphone'], 1);
    await answer(['ipad', 'iphone'], 0);
    expect(shown()).toEqual(['iphone']);
  });

  it('says there are no suggestions when the answer is empty, and shows no list', async () => {
    const { typeAndPause, answer, shown, answeredCount } = start();
    typeAndPause('xyzzy');
    await answer([]);
    expect(shown()).toEqual([]);
    expect(answeredCount()).toBe(0);
  });

  it('shows no list when the suggestions cannot be loaded; Enter still searches', async () => {
    const { typeAndPause, calls, settle, shown, send, emitted } = start();
    typeAndPause('ipad');
    calls[0]!.fail();
    await settle();
    expect(shown()).toEqual([]);
    send({ type: 'query.submit' });
    expect(emitted).toEqual([{ type: 'search.requested', query: 'ipad' }]);
  });
});

describe('search machine: the keyboard on the list (WAI-ARIA combobox)', () => {
  async function withList() {
    const search = start();
    search.typeAndPause('ip');
    await search.answer(['ipad', 'iphone', 'ipad-mini']);
    return search;
  }

  it('moves the highlight down and up, wrapping at both ends', async () => {
    const { send, highlighted } = await withList();
    expect(highlighted()).toBeNull();
    send({ type: 'suggestion.next' });
    expect(highlighted()).toBe(0);
    send({ type: 'suggestion.next' });
    send({ type: 'suggestion.next' });
    expect(highlighted()).toBe(2);
    send({ type: 'suggestion.next' });
    expect(highlighted()).toBe(0);
    send({ type: 'suggestion.previous' });
    expect(highlighted()).toBe(2);
  });

  it('starts from the last suggestion on ArrowUp', async () => {
    const { send, highlighted } = await withList();
    send({ type: 'suggestion.previous' });
    expect(highlighted()).toBe(2);
  });

  it('opens the highlighted product on Enter, and closes the list and the dialog', async () => {
    const { send, emitted, shown, isOpen } = await withList();
    send({ type: 'dialog.open' });
    send({ type: 'suggestion.next' });
    send({ type: 'suggestion.next' });
    send({ type: 'query.submit' });
    expect(emitted).toEqual([{ type: 'product.requested', productId: 'iphone' }]);
    expect(shown()).toEqual([]);
    expect(isOpen()).toBe(false);
  });

  it('opens the product a pointer chooses', async () => {
    const { send, emitted } = await withList();
    send({ type: 'suggestion.choose', index: 2 });
    expect(emitted).toEqual([{ type: 'product.requested', productId: 'ipad-mini' }]);
  });

  it('searches on Enter when nothing is highlighted', async () => {
    const { send, emitted } = await withList();
    send({ type: 'query.submit' });
    expect(emitted).toEqual([{ type: 'search.requested', query: 'ip' }]);
  });

  it('drops the highlight when the query changes', async () => {
    const { send, highlighted } = await withList();
    send({ type: 'suggestion.next' });
    send({ type: 'query.changed', query: 'ipa' });
    expect(highlighted()).toBeNull();
  });

  it('closes the list on Escape and keeps the query; ArrowDown opens it again', async () => {
    const { send, shown, query, highlighted, calls } = await withList();
    send({ type: 'escape' });
    expect(shown()).toEqual([]);
    expect(query()).toBe('ip');
    send({ type: 'suggestion.next' });
    expect(shown()).toEqual(['ipad', 'iphone', 'ipad-mini']);
    expect(highlighted()).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('clears the header box on a second Escape', async () => {
    const { send, query } = await withList();
    send({ type: 'escape' });
    send({ type: 'escape' });
    expect(query()).toBe('');
  });

  it('in the dialog, a second Escape closes the dialog and keeps the query', async () => {
    const { send, query, isOpen } = await withList();
    send({ type: 'dialog.open' });
    send({ type: 'escape' });
    expect(isOpen()).toBe(true);
    send({ type: 'escape' });
    expect(isOpen()).toBe(false);
    expect(query()).toBe('ip');
  });

  it('closes the list when the field is left, and leaves the dialog open', async () => {
    const { send, shown, isOpen } = await withList();
    send({ type: 'dialog.open' });
    send({ type: 'field.left' });
    expect(shown()).toEqual([]);
    expect(isOpen()).toBe(true);
  });

  it('asks at once on ArrowDown when the query has no answer yet', async () => {
    const { send, calls, answer, highlighted, shown } = start();
    send({ type: 'query.changed', query: 'ipad' });
    send({ type: 'field.left' });
    send({ type: 'suggestion.next' });
    expect(calls.map((call) => call.query)).toEqual(['ipad']);
    await answer(['ipad']);
    expect(shown()).toEqual(['ipad']);
    expect(highlighted()).toBeNull();
  });
});

describe('search machine: the query of the address', () => {
  it('shows the search page query', () => {
    const { send, query } = start();
    send({ type: 'query.synced', query: 'iphone' });
    expect(query()).toBe('iphone');
  });

  it('follows a new search page address after a search', () => {
    const { send, query } = start();
    send({ type: 'query.changed', query: 'ipad' });
    send({ type: 'query.submit' });
    send({ type: 'query.synced', query: 'ipad' });
    send({ type: 'query.synced', query: 'iphone' });
    expect(query()).toBe('iphone');
  });

  it('never overwrites what the shopper is typing', () => {
    const { send, query } = start();
    send({ type: 'query.synced', query: 'ipad' });
    send({ type: 'query.changed', query: 'ipad pro' });
    send({ type: 'query.synced', query: 'laptop' });
    expect(query()).toBe('ipad pro');
  });

  it('follows the address again once the shopper has left the field', () => {
    const { send, query } = start();
    send({ type: 'query.changed', query: 'ipad pro' });
    send({ type: 'field.left' });
    send({ type: 'query.synced', query: 'laptop' });
    expect(query()).toBe('laptop');
  });
});
