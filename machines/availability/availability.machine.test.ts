import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LocationUnits } from '#shop-api/availability.ts';
import { availabilityMachine } from './availability.machine.ts';
import { selectCouldNotCheck, selectUnitsAt } from './availability.selectors.ts';

const units: LocationUnits = {
  warehouse: 12,
  'circuit-square': 0,
  riverside: 2,
  'lakeview-mall': 7,
  'northgate-plaza': 1,
};

function start(readUnits: (productId: string) => Promise<LocationUnits | null>) {
  const asked: string[] = [];
  const actor = createActor(
    availabilityMachine.provide({
      actors: {
        readUnits: fromPromise(({ input }) => {
          asked.push(input.productId);
          return readUnits(input.productId);
        }),
      },
    }),
    { input: { productId: 'vb-0001' } },
  ).start();
  return { actor, asked, done: () => waitFor(actor, (snapshot) => snapshot.status === 'done') };
}

describe('availability machine', () => {
  it('counts nothing while it asks the server for the product', () => {
    const { actor, asked } = start(() => new Promise(() => {}));
    expect(asked).toEqual(['vb-0001']);
    expect(selectUnitsAt('warehouse')(actor.getSnapshot())).toBeUndefined();
    expect(selectCouldNotCheck(actor.getSnapshot())).toBe(false);
  });

  it("keeps the server's units at each location", async () => {
    const { actor, done } = start(() => Promise.resolve(units));
    await done();
    expect(selectUnitsAt('warehouse')(actor.getSnapshot())).toBe(12);
    expect(selectUnitsAt('circuit-square')(actor.getSnapshot())).toBe(0);
    expect(selectUnitsAt('riverside')(actor.getSnapshot())).toBe(2);
    expect(selectCouldNotCheck(actor.getSnapshot())).toBe(false);
  });

  it('could not check when the server fails', async () => {
    const { actor, done } = start(() => Promise.reject(new Error('offline')));
    await done();
    expect(selectCouldNotCheck(actor.getSnapshot())).toBe(true);
    expect(selectUnitsAt('riverside')(actor.getSnapshot())).toBeUndefined();
  });

  it('could not check a product the server does not know, rather than count it as none', async () => {
    const { actor, done } = start(() => Promise.resolve(null));
    await done();
    expect(selectCouldNotCheck(actor.getSnapshot())).toBe(true);
    expect(selectUnitsAt('warehouse')(actor.getSnapshot())).toBeUndefined();
  });
});
