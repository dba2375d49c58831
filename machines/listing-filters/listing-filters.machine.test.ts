import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  listingFiltersMachine,
  type FilterQuery,
  type ListingFiltersEvent,
  type TypedPrice,
} from './listing-filters.machine.ts';
import {
  selectDraft,
  selectIsDrawerOpen,
  selectPriceBoxes,
  selectQuery,
} from './listing-filters.selectors.ts';
import { priceRangeOf, readPriceBound } from '#catalog/price-range.ts';

type Query = FilterQuery & { brands: string[] };
const plain: Query = { brands: [], page: 1 };
const hp: Query = { brands: ['hp'], page: 1 };

/** A box as the panel sends it: cents by the rule (as the money module converts them). */
const box = (text: string): TypedPrice => {
  const dollars = readPriceBound(text);
  return { text, cents: typeof dollars === 'number' ? dollars * 100 : dollars };
};

function start(query: Query = plain) {
  const actor = createActor(listingFiltersMachine, { input: { query } }).start();
  const requested: FilterQuery[] = [];
  actor.on('query.requested', ({ query }) => requested.push(query));
  return {
    actor,
    requested,
    send: (event: ListingFiltersEvent) => actor.send(event),
    query: () => selectQuery(actor.getSnapshot()),
    draft: () => selectDraft(actor.getSnapshot()),
    sidebar: () => selectPriceBoxes(actor.getSnapshot(), 'sidebar'),
    drawer: () => selectPriceBoxes(actor.getSnapshot(), 'drawer'),
    isDrawerOpen: () => selectIsDrawerOpen(actor.getSnapshot()),
  };
}

describe('the price rule', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['250', 250],
    [' 250 ', 250],
    ['0', 0],
    ['1000000', 1_000_000],
    ['1000001', 'invalid'],
    ['2.5', 'invalid'],
    ['1e3', 'invalid'],
    ['-5', 'invalid'],
    ['$250', 'invalid'],
    ['cheap', 'invalid'],
  ])('reads %j as %j', (text, bound) => {
    expect(readPriceBound(text)).toBe(bound);
  });

  it('turns a range given backwards round, and takes a minimum of 0 for none', () => {
    expect(priceRangeOf(900, 100)).toEqual({ min: 100, max: 900 });
    expect(priceRangeOf(100, 900)).toEqual({ min: 100, max: 900 });
    expect(priceRangeOf(0, 500)).toEqual({ min: undefined, max: 500 });
    expect(priceRangeOf(5, 0)).toEqual({ min: undefined, max: 5 });
    expect(priceRangeOf(undefined, 0)).toEqual({ min: undefined, max: 0 });
  });
});

