import { afterAll, describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '#shop-api/orders.ts';
import type { StoreId } from '#shop-api/stores.ts';
import { LIMITS } from '#server/limits.ts';
import { newCaller, refusal } from '#server/testing/fakes.ts';
import {
  addTestProduct,
  ownTestDatabase,
  testEmail,
  testPhone,
  unitsAt,
} from '#server/testing/test-database.ts';
import { productStock, transferUnits } from './locations.ts';
import { changeStatus, getOrder, placeOrder, quote, storePickups, sweepHolds } from './orders.ts';

// Stock per location (docs/decisions/0043-stock-per-store.md): each order takes its units from
// one place and gives them back there; transfers; reservations that end by the server's clock.

// Its own: a sweep at a later moment ends every hold it finds, other files' orders too.
const database = await ownTestDatabase();
afterAll(() => database.close());
const staff = newCaller(true);
const DAY = 86_400_000;

const pickupAt = (store: StoreId): PlaceOrderRequest['fulfilment'] => ({
  type: 'pickup',
  store,
  payment: 'pay-at-store',
});
const delivery: PlaceOrderRequest['fulfilment'] = {
  type: 'delivery',
  address: { line1: '1 Road', city: 'Dhaka', postcode: '1205' },
  payment: 'cash-on-delivery',
};

let keys = 0;
const place = (
  lines: PlaceOrderRequest['lines'],
  fulfilment: PlaceOrderRequest['fulfilment'],
  now = new Date(),
) =>
  placeOrder(
    database.db,
    { lines, contact: { name: 'Ada', email: testEmail(), phone: testPhone() }, fulfilment },
    `locations-${Date.now()}-${(keys += 1)}`,
    null,
    { client: null, limits: LIMITS.hold },
    now,
  );

describe('an order takes its units from one location', () => {
  it('a pickup from its store, a delivery from the warehouse; a cancellation gives them back there', async () => {
    const id = await addTestProduct(database, { stock: 7, atStores: 3 });
    const { order: collected } = await place(
      [{ productId: id, quantity: 2 }],
      pickupAt('riverside'),
    );
    expect(await unitsAt(database, id, 'riverside')).toBe(1);
    expect(await unitsAt(database, id, 'warehouse')).toBe(7);
    expect(await unitsAt(database, id, 'northgate-plaza')).toBe(3);

    const { order: delivered } = await place([{ productId: id, quantity: 4 }], delivery);
    expect(await unitsAt(database, id, 'warehouse')).toBe(3);
    expect(await unitsAt(database, id, 'riverside')).toBe(1);

    await changeStatus(database.db, collected.number, 'cancelled', staff);
    expect(await unitsAt(database, id, 'riverside')).toBe(3);
    await changeStatus(database.db, delivered.number, 'cancelled', staff);
    expect(await unitsAt(database, id, 'warehouse')).toBe(7);
  });

  it('refuses a pickup at a store that lacks a line, naming it; the quote for that store says the same', async () => {
    const plenty = await addTestProduct(database, { stock: 9, atStores: 9 });
    const scarce = await addTestProduct(database, { stock: 9, atStores: 1 });
    const lines = [
      { productId: plenty, quantity: 2 },
      { productId: scarce, quantity: 2 },
    ];
    const problems = [{ productId: scarce, problem: 'too-few', available: 1 }];
    expect(
      (
        await quote(
          database.db,
          { lines, fulfilment: 'pickup', store: 'lakeview-mall' },
          null,
          new Date(),
        )
      ).problems,
    ).toEqual(problems);
    expect(await refusal(place(lines, pickupAt('lakeview-mall')))).toMatchObject({
      status: 409,
      code: 'order-not-accepted',
      lines: problems,
    });
    // Nothing was taken anywhere; the warehouse has both for delivery.
    expect(await unitsAt(database, plenty, 'lakeview-mall')).toBe(9);
    const { order } = await place(lines, delivery);
    expect(order.status).toBe('placed');
  });

  it('a store with no row for a product has none of it', async () => {
    const id = await addTestProduct(database, { stock: 5, atStores: 0 });
    expect(
      await refusal(place([{ productId: id, quantity: 1 }], pickupAt('riverside'))),
    ).toMatchObject({
      lines: [{ productId: id, problem: 'sold-out' }],
    });
  });
});

describe('a transfer between locations', () => {
  it('moves units and records the move in one transaction', async () => {
    const id = await addTestProduct(database, { stock: 10, atStores: 0 });
    const stock = await transferUnits(
      database.db,
      { productId: id, from: 'warehouse', to: 'northgate-plaza', quantity: 4 },
      staff.uid,
    );
    expect(stock.locations).toEqual([
      { location: 'warehouse', units: 6 },
      { location: 'circuit-square', units: 0 },
      { location: 'riverside', units: 0 },
      { location: 'lakeview-mall', units: 0 },
      { location: 'northgate-plaza', units: 4 },
    ]);
    expect(stock.transfers).toEqual([
      {
        id: expect.any(Number) as number,
        at: expect.any(String) as string,
        from: 'warehouse',
        to: 'northgate-plaza',
        quantity: 4,
      },
    ]);
  });

  it('refuses more units than the source has, changing nothing', async () => {
    const id = await addTestProduct(database, { stock: 10, atStores: 2 });
    expect(
      await refusal(
        transferUnits(
          database.db,
          { productId: id, from: 'riverside', to: 'warehouse', quantity: 3 },
          staff.uid,
        ),
      ),
    ).toMatchObject({
      status: 409,
      code: 'too-few-units',
      message: 'Only 2 units are there to move, not 3.',
    });
    const after = await productStock(database.db, id);
    expect(after.transfers).toEqual([]);
    expect(await unitsAt(database, id, 'riverside')).toBe(2);
    expect(await unitsAt(database, id, 'warehouse')).toBe(10);
  });

  it('many transfers both ways at once: every unit is somewhere, none made or lost', async () => {
    const id = await addTestProduct(database, { stock: 20, atStores: 20 });
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        transferUnits(
          database.db,
          index % 2
            ? { productId: id, from: 'warehouse', to: 'riverside', quantity: 1 }
            : { productId: id, from: 'riverside', to: 'warehouse', quantity: 1 },
          staff.uid,
        ),
      ),
    );
    expect(await unitsAt(database, id, 'warehouse')).toBe(20);
    expect(await unitsAt(database, id, 'riverside')).toBe(20);
    expect((await productStock(database.db, id)).transfers).toHaveLength(20);
  });
});

