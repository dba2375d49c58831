import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '#shop-api/orders.ts';
import { newCaller, refusal } from '#server/testing/fakes.ts';
import {
  addTestProduct,
  sharedTestDatabase,
  testEmail,
  testPhone,
} from '#server/testing/test-database.ts';
import { products } from '#server/store/schema.ts';
import {
  changeStatus,
  getOrder,
  listOrders,
  listStaffOrders,
  placeOrder,
  quote,
  trackOrder,
  type Caller,
} from './orders.ts';
import { ShopError } from './problems.ts';

const database = await sharedTestDatabase();

const stockOf = async (id: string) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
    ?.stock;

const delivery: PlaceOrderRequest['fulfilment'] = {
  type: 'delivery',
  address: { line1: '1 Road', city: 'Dhaka', postcode: '1205' },
  payment: 'cash-on-delivery',
};

function orderFor(lines: PlaceOrderRequest['lines'], email = testEmail()): PlaceOrderRequest {
  return {
    lines,
    contact: { name: 'Ada Lovelace', email, phone: testPhone() },
    fulfilment: delivery,
  };
}

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;

describe('placing an order', () => {
  it("prices every line from the shop's table, takes the stock and records the first event", async () => {
    const id = await addTestProduct(database, { stock: 5, priceCents: 4000 });
    const { order, replayed } = await placeOrder(
      database.db,
      orderFor([{ productId: id, quantity: 2 }]),
      newKey(),
      null,
    );
    expect(replayed).toBe(false);
    expect(order.number).toMatch(/^VB-\d{10}$/);
    expect(order.lines).toEqual([
      {
        productId: id,
        name: `Test product ${id}`,
        unitPriceCents: 4000,
        quantity: 2,
        lineTotalCents: 8000,
        discountCents: 0,
      },
    ]);
    // $80 is not over $100: delivery is charged.
    expect(order).toMatchObject({
      status: 'placed',
      subtotalCents: 8000,
      deliveryCents: 5000,
      totalCents: 13000,
    });
    expect(order.events.map((event) => [event.status, event.by])).toEqual([['placed', 'shopper']]);
    expect(await stockOf(id)).toBe(3);
  });

  it('delivers free over $100 and charges nothing for a pickup', async () => {
    const id = await addTestProduct(database, { priceCents: 10001 });
    const { order } = await placeOrder(
      database.db,
      orderFor([{ productId: id, quantity: 1 }]),
      newKey(),
      null,
    );
    expect(order).toMatchObject({ deliveryCents: 0, totalCents: 10001 });
    const cheap = await addTestProduct(database, { priceCents: 500 });
    const { order: pickup } = await placeOrder(
      database.db,
      {
        ...orderFor([{ productId: cheap, quantity: 1 }]),
        fulfilment: { type: 'pickup', store: 'riverside', payment: 'pay-at-store' },
      },
      newKey(),
      null,
    );
    expect(pickup).toMatchObject({ deliveryCents: 0, totalCents: 500 });
  });

  it('names each line that cannot be sold as asked, and takes no stock at all', async () => {
    const plenty = await addTestProduct(database, { stock: 50 });
    const soldOut = await addTestProduct(database, { stock: 0 });
    const fewLeft = await addTestProduct(database, { stock: 2 });
    const gone = await addTestProduct(database, { sold: false });
    const repriced = await addTestProduct(database, { priceCents: 1999 });
    const error = await refusal(
      placeOrder(
        database.db,
        orderFor([
          { productId: plenty, quantity: 1 },
          { productId: soldOut, quantity: 1 },
          { productId: fewLeft, quantity: 3 },
          { productId: gone, quantity: 1 },
          { productId: 'never-sold-here', quantity: 1 },
          { productId: repriced, quantity: 1, priceCents: 1899 },
        ]),
        newKey(),
        null,
      ),
    );
    expect(error).toMatchObject({ status: 409, code: 'order-not-accepted' });
    expect(error.lines).toEqual([
      { productId: soldOut, problem: 'sold-out' },
      { productId: fewLeft, problem: 'too-few', available: 2 },
      { productId: gone, problem: 'not-sold' },
      { productId: 'never-sold-here', problem: 'not-sold' },
      { productId: repriced, problem: 'price-changed', priceCents: 1999 },
    ]);
    expect(await stockOf(plenty)).toBe(50);
    expect(await stockOf(fewLeft)).toBe(2);
  });

  it('places one order for one idempotency key, however often it is sent', async () => {
    const id = await addTestProduct(database, { stock: 5 });
    const request = orderFor([{ productId: id, quantity: 1 }]);
    const key = newKey();
    const results = await Promise.all(
      [1, 2, 3].map(() => placeOrder(database.db, request, key, null)),
    );
    const numbers = new Set(results.map((result) => result.order.number));
    expect(numbers.size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const again = await placeOrder(database.db, request, key, null);
    expect(again).toMatchObject({ replayed: true, order: { number: [...numbers][0] } });
    expect(await stockOf(id)).toBe(4);
  });

  it('refuses a key already used for another order', async () => {
    const id = await addTestProduct(database);
    const key = newKey();
    await placeOrder(database.db, orderFor([{ productId: id, quantity: 1 }]), key, null);
    const error = await refusal(
      placeOrder(database.db, orderFor([{ productId: id, quantity: 2 }]), key, null),
    );
    expect(error).toMatchObject({ status: 422, code: 'idempotency-key-reused' });
  });
});

describe('the unpaid stock one customer may hold', () => {
  const limits = {
    ordersPerCustomer: 2,
    unitsPerCustomer: 5,
    ordersPerClient: 3,
    pickupHoldDays: 3,
  };
  const place = (request: PlaceOrderRequest, caller: Caller | null = null, client?: string) =>
    placeOrder(database.db, request, newKey(), caller, { client: client ?? null, limits });
  const shopper = () => ({ name: 'Ada Lovelace', email: testEmail(), phone: testPhone() });
  const withContact = (
    contact: PlaceOrderRequest['contact'],
    lines: PlaceOrderRequest['lines'],
  ): PlaceOrderRequest => ({ lines, contact, fulfilment: delivery });

  it('refuses an order past the cap by e-mail, by phone however typed, and by account, taking nothing', async () => {
    const id = await addTestProduct(database, { stock: 50 });
    const one = [{ productId: id, quantity: 1 }];
    const ada = shopper();
    await place(withContact(ada, one));
    await place(withContact(ada, one));
    const byEmail = await refusal(place(withContact({ ...shopper(), email: ada.email }, one)));
    expect(byEmail).toMatchObject({ status: 409, code: 'too-many-open-orders' });
    expect(byEmail.message).toContain('You already have 2 orders waiting to be paid or collected');
    // The same phone written another way: the country code, no spaces.
    const samePhone = `0${ada.phone.replace(/\D/g, '').slice(-10)}`;
    const byPhone = await refusal(place(withContact({ ...shopper(), phone: samePhone }, one)));
    expect(byPhone.code).toBe('too-many-open-orders');

    const caller = newCaller();
    await place(withContact(shopper(), one), caller);
    await place(withContact(shopper(), one), caller);
    const byAccount = await refusal(place(withContact(shopper(), one), caller));
    expect(byAccount.code).toBe('too-many-open-orders');
    expect(await stockOf(id)).toBe(46);
  });

  it('counts the units held, and frees the cap once an order is cancelled or confirmed', async () => {
    const id = await addTestProduct(database, { stock: 50 });
    const ada = shopper();
    const caller = newCaller();
    const staff = newCaller(true);
    const first = await place(withContact(ada, [{ productId: id, quantity: 4 }]), caller);
    const tooMany = await refusal(
      place(withContact(ada, [{ productId: id, quantity: 2 }]), caller),
    );
    expect(tooMany).toMatchObject({ status: 409, code: 'too-many-open-orders' });
    expect(tooMany.message).toContain('hold 4 items; with this one it would be 6, over the 5');
    const second = await place(withContact(ada, [{ productId: id, quantity: 1 }]), caller);
    await refusal(place(withContact(ada, [{ productId: id, quantity: 1 }]), caller));

    // A delivery the shop confirmed no longer waits on the shopper; a cancelled one holds nothing.
    await changeStatus(database.db, first.order.number, 'confirmed', staff);
    await changeStatus(database.db, second.order.number, 'cancelled', caller);
    await place(withContact(ada, [{ productId: id, quantity: 5 }]), caller);
  });

  it('caps the unpaid orders from one client address, whoever places them', async () => {
    const id = await addTestProduct(database, { stock: 50 });
    const one = [{ productId: id, quantity: 1 }];
    const client = `198.51.100.${Math.floor(Math.random() * 250)}-${newKey()}`;
    for (let index = 0; index < limits.ordersPerClient; index += 1) {
      await place(withContact(shopper(), one), null, client);
    }
    const refused = await refusal(place(withContact(shopper(), one), null, client));
    expect(refused).toMatchObject({ status: 429, code: 'too-many-open-orders-from-client' });
    await place(withContact(shopper(), one), null, `${client}-another`);
  });

  it('counts orders racing each other one after the other: five at once, two placed', async () => {
    const id = await addTestProduct(database, { stock: 50 });
    const ada = shopper();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => place(withContact(ada, [{ productId: id, quantity: 1 }]))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as ShopError).code] : [],
    );
    expect(refused).toEqual(Array(3).fill('too-many-open-orders'));
    expect(await stockOf(id)).toBe(48);
  });
});

