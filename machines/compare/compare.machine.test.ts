import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { compareMachine, type CompareEvent } from './compare.machine.ts';
import { COMPARE_LIMIT } from './compare.rules.ts';
import {
  selectLeftOut,
  selectOnlyDifferences,
  selectPending,
  selectProductIds,
} from './compare.selectors.ts';

function start(productIds: string[] = [], unreadable = false) {
  const saved: string[][] = [];
  const otherTab = { save: (_ids: string[]) => {} };
  const actor = createActor(
    compareMachine.provide({
      actors: {
        watchStorage: fromCallback<CompareEvent>(({ sendBack }) => {
          otherTab.save = (ids) => sendBack({ type: 'compare.storageChanged', productIds: ids });
        }),
      },
      actions: { saveProductIds: (_, { productIds: kept }) => void saved.push(kept) },
    }),
    { input: { productIds, unreadable } },
  ).start();
  return {
    saved,
    otherTab,
    send: (event: CompareEvent) => actor.send(event),
    toggle: (productId: string) => actor.send({ type: 'compare.toggle', productId }),
    ids: () => selectProductIds(actor.getSnapshot()),
    pending: () => selectPending(actor.getSnapshot()),
    snapshot: () => actor.getSnapshot(),
  };
}

const id = (n: number) => `vb-${String(n).padStart(4, '0')}`;
const four = [id(1), id(2), id(3), id(4)];

describe('compare machine', () => {
  it('adds a product on Compare and takes it out on a second Compare, saving each change', () => {
    const compare = start();
    compare.toggle(id(1));
    compare.toggle(id(2));
    expect(compare.ids()).toEqual([id(1), id(2)]);
    compare.toggle(id(1));
    expect(compare.ids()).toEqual([id(2)]);
    expect(compare.saved).toEqual([[id(1)], [id(1), id(2)], [id(2)]]);
  });

  it(`holds ${COMPARE_LIMIT}; a fifth waits for the shopper to say which one it replaces`, () => {
    const compare = start(four);
    compare.toggle(id(5));
    expect(compare.ids()).toEqual(four);
    expect(compare.pending()).toBe(id(5));
    expect(compare.saved).toEqual([]);
    compare.send({ type: 'compare.replace', productId: id(2) });
    expect(compare.ids()).toEqual([id(1), id(3), id(4), id(5)]);
    expect(compare.pending()).toBeNull();
    expect(compare.saved).toEqual([[id(1), id(3), id(4), id(5)]]);
  });

  it('keeps the list as it is when the shopper cancels the replacement', () => {
    const compare = start(four);
    compare.toggle(id(5));
    compare.send({ type: 'compare.cancel' });
    expect(compare.ids()).toEqual(four);
    expect(compare.pending()).toBeNull();
    expect(compare.snapshot().matches('ready')).toBe(true);
  });

  it('replaces nothing with a product that is not in the list', () => {
    const compare = start(four);
    compare.toggle(id(5));
    compare.send({ type: 'compare.replace', productId: id(9) });
    expect(compare.ids()).toEqual(four);
    expect(compare.pending()).toBe(id(5));
  });

  it('lets the waiting product in when one of the four is removed meanwhile', () => {
    const compare = start(four);
    compare.toggle(id(5));
    compare.send({ type: 'compare.remove', productId: id(3) });
    expect(compare.ids()).toEqual([id(1), id(2), id(4), id(5)]);
    expect(compare.pending()).toBeNull();
  });

  it('waits with the latest product when another Compare is pressed while asked', () => {
    const compare = start(four);
    compare.toggle(id(5));
    compare.toggle(id(6));
    expect(compare.pending()).toBe(id(6));
    // Compare on one of the four while asked: that one makes room.
    compare.toggle(id(1));
    expect(compare.ids()).toEqual([id(2), id(3), id(4), id(6)]);
  });

  it("opens a shared link's products in place of the list, dropping a waiting product", () => {
    const compare = start(four);
    compare.toggle(id(5));
    compare.send({
      type: 'compare.open',
      link: { productIds: [id(7), id(8)], unknown: 2, repeated: 1, overLimit: 0 },
    });
    expect(compare.ids()).toEqual([id(7), id(8)]);
    expect(compare.pending()).toBeNull();
    expect(compare.saved.at(-1)).toEqual([id(7), id(8)]);
    expect(selectLeftOut(compare.snapshot())).toEqual({
      unknown: 2,
      repeated: 1,
      overLimit: 0,
      dropped: 0,
    });
  });

  it('keeps its own list when a link names no product the shop sells, and says so', () => {
    const compare = start([id(1)]);
    compare.send({
      type: 'compare.open',
      link: { productIds: [], unknown: 3, repeated: 0, overLimit: 0 },
    });
    expect(compare.ids()).toEqual([id(1)]);
    expect(compare.saved).toEqual([]);
    expect(selectLeftOut(compare.snapshot()).unknown).toBe(3);
  });

  it('drops products the catalog does not sell, and clears', () => {
    const compare = start([id(1), id(2), id(3)]);
    compare.send({ type: 'compare.drop', productIds: [id(2), id(9)] });
    expect(compare.ids()).toEqual([id(1), id(3)]);
    expect(selectLeftOut(compare.snapshot()).dropped).toBe(1);
    compare.send({ type: 'compare.clear' });
    expect(compare.ids()).toEqual([]);
    expect(compare.saved).toEqual([[id(1), id(3)], []]);
    compare.send({ type: 'compare.clear' });
    expect(compare.saved).toHaveLength(2);
  });

  it('switches to the differing rows only, and back', () => {
    const compare = start();
    expect(selectOnlyDifferences(compare.snapshot())).toBe(false);
    compare.send({ type: 'compare.showOnlyDifferences', only: true });
    expect(selectOnlyDifferences(compare.snapshot())).toBe(true);
    compare.send({ type: 'compare.showOnlyDifferences', only: false });
    expect(selectOnlyDifferences(compare.snapshot())).toBe(false);
  });

  it('starts from a stored list cut to the limit, each once, and saves what could be read', () => {
    const compare = start([id(1), id(1), id(2), id(3), id(4), id(5)], true);
    expect(compare.ids()).toEqual(four);
    expect(compare.saved).toEqual([four]);
    expect(compare.snapshot().context.unreadable).toBe(true);
  });

  it("takes another tab's list without saving it back", () => {
    const compare = start([id(1)]);
    compare.otherTab.save([id(3), id(4)]);
    expect(compare.ids()).toEqual([id(3), id(4)]);
    expect(compare.saved).toEqual([]);
  });

  it('never holds more than the limit, nor a product twice, whatever is pressed', () => {
    const action = fc.oneof(
      fc.record({
        type: fc.constant('compare.toggle' as const),
        n: fc.integer({ min: 1, max: 8 }),
      }),
      fc.record({
        type: fc.constant('compare.replace' as const),
        n: fc.integer({ min: 1, max: 8 }),
      }),
      fc.record({
        type: fc.constant('compare.remove' as const),
        n: fc.integer({ min: 1, max: 8 }),
      }),
      fc.record({ type: fc.constant('compare.cancel' as const), n: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const compare = start();
        for (const { type, n } of actions) {
          compare.send(type === 'compare.cancel' ? { type } : { type, productId: id(n) });
        }
        const ids = compare.ids();
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(COMPARE_LIMIT);
        const pending = compare.pending();
        if (pending !== null) {
          expect(ids).toHaveLength(COMPARE_LIMIT);
          expect(ids).not.toContain(pending);
        }
      }),
    );
  });
});