describe("a reservation, by the server's clock", () => {
  it('a pickup is reminded a day before its 3 days end, then cancelled and its units returned to its store', async () => {
    const placedAt = new Date('2030-01-10T10:00:00Z');
    const id = await addTestProduct(database, { stock: 5, atStores: 2 });
    const { order } = await place(
      [{ productId: id, quantity: 2 }],
      pickupAt('circuit-square'),
      placedAt,
    );
    expect(order.reservedUntil).toBe('2030-01-13T10:00:00.000Z');
    expect(await unitsAt(database, id, 'circuit-square')).toBe(0);

    await sweepHolds(database.db, new Date(placedAt.getTime() + 2 * DAY - 60_000));
    expect((await getOrder(database.db, order.number, staff)).status).toBe('placed');
    await sweepHolds(database.db, new Date(placedAt.getTime() + 2 * DAY));
    const pickups = await storePickups(
      database.db,
      'circuit-square',
      new Date(placedAt.getTime() + 2 * DAY),
    );
    expect(pickups.find((pickup) => pickup.number === order.number)).toMatchObject({
      status: 'placed',
      itemCount: 2,
      reservedUntil: '2030-01-13T10:00:00.000Z',
    });

    await sweepHolds(database.db, new Date(placedAt.getTime() + 3 * DAY));
    const ended = await getOrder(database.db, order.number, staff);
    expect(ended.status).toBe('cancelled');
    expect(ended.reservedUntil).toBeUndefined();
    expect(ended.events.at(-1)).toMatchObject({ status: 'cancelled', by: 'shop' });
    expect(await unitsAt(database, id, 'circuit-square')).toBe(2);
    expect(
      (await storePickups(database.db, 'circuit-square', placedAt)).some(
        (pickup) => pickup.number === order.number,
      ),
    ).toBe(false);
  });

  it('a collected pickup and a confirmed delivery are left as they are', async () => {
    const placedAt = new Date('2030-02-10T10:00:00Z');
    const id = await addTestProduct(database, { stock: 5, atStores: 5 });
    const { order: pickup } = await place(
      [{ productId: id, quantity: 1 }],
      pickupAt('riverside'),
      placedAt,
    );
    const { order: cod } = await place([{ productId: id, quantity: 1 }], delivery, placedAt);
    for (const status of ['confirmed', 'ready-for-pickup', 'collected'] as const) {
      await changeStatus(database.db, pickup.number, status, staff);
    }
    const confirmed = await changeStatus(database.db, cod.number, 'confirmed', staff);
    expect(confirmed.reservedUntil).toBeUndefined();
    await sweepHolds(database.db, new Date(placedAt.getTime() + 30 * DAY));
    expect((await getOrder(database.db, pickup.number, staff)).status).toBe('collected');
    expect((await getOrder(database.db, cod.number, staff)).status).toBe('confirmed');
  });

  it('three sweeps at once cancel an ended order once', async () => {
    const placedAt = new Date('2030-03-10T10:00:00Z');
    const id = await addTestProduct(database, { stock: 5, atStores: 5 });
    const { order } = await place(
      [{ productId: id, quantity: 3 }],
      pickupAt('lakeview-mall'),
      placedAt,
    );
    const later = new Date(placedAt.getTime() + 4 * DAY);
    await Promise.all([1, 2, 3].map(() => sweepHolds(database.db, later)));
    const ended = await getOrder(database.db, order.number, staff);
    expect(ended.events.filter((event) => event.status === 'cancelled')).toHaveLength(1);
    expect(await unitsAt(database, id, 'lakeview-mall')).toBe(5);
  });
});
