import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { liveStockMachine, type LiveStockLevel } from './live-stock.machine.ts';
import { selectLivePrice, selectLiveStock } from './live-stock.selectors.ts';

function start(readStock: (productIds: string[]) => Promise<LiveStockLevel[]>) {
  const asked: string[][] = [];
  const logic = liveStockMachine.provide({
    actors: {
      readStock: fromPromise(({ input }) => {
        asked.push(input.productIds);
        return readStock(input.productIds);
      }),
    },
  });
  const actor = createActor(logic, { input: { productIds: ['phone', 'cable'] } }).start();
  return { actor, asked };
}

describe('live stock machine', () => {
  it("asks the server once for the page's products and keeps its counts", async () => {
    const { actor, asked } = start(() =>
      Promise.resolve([
        { productId: 'phone', stock: 3, priceCents: 49_900 },
        { productId: 'cable', stock: 0, priceCents: 900 },
      ]),
    );
    expect(actor.getSnapshot().value).toBe('checking');
    expect(selectLiveStock('phone')(actor.getSnapshot())).toBeUndefined();
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('live');
    expect(asked).toEqual([['phone', 'cable']]);
    expect(selectLiveStock('phone')(actor.getSnapshot())).toBe(3);
    expect(selectLiveStock('cable')(actor.getSnapshot())).toBe(0);
    expect(selectLivePrice('phone', 59_900)(actor.getSnapshot())).toBe(49_900);
  });

  it('leaves a product the server does not know to the build', async () => {
    const { actor } = start(() =>
      Promise.resolve([{ productId: 'phone', stock: 3, priceCents: 49_900 }]),
    );
    await toPromise(actor);
    expect(selectLiveStock('cable')(actor.getSnapshot())).toBeUndefined();
    expect(selectLivePrice('cable', 900)(actor.getSnapshot())).toBe(900);
  });

  it('is unconfirmed, with no counts, when the server cannot be asked', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('unconfirmed');
    expect(selectLiveStock('phone')(actor.getSnapshot())).toBeUndefined();
  });
});
