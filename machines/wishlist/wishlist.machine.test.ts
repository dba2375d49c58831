import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { wishlistMachine, type WishlistEmitted, type WishlistEvent } from './wishlist.machine.ts';
import { selectIsChecked, selectIsSaved, selectProductIds } from './wishlist.selectors.ts';

/** Products the catalog no longer sells, in the default fake catalog. */
const withdrawn = ['old-radio', 'old-tv'];

interface StartOptions {
  /** Ids kept from an earlier visit. */
  productIds?: string[];
  /** The catalog's answer to `findUnavailable`; by default the `withdrawn` ones among `ids`. */
  findUnavailable?: (ids: string[]) => Promise<string[]>;
  /** Part of the stored wishlist could not be read. */
  unreadable?: boolean;
  /** The browser refuses to store the wishlist (storage full or turned off). */
  storageRefused?: boolean;
}

function start({
  productIds = [],
  findUnavailable = (ids) => Promise.resolve(ids.filter((id) => withdrawn.includes(id))),
  unreadable = false,
  storageRefused = false,
}: StartOptions = {}) {
  const saved: string[][] = [];
  const emitted: WishlistEmitted[] = [];
  const checks: string[][] = [];
  const otherTab = { save: (_ids: string[]) => {} };
  const logic = wishlistMachine.provide({
    actors: {
      findUnavailable: fromPromise(({ input }) => {
        checks.push(input.ids);
        return findUnavailable(input.ids);
      }),
      watchStorage: fromCallback<WishlistEvent>(({ sendBack }) => {
        otherTab.save = (ids) => sendBack({ type: 'wishlist.storageChanged', productIds: ids });
      }),
    },
    actions: {
      saveProductIds: ({ self }, params) => {
        if (storageRefused) self.send({ type: 'wishlist.saveFailed' });
        else saved.push(params.productIds);
      },
    },
  });
  const actor = createActor(logic, { input: { productIds, unreadable } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    saved,
    emitted,
    checks,
    otherTab,
    toggle: (productId: string) =>
      actor.send({ type: 'wishlist.toggle', productId, name: `The ${productId}` }),
    remove: (productId: string) => actor.send({ type: 'wishlist.remove', productId }),
    ids: () => selectProductIds(actor.getSnapshot()),
    isSaved: (productId: string) => selectIsSaved(actor.getSnapshot(), productId),
    checked: () => waitFor(actor, selectIsChecked),
  };
}

describe('wishlist machine: the shopper', () => {
  it('starts empty and ready, without asking the catalog', () => {
    const wishlist = start();
    expect(wishlist.ids()).toEqual([]);
    expect(selectIsChecked(wishlist.actor.getSnapshot())).toBe(true);
    expect(wishlist.checks).toEqual([]);
    expect(wishlist.saved).toEqual([]);
  });

  it('toggles a product in and out, keeping the order products were saved in, saving each change', () => {
    const wishlist = start();
    wishlist.toggle('phone');
    wishlist.toggle('cable');
    wishlist.toggle('laptop');
    expect(wishlist.ids()).toEqual(['phone', 'cable', 'laptop']);
    expect(wishlist.isSaved('cable')).toBe(true);

    wishlist.toggle('cable');
    expect(wishlist.ids()).toEqual(['phone', 'laptop']);
    expect(wishlist.isSaved('cable')).toBe(false);

    // Saved again, it goes to the end: the wishlist lists the latest save last.
    wishlist.toggle('cable');
    expect(wishlist.ids()).toEqual(['phone', 'laptop', 'cable']);
    expect(wishlist.saved).toEqual([
      ['phone'],
      ['phone', 'cable'],
      ['phone', 'cable', 'laptop'],
      ['phone', 'laptop'],
      ['phone', 'laptop', 'cable'],
    ]);
  });

  it('tells what a toggle did, with the product name, for the shopper to be told', () => {
    const wishlist = start();
    wishlist.toggle('phone');
    wishlist.toggle('cable');
    wishlist.toggle('phone');
    expect(wishlist.emitted).toEqual([
      { type: 'wishlist.toggled', name: 'The phone', saved: true },
      { type: 'wishlist.toggled', name: 'The cable', saved: true },
      { type: 'wishlist.toggled', name: 'The phone', saved: false },
    ]);
  });

  it('removes a saved product and saves, and refuses to remove one that is not saved', () => {
    const wishlist = start();
    wishlist.toggle('phone');
    wishlist.toggle('cable');
    wishlist.remove('phone');
    expect(wishlist.ids()).toEqual(['cable']);
    expect(wishlist.saved.at(-1)).toEqual(['cable']);

    const savedBefore = wishlist.saved.length;
    const removeUnsaved = { type: 'wishlist.remove', productId: 'phone' } as const;
    expect(wishlist.actor.getSnapshot().can(removeUnsaved)).toBe(false);
    wishlist.remove('phone');
    expect(wishlist.ids()).toEqual(['cable']);
    expect(wishlist.saved).toHaveLength(savedBefore);
  });

  it('takes the ids another tab saved, without saving them back', () => {
    const wishlist = start();
    wishlist.toggle('phone');
    wishlist.otherTab.save(['cable', 'laptop']);
    expect(wishlist.ids()).toEqual(['cable', 'laptop']);
    expect(wishlist.saved).toEqual([['phone']]);
  });
});

describe('wishlist machine: a wishlist kept from an earlier visit', () => {
  it('shows its products at once, then checks them against the catalog', async () => {
    const wishlist = start({ productIds: ['phone', 'cable'] });
    expect(wishlist.ids()).toEqual(['phone', 'cable']);
    expect(wishlist.actor.getSnapshot().matches('validating')).toBe(true);
    expect(selectIsChecked(wishlist.actor.getSnapshot())).toBe(false);
    await wishlist.checked();
    expect(wishlist.checks).toEqual([['phone', 'cable']]);
    expect(wishlist.ids()).toEqual(['phone', 'cable']);
    expect(wishlist.emitted).toEqual([]);
  });

  it('drops the products the catalog no longer sells, with one notice, and saves the rest', async () => {
    const wishlist = start({ productIds: ['old-radio', 'phone', 'old-tv', 'cable'] });
    await wishlist.checked();
    expect(wishlist.ids()).toEqual(['phone', 'cable']);
    expect(wishlist.emitted).toEqual([{ type: 'wishlist.itemsDropped', count: 2 }]);
    expect(wishlist.saved).toEqual([['phone', 'cable']]);
  });

  it('says, as it starts, that part of the stored wishlist could not be read, and only that', async () => {
    const wishlist = start({ productIds: ['phone'], unreadable: true });
    expect(wishlist.emitted).toEqual([{ type: 'wishlist.unreadableDropped' }]);
    // Saved as read at once, so the next visit reads it whole and says nothing.
    expect(wishlist.saved).toEqual([['phone']]);
    await wishlist.checked();
    expect(wishlist.ids()).toEqual(['phone']);
    expect(wishlist.emitted).toEqual([{ type: 'wishlist.unreadableDropped' }]);
  });

  it('keeps every id when the catalog cannot be reached', async () => {
    const wishlist = start({
      productIds: ['old-radio', 'phone'],
      findUnavailable: () => Promise.reject(new Error('offline')),
    });
    await wishlist.checked();
    expect(wishlist.ids()).toEqual(['old-radio', 'phone']);
    expect(wishlist.emitted).toEqual([]);
    expect(wishlist.saved).toEqual([]);
  });

  it('keeps a product saved while the check runs', async () => {
    let answer = (_unavailable: string[]) => {};
    const wishlist = start({
      productIds: ['old-radio', 'phone'],
      findUnavailable: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    wishlist.toggle('cable');
    expect(wishlist.ids()).toEqual(['old-radio', 'phone', 'cable']);
    answer(['old-radio']);
    await wishlist.checked();
    expect(wishlist.ids()).toEqual(['phone', 'cable']);
    expect(wishlist.saved.at(-1)).toEqual(['phone', 'cable']);
  });
});

describe('wishlist machine: a browser that refuses to store the wishlist', () => {
  it('keeps the wishlist working for the page and says once that it cannot be saved', () => {
    const wishlist = start({ storageRefused: true });
    wishlist.toggle('phone');
    wishlist.toggle('cable');
    wishlist.remove('phone');
    expect(wishlist.ids()).toEqual(['cable']);
    expect(wishlist.emitted.filter((event) => event.type === 'wishlist.cannotSave')).toHaveLength(
      1,
    );
    expect(wishlist.emitted.filter((event) => event.type === 'wishlist.toggled')).toHaveLength(2);
  });
});

describe('wishlist machine: properties', () => {
  const steps = fc.array(
    fc.record({
      type: fc.constantFrom('wishlist.toggle' as const, 'wishlist.remove' as const),
      productId: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      name: fc.constant('A product'),
    }),
    { maxLength: 40 },
  );

  it('holds each id once, in the order of a set kept in insertion order, and saves what it holds', () => {
    fc.assert(
      fc.property(steps, (events) => {
        const wishlist = start();
        const model = new Set<string>();
        for (const event of events) {
          wishlist.actor.send(event);
          if (event.type === 'wishlist.toggle' && !model.has(event.productId)) {
            model.add(event.productId);
          } else {
            model.delete(event.productId);
          }
          expect(wishlist.ids()).toEqual([...model]);
          expect(new Set(wishlist.ids()).size).toBe(wishlist.ids().length);
          expect(wishlist.saved.at(-1) ?? []).toEqual(wishlist.ids());
        }
      }),
    );
  });
});
