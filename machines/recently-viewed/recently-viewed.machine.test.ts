import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  RECENTLY_VIEWED_LIMIT,
  recentlyViewedMachine,
  type RecentlyViewedEvent,
  type RecentView,
} from './recently-viewed.machine.ts';
import { selectViewedIds } from './recently-viewed.selectors.ts';

function start(views: RecentView[] = []) {
  const saved: RecentView[][] = [];
  const otherTab = { save: (_views: RecentView[]) => {} };
  const actor = createActor(
    recentlyViewedMachine.provide({
      actors: {
        watchStorage: fromCallback<RecentlyViewedEvent>(({ sendBack }) => {
          otherTab.save = (stored) => sendBack({ type: 'recent.storageChanged', views: stored });
        }),
      },
      actions: { saveViews: (_, { views: kept }) => void saved.push(kept) },
    }),
    { input: { views } },
  ).start();
  let clock = 1_000;
  return {
    saved,
    otherTab,
    view: (productId: string) =>
      actor.send({ type: 'recent.viewed', view: { productId, viewedAt: (clock += 1) } }),
    clear: () => actor.send({ type: 'recent.clear' }),
    ids: () => selectViewedIds(actor.getSnapshot()),
  };
}

const id = (n: number) => `vb-${String(n).padStart(4, '0')}`;

describe('recently viewed machine', () => {
  it('keeps the products opened, newest first, and saves each change', () => {
    const recent = start();
    recent.view(id(1));
    recent.view(id(2));
    recent.view(id(3));
    expect(recent.ids()).toEqual([id(3), id(2), id(1)]);
    expect(recent.saved.at(-1)?.map((view) => view.productId)).toEqual([id(3), id(2), id(1)]);
  });

  it('moves a product opened again to the front, keeping it once', () => {
    const recent = start();
    recent.view(id(1));
    recent.view(id(2));
    recent.view(id(1));
    expect(recent.ids()).toEqual([id(1), id(2)]);
  });

  it(`keeps the newest ${RECENTLY_VIEWED_LIMIT} only`, () => {
    const recent = start();
    for (let n = 1; n <= 14; n += 1) recent.view(id(n));
    expect(recent.ids()).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(recent.ids()[0]).toBe(id(14));
    expect(recent.ids()).not.toContain(id(2));
    expect(recent.ids()).toContain(id(3));
  });

  it('starts from the views kept from an earlier visit, and forgets them all on Clear', () => {
    const recent = start([
      { productId: id(5), viewedAt: 20 },
      { productId: id(4), viewedAt: 10 },
    ]);
    expect(recent.ids()).toEqual([id(5), id(4)]);
    recent.clear();
    expect(recent.ids()).toEqual([]);
    expect(recent.saved).toEqual([[]]);
    // Nothing left to clear: nothing saved again.
    recent.clear();
    expect(recent.saved).toHaveLength(1);
  });

  it("takes another tab's views without saving them back", () => {
    const recent = start();
    recent.view(id(1));
    recent.otherTab.save([
      { productId: id(9), viewedAt: 50 },
      { productId: id(1), viewedAt: 40 },
    ]);
    expect(recent.ids()).toEqual([id(9), id(1)]);
    expect(recent.saved).toHaveLength(1);
  });

  it('holds each product once, at most the limit, the last opened first, whatever is opened', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 60 }), (opened) => {
        const recent = start();
        for (const n of opened) recent.view(id(n));
        const ids = recent.ids();
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT);
        if (opened.length > 0) expect(ids[0]).toBe(id(opened.at(-1) ?? 0));
      }),
    );
  });
});
