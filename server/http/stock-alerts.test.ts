import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '#server/jobs/worker.ts';
import { createTestApp, errorOf, newCaller, newClientAddress } from '#server/testing/fakes.ts';
import { addTestProduct, ownTestDatabase, testEmail } from '#server/testing/test-database.ts';
import type { Db } from '#server/store/database.ts';
import { jobs, products, stockAlerts } from '#server/store/schema.ts';
import type { AppDeps } from './app.ts';
import type { LocationId } from '#shop-api/stores.ts';

// Back-in-stock alerts: POST /api/stock-alerts and the staff restock that sends them.

// Its own: the tests run the job worker, which takes every due job of the database.
const database = await ownTestDatabase();
afterAll(() => database.close());

function alertsApp(overrides: Partial<AppDeps> = {}) {
  const test = createTestApp(database, overrides);
  const client = newClientAddress();
  const post = (path: string, json: unknown, authorization?: string) =>
    test.app.request(`/api${path}`, {
      method: 'POST',
      body: typeof json === 'string' ? json : JSON.stringify(json),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(authorization ? { authorization } : {}),
      },
    });
  const staff = newCaller(true).authorization;
  const restock = (
    productId: string,
    quantity: number,
    authorization = staff,
    location: LocationId = 'warehouse',
  ) => post(`/staff/products/${productId}/restock`, { quantity, location }, authorization);
  return { ...test, post, restock };
}

const alertsOf = (productId: string) =>
  database.db
    .select({ email: stockAlerts.email, notifiedAt: stockAlerts.notifiedAt })
    .from(stockAlerts)
    .where(eq(stockAlerts.productId, productId));

const stockOf = async (productId: string) =>
  (await database.db.select().from(products).where(eq(products.id, productId)))[0]?.stock;

