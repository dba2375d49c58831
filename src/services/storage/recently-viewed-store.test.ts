import { describe, expect, it } from 'vitest';
import {
  createRecentlyViewedStore,
  parseRecentViews,
  recentlyViewedStore,
} from './recently-viewed-store.ts';

const key = 'voltbay.recentlyViewed';
const view = (productId: string, viewedAt: number) => ({ productId, viewedAt });

describe('recentlyViewedStore', () => {
  it('reads nothing when nothing is stored, and reads back what it wrote, newest first', () => {
    expect(recentlyViewedStore.read()).toEqual({ value: [], unreadable: false });
    expect(recentlyViewedStore.write([view('vb-0003', 30), view('vb-0001', 10)])).toBe(true);
    expect(recentlyViewedStore.read().value).toEqual([view('vb-0003', 30), view('vb-0001', 10)]);
  });

  it.each([
    ['text that is not JSON', '{"version":1,"data":['],
    ['views of another version', JSON.stringify({ version: 2, data: [view('vb-0001', 1)] })],
    ['a bare list', JSON.stringify([view('vb-0001', 1)])],
  ])('discards %s and reports it unreadable', (_, text) => {
    localStorage.setItem(key, text);
    expect(recentlyViewedStore.read()).toEqual({ value: [], unreadable: true });
  });

  it('keeps the views of two tabs saved one right after the other, newest first', () => {
    localStorage.setItem(key, JSON.stringify({ version: 1, data: [view('vb-0001', 10)] }));
    const first = createRecentlyViewedStore();
    const second = createRecentlyViewedStore();
    first.read();
    second.read();
    first.write([view('vb-0002', 20), view('vb-0001', 10)]);
    second.write([view('vb-0003', 30), view('vb-0001', 10)]);
    expect(recentlyViewedStore.read().value.map((kept) => kept.productId)).toEqual([
      'vb-0003',
      'vb-0002',
      'vb-0001',
    ]);
  });

  it("applies one tab's Clear to what that tab knew, keeping what another tab viewed since", () => {
    localStorage.setItem(key, JSON.stringify({ version: 1, data: [view('vb-0001', 10)] }));
    const first = createRecentlyViewedStore();
    const second = createRecentlyViewedStore();
    first.read();
    second.read();
    second.write([view('vb-0002', 20), view('vb-0001', 10)]);
    first.write([]);
    expect(recentlyViewedStore.read().value).toEqual([view('vb-0002', 20)]);
  });
});

describe('parseRecentViews', () => {
  it('keeps usable views, each product at its latest, newest first, and reports the rest', () => {
    expect(
      parseRecentViews([
        view('vb-0001', 10),
        view('../x', 20),
        { productId: 'vb-0002' },
        view('vb-0003', 1.5),
        'vb-0004',
        null,
        view('vb-0002', 30),
        view('vb-0001', 40),
      ]),
    ).toEqual({ value: [view('vb-0001', 40), view('vb-0002', 30)], unreadable: true });
  });

  it('reads nothing, and reports it, from data that is not a list', () => {
    expect(parseRecentViews({ 0: view('vb-0001', 1) })).toEqual({ value: [], unreadable: true });
  });
});
