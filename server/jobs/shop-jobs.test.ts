import { hoursText } from '#shop-api/store-hours.ts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderStatusText } from '#shop-api/order-text.ts';
import { storeOf } from '#shop-api/stores.ts';
import type { OrderStatus, PlaceOrderRequest } from '#shop-api/orders.ts';
import { accountEmailOf, createTestApp, newCaller } from '#server/testing/fakes.ts';
import {
  addTestProduct,
  ownTestDatabase,
  testEmail,
  testPhone,
} from '#server/testing/test-database.ts';
import { products } from '#server/store/schema.ts';
import { changeStatus, placeOrder, type Caller } from '#server/shop/orders.ts';
import { answerQuestion, askQuestion, moderateAnswer } from '#server/shop/questions.ts';

// Its own database: the tests run the job worker, which takes every due job it holds.
const database = await ownTestDatabase();
afterAll(() => database.close());

const { deliver, mailer } = createTestApp(database);
const staff = newCaller(true);

const delivery: PlaceOrderRequest['fulfilment'] = {
  type: 'delivery',
  address: { line1: '12 Lake Road', city: 'Dhaka', postcode: '1212' },
  payment: 'cash-on-delivery',
};
const pickup: PlaceOrderRequest['fulfilment'] = {
  type: 'pickup',
  store: 'riverside',
  payment: 'pay-at-store',
};

/**
 * An order of `quantity` of a new product (at `priceCents`), placed by `caller` (a guest when
 * null); its confirmation sent.
 */
async function placed(
  fulfilment: PlaceOrderRequest['fulfilment'],
  caller: Caller | null = null,
  { quantity = 1, priceCents = 2500, name = '' } = {},
) {
  const productId = await addTestProduct(database, { priceCents });
  if (name) await database.db.update(products).set({ name }).where(eq(products.id, productId));
  const email = testEmail();
  const { order } = await placeOrder(
    database.db,
    {
      lines: [{ productId, quantity }],
      contact: { name: 'Ada Lovelace', email, phone: testPhone() },
      fulfilment,
    },
    `key-${crypto.randomUUID()}`,
    caller,
  );
  await deliver();
  return { number: order.number, email };
}

/** The e-mails sent to `to` so far. */
const mailsTo = (to: string) => mailer.sent.filter((mail) => mail.to === to);

describe("the order's confirmation", () => {
  it('shows in HTML and text what the order page shows: unit prices, totals, free delivery', async () => {
    const order = await placed(delivery, null, { quantity: 3, priceCents: 4000 });
    const [mail] = mailsTo(order.email);
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain(`3 × Test product`);
      expect(part).toContain(', $40.00 each: $120.00');
      expect(part).toContain('Delivery: Free');
      expect(part).toContain('Total: $120.00');
      expect(part).toContain('Cash on delivery: you pay the courier when the order arrives.');
    }
    expect(mail?.html).toContain(`<a href="https://voltbay.example/orders/${order.number}#key=`);
  });

  it("names a pickup's store with its address and opening hours, from the shop's stores", async () => {
    const order = await placed(pickup);
    const [mail] = mailsTo(order.email);
    const riverside = storeOf('riverside')!;
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('Pickup store');
      expect(part).toContain(riverside.address.at(-1));
      expect(part).toContain('Opening hours');
      for (const { days, time } of hoursText(riverside)) expect(part).toContain(`${days}: ${time}`);
    }
  });

  it("escapes a product's name in HTML", async () => {
    const name = 'Tablet <script>alert("x")</script> & pen';
    const order = await placed(pickup, null, { name });
    const [mail] = mailsTo(order.email);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain(
      '1 × Tablet &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; pen: $25.00',
    );
    expect(mail?.text).toContain(`1 × ${name}: $25.00`);
  });

  it('carries nothing a guest typed: not their name, not the delivery address', async () => {
    const order = await placed(delivery);
    const [mail] = mailsTo(order.email);
    for (const part of [mail?.text, mail?.html]) {
      expect(part).not.toContain('Ada Lovelace');
      expect(part).not.toContain('Lake Road');
      expect(part).toContain('Delivery to the address given with the order');
    }
  });
});

describe('the e-mail each change of an order sends', () => {
  /** Moves the order through `steps`, each e-mail checked to name its state as the page does. */
  async function expectOneMailEach(
    order: { number: string; email: string },
    steps: readonly OrderStatus[],
    by: Caller = staff,
  ) {
    for (const status of steps) {
      const before = mailsTo(order.email).length;
      await changeStatus(database.db, order.number, status, by);
      await deliver();
      // Run again: a change is told once, however often the worker looks.
      await deliver();
      const mails = mailsTo(order.email).slice(before);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Your Voltbay order ${order.number}: ${orderStatusText[status]}`,
      ]);
      expect(mails[0]?.text).toContain(`Status: ${orderStatusText[status]}`);
      expect(mails[0]?.text).toContain(`/orders/${order.number}#key=`);
    }
  }

  it('tells a delivery confirmed, on its way and delivered, in the words of its history', async () => {
    const order = await placed(delivery);
    await expectOneMailEach(order, ['confirmed', 'shipped', 'delivered']);
    expect(mailsTo(order.email).at(-2)?.text).toContain(
      'Your order is on its way. Have the total ready in cash for the courier.',
    );
  });

  it('tells a pickup confirmed, ready at its store and collected', async () => {
    const order = await placed(pickup);
    await expectOneMailEach(order, ['confirmed', 'ready-for-pickup', 'collected']);
    expect(mailsTo(order.email).at(-2)?.text).toContain(
      'Your order is waiting for you at our Riverside store.',
    );
  });

  it('tells a cancellation, by staff or by the shopper who placed it', async () => {
    await expectOneMailEach(await placed(delivery), ['confirmed', 'cancelled']);
    const shopper = newCaller();
    await expectOneMailEach(await placed(pickup, shopper), ['cancelled'], shopper);
  });
});

describe('the e-mail an answer sends', () => {
  const question = async (asker: Caller) => {
    const productId = await addTestProduct(database);
    const asked = await askQuestion(database.db, productId, { body: 'Two SIMs?' }, asker);
    return { productId, id: asked.id };
  };
  const answer = (questionId: number, by: Caller, body = 'Yes, two nano SIMs.') =>
    answerQuestion(database.db, questionId, { body }, by);

  it("tells the asker once at their account's e-mail, without the answer's words", async () => {
    const asker = newCaller();
    const { productId, id } = await question(asker);
    await answer(id, staff);
    await deliver();
    await deliver();
    const mails = mailsTo(accountEmailOf(asker.uid)!);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your question about Test product ${productId} has an answer`,
    ]);
    expect(mails[0]?.text).toContain('Our staff have answered your question');
    expect(mails[0]?.text).toContain(`https://voltbay.example/products/${productId}#questions`);
    expect(mails[0]?.text).not.toContain('two nano SIMs');
  });

  it('tells no one of their own answer, nor of an answer hidden before it was sent', async () => {
    const asker = newCaller();
    const { id } = await question(asker);
    await answer(id, asker, 'Found it: yes.');
    const hidden = await answer(id, newCaller(), 'Buy elsewhere!');
    await moderateAnswer(database.db, hidden.id, 'hidden');
    await deliver();
    expect(mailsTo(accountEmailOf(asker.uid)!)).toEqual([]);
  });
});
