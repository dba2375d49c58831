import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '#shop-api/orders.ts';
import { newCaller, refusal } from '#server/testing/fakes.ts';
import {
  unitsAt,
  addTestCode,
  addTestProduct,
  addTestSale,
  sharedTestDatabase,
  testEmail,
  testPhone,
} from '#server/testing/test-database.ts';
import { promoRedemptions } from '#server/store/schema.ts';
import { changeStatus, getOrder, placeOrder, quote } from './orders.ts';
import { ShopError } from './problems.ts';
import { entryPricedNow } from './offers.ts';
import { readStock } from './stock.ts';
import raw from '#catalog/products.json';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { productSchema } from '#catalog/product.ts';
import * as v from 'valibot';
import { orderConfirmation } from '#server/texts.ts';

// Sales and promo codes as the server prices them (docs/decisions/0042-offers.md), each moment
// set by the test's own clock.

const database = await sharedTestDatabase();

const pickup = {
  type: 'pickup',
  store: 'riverside',
  payment: 'pay-at-store',
} as const satisfies PlaceOrderRequest['fulfilment'];
const delivery: PlaceOrderRequest['fulfilment'] = {
  type: 'delivery',
  address: { line1: '1 Road', city: 'Dhaka', postcode: '1205' },
  payment: 'cash-on-delivery',
};

const contact = (email = testEmail(), phone = testPhone()) => ({
  name: 'Ada Lovelace',
  email,
  phone,
});

let keys = 0;
const newKey = () => `offer-key-${Date.now()}-${(keys += 1)}`;

const place = (
  request: Omit<PlaceOrderRequest, 'contact' | 'fulfilment'> &
    Partial<Pick<PlaceOrderRequest, 'contact' | 'fulfilment'>>,
  now = new Date(),
  caller: ReturnType<typeof newCaller> | null = null,
) =>
  placeOrder(
    database.db,
    { contact: contact(), fulfilment: pickup, ...request },
    newKey(),
    caller,
    undefined,
    now,
  );

/** Units at the store the orders here are collected from. */
const stockOf = (id: string) => unitsAt(database, id, pickup.store);

describe("a sale, by the server's clock", () => {
  const startsAt = new Date('2026-12-01T00:00:00+06:00');
  const endsAt = new Date('2026-12-08T00:00:00+06:00');
  const second = 1000;

  it('prices a quote from its start, and names itself and its end', async () => {
    const id = await addTestProduct(database, { priceCents: 99_999 });
    await addTestSale(database, [id], { startsAt, endsAt, title: 'Laptop week' });
    const before = await quote(
      database.db,
      { lines: [{ productId: id, quantity: 1 }] },
      null,
      new Date(startsAt.getTime() - second),
    );
    expect(before.lines[0]).not.toHaveProperty('sale');
    expect(before.lines[0]?.unitPriceCents).toBe(99_999);
    const at = await quote(
      database.db,
      { lines: [{ productId: id, quantity: 2 }] },
      null,
      startsAt,
    );
    expect(at.lines[0]).toEqual({
      productId: id,
      name: expect.any(String) as string,
      unitPriceCents: 89_999,
      quantity: 2,
      lineTotalCents: 179_998,
      sale: {
        title: 'Laptop week',
        regularPriceCents: 99_999,
        endsAt: '2026-12-08T00:00:00+06:00',
      },
      discountCents: 0,
    });
    expect(at.subtotalCents).toBe(179_998);
  });

  it('an order a second after the end at the sale price is refused with the full price; at the full price it is placed', async () => {
    const id = await addTestProduct(database, { priceCents: 10_000, stock: 5 });
    await addTestSale(database, [id], { startsAt, endsAt });
    const review = await quote(
      database.db,
      { lines: [{ productId: id, quantity: 1 }] },
      null,
      new Date(endsAt.getTime() - second),
    );
    expect(review.lines[0]?.unitPriceCents).toBe(9_000);
    const afterEnd = new Date(endsAt.getTime() + second);
    const refused = await place(
      { lines: [{ productId: id, quantity: 1, priceCents: 9_000 }] },
      afterEnd,
    ).then(
      () => null,
      (error: unknown) => error as ShopError,
    );
    expect(refused?.code).toBe('order-not-accepted');
    expect(refused?.lines).toEqual([
      { productId: id, problem: 'price-changed', priceCents: 10_000 },
    ]);
    expect(await stockOf(id)).toBe(5);
    const { order } = await place(
      { lines: [{ productId: id, quantity: 1, priceCents: 10_000 }] },
      afterEnd,
    );
    expect(order.lines[0]).not.toHaveProperty('sale');
    expect(order.totalCents).toBe(10_000);
  });

  it('an order in the sale keeps its sale price and title', async () => {
    const id = await addTestProduct(database, { priceCents: 10_000 });
    await addTestSale(database, [id], {
      startsAt,
      endsAt,
      title: 'Week',
      reduction: { kind: 'amount', amountCents: 2_500 },
    });
    const { order } = await place(
      { lines: [{ productId: id, quantity: 2, priceCents: 7_500 }] },
      startsAt,
    );
    expect(order.lines[0]).toMatchObject({
      unitPriceCents: 7_500,
      lineTotalCents: 15_000,
      sale: { title: 'Week', regularPriceCents: 10_000 },
    });
    expect(order.totalCents).toBe(15_000);
  });
});