describe('quoting a cart', () => {
  it("gives the server's prices and totals with the problems, and changes nothing", async () => {
    const id = await addTestProduct(database, { stock: 3, priceCents: 6000 });
    const result = await quote(
      database.db,
      {
        lines: [{ productId: id, quantity: 2, priceCents: 5000 }],
        fulfilment: 'delivery',
      },
      null,
      new Date(),
    );
    expect(result).toMatchObject({
      lines: [{ productId: id, unitPriceCents: 6000, quantity: 2, lineTotalCents: 12000 }],
      problems: [{ productId: id, problem: 'price-changed', priceCents: 6000 }],
      subtotalCents: 12000,
      deliveryCents: 0,
      totalCents: 12000,
    });
    expect(await stockOf(id)).toBe(3);
  });
});

describe('orders after placing', () => {
  async function placedBy(caller: ReturnType<typeof newCaller> | null, stock = 5) {
    const id = await addTestProduct(database, { stock });
    const { order } = await placeOrder(
      database.db,
      orderFor([{ productId: id, quantity: 2 }]),
      newKey(),
      caller,
    );
    return { id, order };
  }

  it("lists a shopper's own orders, newest first, and no one else's", async () => {
    const ada = newCaller();
    const first = await placedBy(ada);
    const second = await placedBy(ada);
    await placedBy(newCaller());
    const listed = await listOrders(database.db, ada);
    expect(listed.map((order) => order.number)).toEqual([second.order.number, first.order.number]);
    expect(listed[0]).toEqual({
      number: second.order.number,
      status: 'placed',
      placedAt: second.order.placedAt,
      totalCents: second.order.totalCents,
    });
  });

  it("lists every shopper's orders for staff, newest first, with who and how, by state", async () => {
    const first = await placedBy(newCaller());
    const second = await placedBy(null);
    const staff = newCaller(true);
    await changeStatus(database.db, second.order.number, 'confirmed', staff);

    const numbers = (await listStaffOrders(database.db)).map((order) => order.number);
    expect(numbers.indexOf(second.order.number)).toBeGreaterThanOrEqual(0);
    expect(numbers.indexOf(second.order.number)).toBeLessThan(numbers.indexOf(first.order.number));

    const confirmed = await listStaffOrders(database.db, 'confirmed');
    expect(confirmed.every((order) => order.status === 'confirmed')).toBe(true);
    expect(confirmed.find((order) => order.number === second.order.number)).toEqual({
      number: second.order.number,
      status: 'confirmed',
      placedAt: second.order.placedAt,
      totalCents: second.order.totalCents,
      contact: second.order.contact,
      fulfilment: second.order.fulfilment,
      itemCount: 2,
    });
    const placed = await listStaffOrders(database.db, 'placed');
    expect(placed.map((order) => order.number)).not.toContain(second.order.number);
  });

  it('opens an order for its owner and staff only; to anyone else it does not exist', async () => {
    const owner = newCaller();
    const { order } = await placedBy(owner);
    await expect(getOrder(database.db, order.number, owner)).resolves.toMatchObject({
      number: order.number,
    });
    await expect(getOrder(database.db, order.number, newCaller(true))).resolves.toMatchObject({
      number: order.number,
    });
    const error = await refusal(getOrder(database.db, order.number, newCaller()));
    expect(error).toMatchObject({ status: 404, code: 'not-found' });
  });

  it("finds a guest's order by number and e-mail, and answers a wrong one exactly as an unknown number", async () => {
    const { order } = await placedBy(null);
    await expect(trackOrder(database.db, order.number, order.contact.email)).resolves.toMatchObject(
      {
        number: order.number,
      },
    );
    const wrongEmail = await refusal(trackOrder(database.db, order.number, testEmail()));
    const wrongNumber = await refusal(trackOrder(database.db, 'VB-000000', order.contact.email));
    expect(wrongEmail.message).toBe(wrongNumber.message);
    expect([wrongEmail.status, wrongEmail.code]).toEqual([wrongNumber.status, wrongNumber.code]);
  });

  it('lets the owner cancel a placed order, returning its stock, but not once confirmed', async () => {
    const owner = newCaller();
    const { id, order } = await placedBy(owner, 5);
    const cancelled = await changeStatus(database.db, order.number, 'cancelled', owner);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.map((event) => [event.status, event.by])).toEqual([
      ['placed', 'shopper'],
      ['cancelled', 'shopper'],
    ]);
    expect(await stockOf(id)).toBe(5);

    const confirmed = await placedBy(owner);
    await changeStatus(database.db, confirmed.order.number, 'confirmed', newCaller(true));
    const error = await refusal(
      changeStatus(database.db, confirmed.order.number, 'cancelled', owner),
    );
    expect(error).toMatchObject({ status: 409, code: 'transition-not-allowed' });
  });

  it("lets no one cancel another shopper's order", async () => {
    const { order } = await placedBy(newCaller());
    const error = await refusal(changeStatus(database.db, order.number, 'cancelled', newCaller()));
    expect(error).toMatchObject({ status: 404 });
  });

  it('lets staff move an order only to its next states, each recorded', async () => {
    const staff = newCaller(true);
    const { order } = await placedBy(null);
    const refused = await refusal(changeStatus(database.db, order.number, 'delivered', staff));
    expect(refused).toMatchObject({ status: 409, code: 'transition-not-allowed' });
    await changeStatus(database.db, order.number, 'confirmed', staff);
    await changeStatus(database.db, order.number, 'shipped', staff);
    const delivered = await changeStatus(database.db, order.number, 'delivered', staff);
    expect(delivered.events.map((event) => [event.status, event.by])).toEqual([
      ['placed', 'shopper'],
      ['confirmed', 'staff'],
      ['shipped', 'staff'],
      ['delivered', 'staff'],
    ]);
    await expect(
      refusal(changeStatus(database.db, order.number, 'cancelled', staff)),
    ).resolves.toMatchObject({ code: 'transition-not-allowed' });
  });
});