describe('listing-filters machine: the listing', () => {
  it('shows the query it starts with', () => {
    const { query, actor } = start(hp);
    expect(query()).toBe(hp);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('shows a choice at once and asks for it, until the listing shows what it loads', () => {
    const { send, query, requested, actor } = start();
    send({ type: 'query.change', query: hp });
    expect(query()).toBe(hp);
    expect(requested).toEqual([hp]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);

    const loaded = { ...hp };
    send({ type: 'query.shown', query: loaded });
    expect(query()).toBe(loaded);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('follows the listing back and forward', () => {
    const { send, query } = start(hp);
    send({ type: 'query.shown', query: plain });
    expect(query()).toBe(plain);
  });
});

describe('listing-filters machine: the sidebar price', () => {
  it('applies with its button, on the first page, keeping the other filters', () => {
    const { send, requested, sidebar } = start({ ...hp, page: 3 });
    send({ type: 'price.typed', panel: 'sidebar', min: box('500'), max: box('') });
    send({ type: 'price.typed', panel: 'sidebar', min: box('500'), max: box('1000') });
    expect(requested).toEqual([]);
    send({ type: 'price.apply', panel: 'sidebar' });
    expect(requested).toEqual([
      { brands: ['hp'], minPriceCents: 50_000, maxPriceCents: 100_000, page: 1 },
    ]);
    expect(sidebar()).toEqual({ typed: null, problem: null });
  });

  it('turns a range typed backwards round, as the URL does', () => {
    const { send, query } = start();
    send({ type: 'price.typed', panel: 'sidebar', min: box('900'), max: box('100') });
    send({ type: 'price.apply', panel: 'sidebar' });
    expect(query()).toMatchObject({ minPriceCents: 10_000, maxPriceCents: 90_000 });
  });

  it('explains boxes that are not whole dollars and applies nothing', () => {
    const { send, requested, sidebar } = start();
    send({ type: 'price.typed', panel: 'sidebar', min: box('cheap'), max: box('') });
    send({ type: 'price.apply', panel: 'sidebar' });
    expect(requested).toEqual([]);
    expect(sidebar().problem).toBe('notWhole');
    expect(sidebar().typed?.min.text).toBe('cheap');

    // Typing keeps the problem up until the next apply, which clears it.
    send({ type: 'price.typed', panel: 'sidebar', min: box('50'), max: box('') });
    expect(sidebar().problem).toBe('notWhole');
    send({ type: 'price.apply', panel: 'sidebar' });
    expect(sidebar().problem).toBeNull();
    expect(requested).toHaveLength(1);
  });

  it('keeps what was typed while other filters change, and shows the bounds again when they do', () => {
    const { send, sidebar } = start();
    send({ type: 'price.typed', panel: 'sidebar', min: box('70'), max: box('') });
    send({ type: 'query.change', query: hp });
    expect(sidebar().typed?.min.text).toBe('70');
    send({ type: 'query.shown', query: { ...hp, maxPriceCents: 10_000 } });
    expect(sidebar().typed).toBeNull();
  });
});

describe('listing-filters machine: the drawer', () => {
  it('starts a draft from what the controls show, and applies it as a whole', () => {
    const { send, draft, requested, isDrawerOpen, query } = start();
    send({ type: 'query.change', query: hp });
    send({ type: 'drawer.open' });
    expect(isDrawerOpen()).toBe(true);
    expect(draft()).toBe(hp);

    const hpInStock = { ...hp, inStockOnly: true };
    send({ type: 'draft.change', query: hpInStock });
    expect(query()).toBe(hp);
    send({ type: 'drawer.apply' });
    expect(isDrawerOpen()).toBe(false);
    expect(query()).toBe(hpInStock);
    expect(requested).toEqual([hp, hpInStock]);
  });

  it('changes the draft as prices are typed, turned round, and explains what is no price', () => {
    const { send, draft, drawer } = start();
    send({ type: 'drawer.open' });
    send({ type: 'price.typed', panel: 'drawer', min: box('900'), max: box('100') });
    expect(draft()).toMatchObject({ minPriceCents: 10_000, maxPriceCents: 90_000 });
    expect(drawer().typed?.min.text).toBe('900');

    send({ type: 'price.typed', panel: 'drawer', min: box('9x'), max: box('100') });
    expect(drawer().problem).toBe('notWhole');
    expect(draft()).toMatchObject({ minPriceCents: 10_000, maxPriceCents: 90_000 });
  });

  it('clears the draft and its price boxes', () => {
    const { send, draft, drawer } = start();
    send({ type: 'drawer.open' });
    send({ type: 'price.typed', panel: 'drawer', min: box('x'), max: box('') });
    send({ type: 'draft.clear', query: plain });
    expect(draft()).toBe(plain);
    expect(drawer()).toEqual({ typed: null, problem: null });
  });

  it('closing leaves the listing as it was; opening again starts from what is shown', () => {
    const { send, draft, drawer, requested, query } = start(hp);
    send({ type: 'drawer.open' });
    send({ type: 'draft.clear', query: plain });
    send({ type: 'price.typed', panel: 'drawer', min: box('5'), max: box('') });
    send({ type: 'drawer.close' });
    expect(query()).toBe(hp);
    expect(requested).toEqual([]);
    send({ type: 'drawer.open' });
    expect(draft()).toBe(hp);
    expect(drawer().typed).toBeNull();
  });

  it('takes no draft changes while closed, and leaves the sidebar boxes to the sidebar', () => {
    const { send, draft, sidebar } = start();
    send({ type: 'draft.change', query: hp });
    send({ type: 'price.typed', panel: 'drawer', min: box('5'), max: box('') });
    expect(draft()).toBe(plain);
    expect(sidebar().typed).toBeNull();
  });
});

describe('listing-filters machine: a store (availableAt)', () => {
  const atRiverside = { ...hp, availableAt: 'riverside' };

  it('asks for a store chosen in the sidebar at once, and keeps it when a price applies', () => {
    const { send, requested, query } = start(hp);
    send({ type: 'query.change', query: atRiverside });
    expect(requested).toEqual([atRiverside]);
    send({ type: 'query.shown', query: atRiverside });

    send({ type: 'price.typed', panel: 'sidebar', min: box(''), max: box('800') });
    send({ type: 'price.apply', panel: 'sidebar' });
    expect(query()).toEqual({ ...atRiverside, maxPriceCents: 80_000, page: 1 });

    // Its chip removed, or Back: the listing shows every store's products again.
    send({ type: 'query.shown', query: hp });
    expect(query()).toBe(hp);
  });

  it('asks for a store chosen in the drawer only with "Show N products"; closing forgets it', () => {
    const { send, requested, query, draft } = start(hp);
    send({ type: 'drawer.open' });
    send({ type: 'draft.change', query: atRiverside });
    expect(draft()).toBe(atRiverside);
    expect(query()).toBe(hp);
    send({ type: 'drawer.close' });
    expect(requested).toEqual([]);

    send({ type: 'drawer.open' });
    expect(draft()).toBe(hp);
    send({ type: 'draft.change', query: atRiverside });
    send({ type: 'drawer.apply' });
    expect(requested).toEqual([atRiverside]);
    expect(query()).toBe(atRiverside);
  });
});