describe("a sale in the live reads of a product's price", () => {
  it('the live stock read answers the sale price and names the sale', async () => {
    const id = await addTestProduct(database, { priceCents: 20_000, stock: 4 });
    const other = await addTestProduct(database, { priceCents: 20_000 });
    await addTestSale(database, [id], {
      startsAt: new Date('2026-12-01T00:00:00+06:00'),
      endsAt: new Date('2026-12-08T00:00:00+06:00'),
      title: 'Week',
    });
    const levels = await readStock(database.db, [id, other], new Date('2026-12-02T00:00:00Z'));
    expect(levels.find((level) => level.productId === id)).toEqual({
      productId: id,
      priceCents: 18_000,
      stock: 4,
      sold: true,
      sale: { title: 'Week', regularPriceCents: 20_000, endsAt: '2026-12-08T00:00:00+06:00' },
    });
    expect(levels.find((level) => level.productId === other)).toEqual({
      productId: other,
      priceCents: 20_000,
      stock: 10,
      sold: true,
    });
  });

  it("a kept cart's product comes at the sale price, what it was struck through the higher", () => {
    const [first] = parseCatalog(raw).entries;
    const entry = { ...first!, price: 999.99, originalPrice: 1099.99, discountPercentage: 9 };
    const sale = {
      id: 'brand',
      title: 'Brand days',
      reduction: { kind: 'percent' as const, percent: 20 },
      scope: { kind: 'brand' as const, brand: entry.brand },
      startsAt: '2026-12-01T00:00:00+06:00',
      endsAt: '2026-12-08T00:00:00+06:00',
    };
    // 20 % of $999.99 is $199.998: the shopper saves $200.00.
    expect(entryPricedNow(entry, [sale], new Date('2026-12-02T00:00:00Z'))).toMatchObject({
      price: 799.99,
      originalPrice: 1099.99,
      discountPercentage: 27,
    });
    const unreduced = { ...entry, originalPrice: 999.99, discountPercentage: 0 };
    expect(entryPricedNow(unreduced, [sale], new Date('2026-12-02T00:00:00Z'))).toMatchObject({
      price: 799.99,
      originalPrice: 999.99,
      discountPercentage: 20,
    });
    expect(entryPricedNow(entry, [sale], new Date('2026-12-08T00:00:00+06:00'))).toBe(entry);
    // 90 % off a product the catalog already shows reduced: "was" is the regular price, so the
    // discount stays within the catalog's 90 % and the entry reads.
    const deep = { ...sale, reduction: { kind: 'amount' as const, amountCents: 200_000 } };
    const priced = entryPricedNow(entry, [deep], new Date('2026-12-02T00:00:00Z'));
    expect(priced).toMatchObject({ price: 100, originalPrice: 999.99, discountPercentage: 90 });
    expect(v.is(productSchema, priced)).toBe(true);
  });
});