describe('asking to be told when a product is back', () => {
  it('keeps the request (201), and the same address again is the same request (200)', async () => {
    const { post } = alertsApp();
    const productId = await addTestProduct(database, { stock: 0 });
    const email = testEmail();
    const first = await post('/stock-alerts', { productId, email });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ created: true });
    // Another case and spaces around it: the same address.
    const again = await post('/stock-alerts', { productId, email: `  ${email.toUpperCase()} ` });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ created: false });
    expect(await alertsOf(productId)).toEqual([{ email, notifiedAt: null }]);
  });

  it('refuses a product in stock now, saying it can be ordered', async () => {
    const { post } = alertsApp();
    const productId = await addTestProduct(database, { stock: 3 });
    const response = await post('/stock-alerts', { productId, email: testEmail() });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'in-stock',
      message: "It's in stock now: you can order it.",
    });
    expect(await alertsOf(productId)).toEqual([]);
  });

  it('refuses a product the shop does not know or no longer sells', async () => {
    const { post } = alertsApp();
    const gone = await addTestProduct(database, { stock: 0, sold: false });
    for (const productId of ['vb-no-such-product', gone]) {
      const response = await post('/stock-alerts', { productId, email: testEmail() });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({
        code: 'not-found',
        message: expect.stringMatching(/does not sell this product/) as string,
      });
    }
  });

  it.each([
    ['no JSON', '{"productId":', /not valid JSON/],
    ['no e-mail', { productId: 'vb-0003' }, /email: /],
    ['a wrong e-mail', { productId: 'vb-0003', email: 'ada@' }, /email: Enter a valid e-mail/],
    ['a wrong product id', { productId: 'VB 3!', email: 'a@b.co' }, /productId: This is not/],
    [
      'an unknown field',
      { productId: 'vb-0003', email: 'a@b.co', uid: 'x' },
      /uid: this field is not accepted/,
    ],
  ])('refuses %s with a readable message', async (_name, body, message) => {
    const response = await alertsApp().post('/stock-alerts', body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('bad-request');
    expect(error.message).toMatch(message);
  });

  it('needs nobody signed in, but refuses a token that does not verify', async () => {
    const { post } = alertsApp();
    const productId = await addTestProduct(database, { stock: 0 });
    const signedIn = await post(
      '/stock-alerts',
      { productId, email: testEmail() },
      newCaller().authorization,
    );
    expect(signedIn.status).toBe(201);
    const forged = await post('/stock-alerts', { productId, email: testEmail() }, 'Bearer forged');
    expect(forged.status).toBe(401);
    expect((await errorOf(forged)).code).toBe('unauthenticated');
  });

  it('is rate-limited per client', async () => {
    const { post } = alertsApp({ formsPerMinute: 2 });
    const productId = await addTestProduct(database, { stock: 0 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await post('/stock-alerts', { productId, email: testEmail() })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('a staff restock', () => {
  it('is refused to a shopper (403) and to nobody signed in (401)', async () => {
    const { restock } = alertsApp();
    const productId = await addTestProduct(database, { stock: 0 });
    expect((await restock(productId, 5, newCaller().authorization)).status).toBe(403);
    const anonymous = await alertsApp().post(`/staff/products/${productId}/restock`, {
      quantity: 5,
    });
    expect(anonymous.status).toBe(401);
    expect(await stockOf(productId)).toBe(0);
  });

  it.each([0, -1, 1.5, 10_001, '5'])(
    'refuses the quantity %s with a readable message',
    async (quantity) => {
      const { restock } = alertsApp();
      const productId = await addTestProduct(database, { stock: 0 });
      const response = await restock(productId, quantity as number);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/quantity: The quantity is/);
    },
  );

  it('refuses a product the shop does not sell', async () => {
    const response = await alertsApp().restock('vb-no-such-product', 5);
    expect(response.status).toBe(404);
  });

  it('sends exactly one e-mail per waiting address and marks them done; the next sends none', async () => {
    const { post, restock, deliver, mailer } = alertsApp();
    const productId = await addTestProduct(database, { stock: 0 });
    const other = await addTestProduct(database, { stock: 0 });
    const emails = [testEmail(), testEmail()];
    for (const email of emails) await post('/stock-alerts', { productId, email });
    await post('/stock-alerts', { productId, email: emails[0] });
    await post('/stock-alerts', { productId: other, email: emails[0] });

    const response = await restock(productId, 4);
    expect(await response.json()).toEqual({
      productId,
      location: 'warehouse',
      stock: 4,
      notified: 2,
    });
    await deliver();
    const sent = () => mailer.sent.filter((mail) => emails.includes(mail.to));
    expect(
      sent()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([...emails].sort());
    const [mail] = sent();
    expect(mail?.subject).toBe(`Back in stock: Test product ${productId}`);
    expect(mail?.text).toContain(`https://voltbay.example/products/${productId}`);
    expect((await alertsOf(productId)).every((alert) => alert.notifiedAt !== null)).toBe(true);
    // The other product's request still waits.
    expect(await alertsOf(other)).toEqual([{ email: emails[0], notifiedAt: null }]);

    const second = await restock(productId, 2);
    expect(await second.json()).toEqual({
      productId,
      location: 'warehouse',
      stock: 6,
      notified: 0,
    });
    await deliver();
    expect(sent()).toHaveLength(2);
  });

  it('after the e-mail went, the same address may ask again for the next time', async () => {
    const { post, restock, deliver } = alertsApp();
    const productId = await addTestProduct(database, { stock: 0 });
    const email = testEmail();
    await post('/stock-alerts', { productId, email });
    await restock(productId, 1);
    await deliver();
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
    expect((await post('/stock-alerts', { productId, email })).status).toBe(201);
  });

  it('tries a refused e-mail again later, and after the last try the alert waits again', async () => {
    const { post, restock, deliver, mailer, logged } = alertsApp();
    const productId = await addTestProduct(database, { stock: 0 });
    const email = testEmail();
    await post('/stock-alerts', { productId, email });
    mailer.fail();
    expect(await (await restock(productId, 1)).json()).toMatchObject({ notified: 1 });
    await deliver();
    const [alert] = await database.db
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, productId));
    const jobOf = async () =>
      (
        await database.db
          .select({
            id: jobs.id,
            attempts: jobs.attempts,
            later: sql<boolean>`${jobs.runAt} > now()`,
            doneAt: jobs.doneAt,
            gaveUpAt: jobs.gaveUpAt,
          })
          .from(jobs)
          .where(eq(jobs.dedupeKey, `back-in-stock:${alert!.id}`))
      )[0]!;
    expect(await jobOf()).toMatchObject({ attempts: 1, later: true, doneAt: null });
    expect(logged.join('\n')).toMatch(/job failed; tried again later/);
    expect(logged.join('\n')).not.toContain(email);

    // The last try, due now, fails too: given up, and the address waits for the next restock.
    await database.db
      .update(jobs)
      .set({ attempts: MAX_ATTEMPTS - 1, runAt: sql`now()` })
      .where(eq(jobs.id, (await jobOf()).id));
    await deliver();
    expect((await jobOf()).gaveUpAt).not.toBeNull();
    expect(await alertsOf(productId)).toEqual([{ email, notifiedAt: null }]);
  });

  it('changes the stock and takes the alerts in one transaction: a failure changes neither', async () => {
    const productId = await addTestProduct(database, { stock: 0 });
    const email = testEmail();
    await alertsApp().post('/stock-alerts', { productId, email });
    // A database whose update of the alerts fails inside the restock's transaction.
    const failingAlerts = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
        return (work: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get(inner, name, innerReceiver) {
                  if (name !== 'update') return Reflect.get(inner, name, innerReceiver) as unknown;
                  return (table: unknown) => {
                    if (table === stockAlerts) throw new Error('alerts update failed');
                    return inner.update(table as typeof products);
                  };
                },
              }) as unknown as Db,
            ),
          );
      },
    });
    const { restock, mailer } = alertsApp({ db: failingAlerts });
    expect((await restock(productId, 5)).status).toBe(500);
    expect(await stockOf(productId)).toBe(0);
    expect(mailer.sent).toEqual([]);
    const pending = await database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)));
    expect(pending).toHaveLength(1);
  });

  it('from many restocks at once, e-mails each waiting address once', async () => {
    const { post, restock, deliver, mailer } = alertsApp();
    const productId = await addTestProduct(database, { stock: 0 });
    const email = testEmail();
    await post('/stock-alerts', { productId, email });
    const answers = await Promise.all(
      Array.from(
        { length: 5 },
        async () => ((await (await restock(productId, 1)).json()) as { notified: number }).notified,
      ),
    );
    await deliver();
    expect(answers.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await stockOf(productId)).toBe(5);
    expect(mailer.sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it("takes the alerts of the location that had none: a store's waiting shopper is told when units reach that store", async () => {
    const { post, restock, deliver, mailer } = alertsApp();
    const productId = await addTestProduct(database, { stock: 3, atStores: 0 });
    const email = testEmail();
    // In stock for delivery: asking for delivery is refused, asking at a store is kept.
    expect((await post('/stock-alerts', { productId, email })).status).toBe(409);
    expect((await post('/stock-alerts', { productId, email, location: 'riverside' })).status).toBe(
      201,
    );
    const atWarehouse = await restock(productId, 2, newCaller(true).authorization, 'warehouse');
    expect(await atWarehouse.json()).toMatchObject({
      location: 'warehouse',
      stock: 5,
      notified: 0,
    });
    const elsewhere = await restock(productId, 2, newCaller(true).authorization, 'lakeview-mall');
    expect(await elsewhere.json()).toMatchObject({ notified: 0 });
    const there = await restock(productId, 4, newCaller(true).authorization, 'riverside');
    expect(await there.json()).toMatchObject({ location: 'riverside', stock: 4, notified: 1 });
    await deliver();
    expect(mailer.sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });
});
