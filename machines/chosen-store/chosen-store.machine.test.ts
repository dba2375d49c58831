import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { StoreId } from '#shop-api/stores.ts';
import { chosenStoreMachine, type ChosenStoreEvent } from './chosen-store.machine.ts';
import { selectChosenStoreId, storesChosenFirst } from './chosen-store.selectors.ts';

function start(storeId: StoreId | null = null) {
  const saved: (StoreId | null)[] = [];
  const otherTab = { save: (_storeId: StoreId | null) => {} };
  const actor = createActor(
    chosenStoreMachine.provide({
      actors: {
        watchStorage: fromCallback<ChosenStoreEvent>(({ sendBack }) => {
          otherTab.save = (stored) => sendBack({ type: 'store.storageChanged', storeId: stored });
        }),
      },
      actions: { saveStoreId: (_, { storeId: kept }) => void saved.push(kept) },
    }),
    { input: { storeId } },
  ).start();
  return {
    saved,
    otherTab,
    choose: (id: string) => actor.send({ type: 'store.choose', storeId: id }),
    forget: () => actor.send({ type: 'store.forget' }),
    chosen: () => selectChosenStoreId(actor.getSnapshot()),
  };
}

describe('chosen store machine', () => {
  it('starts from the store kept from an earlier visit', () => {
    expect(start('riverside').chosen()).toBe('riverside');
    expect(start().chosen()).toBeNull();
  });

  it('keeps and saves the store the shopper chooses, and a change of it', () => {
    const chosen = start();
    chosen.choose('lakeview-mall');
    expect(chosen.chosen()).toBe('lakeview-mall');
    chosen.choose('northgate-plaza');
    expect(chosen.chosen()).toBe('northgate-plaza');
    expect(chosen.saved).toEqual(['lakeview-mall', 'northgate-plaza']);
  });

  it('ignores an id that is not one of the shop’s stores, and the store already chosen', () => {
    const chosen = start('riverside');
    chosen.choose('warehouse');
    chosen.choose('no-such-store');
    chosen.choose('riverside');
    expect(chosen.chosen()).toBe('riverside');
    expect(chosen.saved).toEqual([]);
  });

  it('forgets the store, saved once', () => {
    const chosen = start('riverside');
    chosen.forget();
    chosen.forget();
    expect(chosen.chosen()).toBeNull();
    expect(chosen.saved).toEqual([null]);
  });

  it("follows another tab's choice without saving it again", () => {
    const chosen = start('riverside');
    chosen.otherTab.save('circuit-square');
    expect(chosen.chosen()).toBe('circuit-square');
    chosen.otherTab.save(null);
    expect(chosen.chosen()).toBeNull();
    expect(chosen.saved).toEqual([]);
  });
});

describe('storesChosenFirst', () => {
  it('puts the chosen store first and keeps the shop’s order for the others', () => {
    expect(storesChosenFirst('lakeview-mall').map(({ id }) => id)).toEqual([
      'lakeview-mall',
      'circuit-square',
      'riverside',
      'northgate-plaza',
    ]);
    expect(storesChosenFirst(null).map(({ id }) => id)).toEqual([
      'circuit-square',
      'riverside',
      'lakeview-mall',
      'northgate-plaza',
    ]);
  });
});