describe('a promo code', () => {
  it('takes its discount off the lines, and delivery is charged on what is left', async () => {
    const id = await addTestProduct(database, { priceCents: 5_500 });
    const code = await addTestCode(database, { reduction: { kind: 'amount', amountCents: 2_000 } });
    const request = {
      lines: [{ productId: id, quantity: 2 }],
      promoCode: code,
    };
    // $110.00 less $20.00 is $90.00: under $100, so delivery is charged.
    const priced = await quote(
      database.db,
      { ...request, fulfilment: 'delivery' },
      null,
      new Date(),
    );
    expect(priced).toMatchObject({
      subtotalCents: 11_000,
      discountCents: 2_000,
      deliveryCents: 5_000,
      totalCents: 14_000,
      promo: { code },
    });
    expect(priced.promo).not.toHaveProperty('refused');
    expect(priced.lines[0]?.discountCents).toBe(2_000);
    const caller = newCaller();
    const { order } = await place({ ...request, fulfilment: delivery }, new Date(), caller);
    expect(order).toMatchObject({ promoCode: code, discountCents: 2_000, totalCents: 14_000 });
    const kept = await getOrder(database.db, order.number, caller);
    expect(kept).toMatchObject({
      promoCode: code,
      discountCents: 2_000,
      lines: [{ discountCents: 2_000 }],
    });
    const mail = orderConfirmation(kept, 'https://voltbay.example/o', 'https://voltbay.example');
    expect(mail.text).toContain(
      `2 × ${kept.lines[0]?.name}, $55.00 each: $110.00, $20.00 off with the promo code`,
    );
    expect(mail.text).toContain(
      `Subtotal: $110.00\nPromo code ${code}: -$20.00\nDelivery: $50.00\nTotal: $140.00`,
    );
  });

  const refusedQuote = async (
    promoCode: string,
    lines = [{ productId: '', quantity: 1 }],
    extra = {},
  ) => {
    const answer = await quote(database.db, { lines, promoCode, ...extra }, null, new Date());
    expect(answer.discountCents).toBe(0);
    return answer.promo?.refused;
  };

  it('unknown, not yet started or ended: the quote says why and is priced without it', async () => {
    const id = await addTestProduct(database);
    const lines = [{ productId: id, quantity: 1 }];
    expect(await refusedQuote('NO-SUCH-CODE', lines)).toEqual({
      reason: 'unknown',
      message: 'We have no promo code NO-SUCH-CODE. Check how it is written.',
    });
    const tomorrow = await addTestCode(database, {
      startsAt: new Date('2030-01-02T00:00:00+06:00'),
      endsAt: new Date('2030-01-09T00:00:00+06:00'),
    });
    expect(await refusedQuote(tomorrow, lines)).toEqual({
      reason: 'not-started',
      message: `The code ${tomorrow} can be used from 2 Jan 2030, 00:00 (Dhaka time).`,
    });
    const ended = await addTestCode(database, {
      startsAt: new Date('2026-01-01T00:00:00+06:00'),
      endsAt: new Date('2026-02-01T00:00:00+06:00'),
    });
    expect(await refusedQuote(ended, lines)).toEqual({
      reason: 'ended',
      message: `The code ${ended} ended on 1 Feb 2026, 00:00 (Dhaka time).`,
    });
  });

  it('a minimum says how much is missing; a cart it does not cover says so', async () => {
    const id = await addTestProduct(database, { priceCents: 4_000 });
    const code = await addTestCode(database, { minimumCents: 10_000 });
    expect(await refusedQuote(code, [{ productId: id, quantity: 2 }])).toEqual({
      reason: 'minimum-not-reached',
      message: `The code ${code} needs $100.00 of the products it covers: add $20.00 more to use it.`,
    });
    const audioOnly = await addTestCode(database, { categories: ['audio'] });
    expect((await refusedQuote(audioOnly, [{ productId: id, quantity: 1 }]))?.reason).toBe(
      'no-eligible-product',
    );
    const onSale = await addTestProduct(database);
    await addTestSale(database, [onSale], {
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const notWithSales = await addTestCode(database);
    expect((await refusedQuote(notWithSales, [{ productId: onSale, quantity: 1 }]))?.reason).toBe(
      'no-eligible-product',
    );
  });

  it('used up, or already used by this shopper (by e-mail, phone or account): refused, nothing placed', async () => {
    const id = await addTestProduct(database, { stock: 10 });
    const lines = [{ productId: id, quantity: 1 }];
    const once = await addTestCode(database, { maxUses: 1 });
    await place({ lines, promoCode: once });
    expect(await refusedQuote(once, lines)).toMatchObject({ reason: 'used-up' });
    // Used up is said before what the cart lacks (a product on sale it leaves out): changing
    // the cart would not help.
    const onSale = await addTestProduct(database);
    await addTestSale(database, [onSale], {
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    expect(await refusedQuote(once, [{ productId: onSale, quantity: 1 }])).toMatchObject({
      reason: 'used-up',
    });
    expect(await refusal(place({ lines, promoCode: once }))).toEqual({
      status: 409,
      code: 'promo-code-refused',
      message: `Your order was not placed. The code ${once} has been used as many times as it can be.`,
    });
    expect(await stockOf(id)).toBe(9);

    const oncePerShopper = await addTestCode(database, { maxUsesPerCustomer: 1 });
    const email = testEmail();
    const phone = testPhone();
    await place({ lines, promoCode: oncePerShopper, contact: contact(email, phone) });
    expect(
      await refusedQuote(oncePerShopper, lines, { contact: { email, phone: testPhone() } }),
    ).toMatchObject({ reason: 'already-used' });
    for (const again of [contact(email), contact(testEmail(), phone)]) {
      expect(
        (await refusal(place({ lines, promoCode: oncePerShopper, contact: again }))).message,
      ).toBe(
        `Your order was not placed. You have already used the code ${oncePerShopper} as many times as one shopper can.`,
      );
    }
    const account = newCaller();
    await place({ lines, promoCode: oncePerShopper }, new Date(), account);
    expect(
      (await refusal(place({ lines, promoCode: oncePerShopper }, new Date(), account))).code,
    ).toBe('promo-code-refused');
    // Another shopper still may.
    await place({ lines, promoCode: oncePerShopper });
  });

  it('a cancelled order gives its use back, once', async () => {
    const id = await addTestProduct(database, { stock: 10 });
    const lines = [{ productId: id, quantity: 1 }];
    const twice = await addTestCode(database, { maxUses: 2 });
    const owner = newCaller();
    const { order: first } = await place({ lines, promoCode: twice }, new Date(), owner);
    await place({ lines, promoCode: twice });
    expect((await refusal(place({ lines, promoCode: twice }))).code).toBe('promo-code-refused');
    await changeStatus(database.db, first.number, 'cancelled', owner);
    await expect(changeStatus(database.db, first.number, 'cancelled', owner)).rejects.toThrow();
    await place({ lines, promoCode: twice });
    expect((await refusal(place({ lines, promoCode: twice }))).code).toBe('promo-code-refused');
    const uses = await database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.code, twice));
    expect(uses.map((use) => use.returnedAt === null).sort()).toEqual([false, true, true]);
  });
});
