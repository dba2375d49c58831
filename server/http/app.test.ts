import { formatDate } from '#shop-api/dates.ts';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  createTestApp,
  createTestClient,
  errorOf,
  newCaller,
  newClientAddress,
  SHOP_INBOX,
} from '#server/testing/fakes.ts';
import { parseAddressRanges } from './client-address.ts';
import {
  addTestProduct,
  memoryTestDatabase,
  ownTestDatabase,
  testEmail,
  testPhone,
} from '#server/testing/test-database.ts';
import { contactMessages, jobs, newsletterSubscriptions, products } from '#server/store/schema.ts';
import type { AppDeps } from './app.ts';
import { movableClock } from '#server/qa-clock.ts';
import type { StaffMessage } from '#shop-api/messages.ts';

// Its own: the tests run the job worker, which takes every due job of the database.
const database = await ownTestDatabase();
afterAll(() => database.close());

const testApp = (overrides: Partial<AppDeps> = {}) => createTestClient(database, overrides);

const contact = () => ({
  name: 'Ada',
  email: testEmail(),
  subject: 'Warranty',
  message: 'My laptop will not charge any more.',
});

describe('the API answers every error as JSON with a code and a message', () => {
  it.each([
    ['bad JSON', { method: 'POST', body: '{"email":' }, 400, 'bad-request', /not valid JSON/],
    [
      'an unknown field',
      { json: { email: 'a@b.co', admin: true } },
      400,
      'bad-request',
      /admin: this field is not accepted/,
    ],
    ['a wrong type', { json: { email: 42 } }, 400, 'bad-request', /email/],
    [
      'a body over 16 KiB',
      { json: { email: `${'a'.repeat(20_000)}@b.co` } },
      413,
      'too-large',
      /too large/,
    ],
  ])('%s', async (_name, init, status, code, message) => {
    const response = await testApp().call('/newsletter', init);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(message);
  });

  it('an address the API does not have', async () => {
    const response = await testApp().call('/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not-found' } });
  });

  it('a failure of its own, with a reference and no stack trace', async () => {
    const { call, logged } = testApp({
      ping: async () => {},
      db: new Proxy(database.db, {
        get: () => {
          throw new TypeError('boom at secret/file.ts:12');
        },
      }),
    });
    const response = await call('/newsletter', { json: { email: testEmail() } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toMatch(/"code":"internal"/);
    expect(text).not.toMatch(/boom|secret|\.ts/);
    // The log names the error and where it was thrown, never its message (it may carry data).
    const line = logged.find((entry) => entry.includes('unexpected error'));
    expect(line).toContain('"error":"TypeError"');
    expect(line).toContain('app.test.ts');
    expect(line).not.toContain('boom');
  });

  it("logs a failed query's error without the values it was given", async () => {
    const { call, logged } = testApp({
      ping: async () => {},
      db: new Proxy(database.db, {
        get: () => {
          throw new Error('Failed query: insert ... params: ada@example.com,+8801711000000', {
            cause: Object.assign(new Error('duplicate key value'), {
              code: '23505',
              constraint: 'newsletter_email_key',
            }),
          });
        },
      }),
    });
    expect((await call('/newsletter', { json: { email: testEmail() } })).status).toBe(500);
    const line = logged.find((entry) => entry.includes('unexpected error')) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      error: 'Error < Error 23505',
      constraint: 'newsletter_email_key',
    });
    expect(line).not.toMatch(/ada@example|8801711|duplicate/);
  });

  it('stamps its own request id on every log line and answer, never the one a client sent', async () => {
    const { call, logged } = testApp();
    const response = await call('/health', { headers: { 'x-request-id': 'chosen-by-client' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.at(-1)).toContain(`"requestId":"${id}"`);
    expect(logged.join('\n')).not.toContain('chosen-by-client');
  });

  it('answers 415 to a body that is not JSON, which any site could make a browser post', async () => {
    const response = await testApp().call('/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: testEmail() }),
    });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({
      code: 'unsupported-media-type',
      message: expect.stringContaining('JSON') as string,
    });
  });

  it('refuses a control character with the field named, and drops invisible reordering marks', async () => {
    const { call } = testApp();
    const refused = await call('/contact', { json: { ...contact(), name: 'Ada\u0000' } });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toMatch(/name: control characters/);

    const message = {
      ...contact(),
      subject: 'Warr\u202Eanty\u200B',
      message: 'আমি\u200Cবাংলা লিখি, fine.',
    };
    expect((await call('/contact', { json: message })).status).toBe(201);
    const [stored] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, message.email));
    expect(stored).toMatchObject({ subject: 'Warranty', message: 'আমি\u200Cবাংলা লিখি, fine.' });
  });
});

describe('a request that takes too long', () => {
  it('is answered 503 at its deadline, saying to try again', async () => {
    // What it waits on never answers (here the identity check; a hung database alike).
    const { call } = testApp({
      requestDeadlineMs: 50,
      verifyIdToken: () => new Promise(() => {}),
    });
    const response = await call('/orders', { headers: { authorization: 'Bearer some.id.token' } });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('too long') as string,
    });
  });
});

describe('an Auth backend that cannot be reached', () => {
  it('is a 503 that says so, not an ended session', async () => {
    const { call } = testApp({
      verifyIdToken: () => Promise.reject(new Error('getaddrinfo ENOTFOUND')),
    });
    const response = await call('/orders', { headers: { authorization: 'Bearer some.id.token' } });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('sign-in') as string,
    });
  });
});

describe('health', () => {
  it('says ok when the database answers, and 503 when it does not', async () => {
    expect(await (await testApp().call('/health')).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
    const down = testApp({
      ping: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    });
    const response = await down.call('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });

  it('answers 503 when the database does not answer at all (a held lock, a silent proxy)', async () => {
    const hung = testApp({ ping: () => new Promise<void>(() => {}) });
    const response = await hung.call('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });
});

// Opened with the file, as the shared one, not within a test's time limit.
const closed = await memoryTestDatabase();
await closed.close();

describe('a database that went away', () => {
  it('answers 503 with a message that nothing was saved', async () => {
    const { call } = testApp({ db: closed.db, ping: closed.ping });
    const response = await call('/newsletter', { json: { email: testEmail() } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: { code: 'unavailable', message: expect.stringMatching(/Nothing was saved/) as string },
    });
  });
});

describe('contact messages', () => {
  it("reach the shop's inbox, and the sender gets a note with nothing they typed", async () => {
    const { call, mailer, deliver } = testApp();
    const message = { ...contact(), name: 'Win a prize', subject: 'at http://evil.example' };
    const response = await call('/contact', { json: message });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });
    const stored = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, message.email));
    expect(stored).toMatchObject([{ subject: message.subject, message: message.message }]);
    await deliver();
    const toStaff = mailer.sent.find((mail) => mail.replyTo === message.email);
    expect(toStaff).toMatchObject({
      to: SHOP_INBOX,
      text: expect.stringContaining(message.message) as string,
    });
    const note = mailer.sent.filter((mail) => mail.to === message.email);
    expect(note).toEqual([expect.objectContaining({ subject: 'We received your message' })]);
    expect(JSON.stringify(note)).not.toMatch(/Win a prize|evil|laptop/);
    // The day it arrived as the shop writes dates everywhere ('29 Nov 2026'), in Dhaka's time.
    expect(note[0]?.text).toContain(
      `Your message of ${formatDate(stored[0]!.receivedAt.toISOString())} reached`,
    );
    expect(note[0]?.text).toMatch(/Your message of \d{1,2} [A-Z][a-z]{2,3} \d{4} reached/);
  });

  it('are listed for staff, the longest waiting first, until marked handled; no one else sees them', async () => {
    const { call } = testApp();
    const [first, second] = [contact(), contact()];
    for (const message of [first, second]) {
      expect((await call('/contact', { json: message })).status).toBe(201);
    }
    const staff = newCaller(true);
    const list = async (filter: string, who = staff) => {
      const response = await call(`/staff/messages?filter=${filter}`, {
        headers: { authorization: who.authorization },
      });
      return {
        status: response.status,
        body: (await response.json()) as { messages: StaffMessage[] },
      };
    };
    const ours = (messages: StaffMessage[]) =>
      messages.filter((listed) => [first.email, second.email].includes(listed.email));
    const open = ours((await list('open')).body.messages);
    expect(
      open.map((listed) => [listed.email, listed.subject, listed.message, listed.handledAt]),
    ).toEqual([
      [first.email, first.subject, first.message, null],
      [second.email, second.subject, second.message, null],
    ]);

    const handled = await call(`/staff/messages/${open[0]!.id}/handled`, {
      method: 'POST',
      headers: { authorization: staff.authorization },
    });
    expect(handled.status).toBe(200);
    expect(((await handled.json()) as StaffMessage).handledAt).toEqual(expect.any(String));
    expect(ours((await list('open')).body.messages).map((listed) => listed.email)).toEqual([
      second.email,
    ]);
    expect(ours((await list('handled')).body.messages).map((listed) => listed.email)).toEqual([
      first.email,
    ]);

    expect((await list('open', newCaller())).status).toBe(403);
    const unknown = await call('/staff/messages/2147483647/handled', {
      method: 'POST',
      headers: { authorization: staff.authorization },
    });
    expect(unknown.status).toBe(404);
  });

  it('are kept with their e-mails when SMTP refuses, and the e-mails go on a later try', async () => {
    const { call, mailer, deliver } = testApp();
    mailer.fail();
    const message = contact();
    expect((await call('/contact', { json: message })).status).toBe(201);
    await deliver();
    expect(mailer.sent.filter((mail) => mail.to === message.email)).toEqual([]);
    mailer.recover();
    // Their next try, brought forward from its backoff.
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(isNull(jobs.doneAt));
    await deliver();
    expect(mailer.sent.filter((mail) => mail.to === message.email)).toHaveLength(1);
    expect(mailer.sent.filter((mail) => mail.replyTo === message.email)).toHaveLength(1);
  });

  it('are refused when too short, with the field named', async () => {
    const response = await testApp().call('/contact', { json: { ...contact(), message: 'Hi' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringMatching(/^.*message:/) as string },
    });
  });

  it('are rate-limited per client', async () => {
    const { call } = testApp({ formsPerMinute: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await call('/contact', { json: contact() })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('count the address Cloud Run saw, whatever a client writes before it or in other headers', async () => {
    const { app } = createTestApp(database, { formsPerMinute: 2 });
    const client = `2001:db8:${randomUUID().slice(0, 4)}:1::`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await app.request('/api/contact', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A new made-up address each time, and another address of the same /64 at the end.
          'x-forwarded-for': `198.51.100.${i}, ${client}${i + 1}`,
          'fastly-client-ip': `203.0.113.${i}`,
        },
        body: JSON.stringify(contact()),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it("skip the hop of a trusted proxy (Hosting's CDN) to the address it saw", async () => {
    const { app } = createTestApp(database, {
      formsPerMinute: 1,
      trustedProxies: parseAddressRanges('151.101.0.0/16').list,
    });
    const send = (forwardedFor: string) =>
      app.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify(contact()),
      });
    const shopper = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const other = `2001:db8:${randomUUID().slice(0, 4)}::7`;
    // Two shoppers through the same CDN node: a limit each, not one for the node.
    expect((await send(`${shopper}, 151.101.1.1`)).status).toBe(201);
    expect((await send(`${other}, 151.101.1.1`)).status).toBe(201);
    expect((await send(`10.0.0.1, ${shopper}, 151.101.1.1`)).status).toBe(429);
  });

  it('hold across instances of the server sharing the database', async () => {
    const client = newClientAddress();
    const instances = [1, 2, 3].map(() => createTestApp(database, { formsPerMinute: 2 }).app);
    const statuses = await Promise.all(
      instances.map(async (app) =>
        app.request('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify(contact()),
        }),
      ),
    ).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('newsletter sign-ups', () => {
  it('keep one row per e-mail, whatever its case, and a second sign-up is no error', async () => {
    const { call } = testApp();
    const email = testEmail();
    expect((await call('/newsletter', { json: { email } })).status).toBe(201);
    expect((await call('/newsletter', { json: { email: email.toUpperCase() } })).status).toBe(201);
    const [row] = await database.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row?.n).toBe(1);
  });
});

describe('orders over HTTP', () => {
  const order = (productId: string, quantity: unknown = 1, extra: object = {}) => ({
    lines: [{ productId, quantity }],
    contact: { name: 'Ada', email: testEmail(), phone: testPhone() },
    fulfilment: { type: 'pickup', store: 'riverside', payment: 'pay-at-store' },
    ...extra,
  });
  const key = () => ({ 'idempotency-key': `key-${crypto.randomUUID()}` });

  it('places an order (201), answers a repeat with the same order (200), and mails a confirmation', async () => {
    const { call, mailer, deliver } = testApp();
    const id = await addTestProduct(database, { priceCents: 123456 });
    const headers = key();
    const body = order(id, 2);
    const first = await call('/orders', { json: body, headers });
    expect(first.status).toBe(201);
    const placed = (await first.json()) as { number: string; totalCents: number; key: string };
    expect(placed.totalCents).toBe(246912);
    expect(placed.key).toMatch(/^[\w-]{43}$/);
    const repeat = await call('/orders', { json: body, headers });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ number: placed.number, key: placed.key });
    await deliver();
    const confirmations = mailer.sent.filter((mail) => mail.to === body.contact.email);
    expect(confirmations.map((mail) => mail.subject)).toEqual([
      `Your Voltbay order ${placed.number}`,
    ]);
    // Links the shopper can open from a mail program: the shop's own address, the key in the
    // fragment, which no browser sends on.
    expect(confirmations[0]?.text).toContain(
      `https://voltbay.example/orders/${placed.number}#key=${placed.key}`,
    );
    expect(confirmations[0]?.text).toContain('https://voltbay.example/tracking');
    // Money as the shop writes it on its pages.
    expect(confirmations[0]?.text).toContain('Total: $2,469.12');
  });

  it("opens a guest's whole order with its link's key; its number and e-mail show where it stands only", async () => {
    const { call } = testApp();
    const id = await addTestProduct(database);
    const body = order(id);
    const placed = (await (await call('/orders', { json: body, headers: key() })).json()) as {
      number: string;
      placedAt: string;
      key: string;
    };
    const opened = await call('/orders/open', { json: { number: placed.number, key: placed.key } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      number: placed.number,
      contact: body.contact,
      fulfilment: body.fulfilment,
      lines: [{ productId: id, quantity: 1 }],
    });

    const otherKey = `${placed.key.startsWith('A') ? 'B' : 'A'}${placed.key.slice(1)}`;
    for (const wrong of [
      { number: placed.number, key: otherKey },
      { number: 'VB-0000000000', key: placed.key },
    ]) {
      const refused = await call('/orders/open', { json: wrong });
      expect(refused.status).toBe(404);
      expect((await errorOf(refused)).message).toBe(
        'This link does not open an order. Use the link in your latest e-mail from us, or track the order with its number and e-mail.',
      );
    }
    const malformed = await call('/orders/open', { json: { number: placed.number, key: 'short' } });
    expect(malformed.status).toBe(400);

    const tracked = await call('/orders/track', {
      json: { number: placed.number, email: body.contact.email },
    });
    const progress = (await tracked.json()) as Record<string, unknown>;
    expect(progress).toEqual({
      number: placed.number,
      status: 'placed',
      placedAt: expect.any(String) as string,
      fulfilment: { type: 'pickup', store: 'riverside' },
      events: [{ status: 'placed', at: expect.any(String) as string, by: 'shopper' }],
      reservedUntil: expect.any(String) as string,
    });
    // Kept for the shop's 3 days (PICKUP_HOLD_DAYS) from placing, by the server's clock.
    const keptMs = Date.parse(progress.reservedUntil as string) - Date.parse(placed.placedAt);
    expect(Math.abs(keptMs - 3 * 86_400_000)).toBeLessThan(60_000);
  });

  it.each([
    ['a negative quantity', -1],
    ['a fractional quantity', 1.5],
    ['a quantity over 10', 11],
    ['a quantity as text', '2'],
  ])('refuses %s with 400 and takes no stock', async (_name, quantity) => {
    const id = await addTestProduct(database);
    const response = await testApp().call('/orders', { json: order(id, quantity), headers: key() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'bad-request', message: expect.stringContaining('quantity') as string },
    });
  });

  it('refuses an unknown store, an order without a key, and a price sent by the browser', async () => {
    const id = await addTestProduct(database);
    const { call } = testApp();
    const unknownStore = await call('/orders', {
      json: order(id, 1, {
        fulfilment: { type: 'pickup', store: 'moon-base', payment: 'pay-at-store' },
      }),
      headers: key(),
    });
    expect(await unknownStore.json()).toMatchObject({
      error: { message: expect.stringContaining('Unknown store') as string },
    });
    const noKey = await call('/orders', { json: order(id) });
    expect(await noKey.json()).toMatchObject({
      error: { message: expect.stringContaining('Idempotency-Key') as string },
    });
    const withTotal = await call('/orders', {
      json: order(id, 1, { totalCents: 1 }),
      headers: key(),
    });
    expect(withTotal.status).toBe(400);
  });

  it("answers an order that cannot be placed with 409 and each line's reason", async () => {
    const id = await addTestProduct(database, { stock: 1 });
    const response = await testApp().call('/orders', { json: order(id, 2), headers: key() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'order-not-accepted',
        message: expect.any(String) as string,
        lines: [{ productId: id, problem: 'too-few', available: 1 }],
      },
    });
  });

  /** The number of an order of a new product that `caller` placed. */
  async function placedBy(
    call: ReturnType<typeof testApp>['call'],
    caller: ReturnType<typeof newCaller>,
  ) {
    const id = await addTestProduct(database);
    const placed = await call('/orders', {
      json: order(id),
      headers: { ...key(), authorization: caller.authorization },
    });
    return ((await placed.json()) as { number: string }).number;
  }

  const stockOf = async (id: string) =>
    (
      await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
    )[0]?.stock;

  it("moves the development server's clock only when given the QA switch, and only forward", async () => {
    const clock = movableClock();
    const moved = await testApp({ qaClock: clock }).call('/qa/clock', { json: { hours: 24 } });
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: string };
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    for (const hours of [0, -5, 1.5, 24 * 32, '3']) {
      const refused = await testApp({ qaClock: clock }).call('/qa/clock', { json: { hours } });
      expect(refused.status).toBe(400);
    }
    // Production's app has no such switch.
    expect((await testApp().call('/qa/clock', { json: { hours: 24 } })).status).toBe(404);
  });

  describe('an unpaid order whose hold ends', () => {
    it('is cancelled by the shop, its stock back on the shelf, and the shopper told', async () => {
      const clock = movableClock();
      const { call, deliver, mailer } = testApp({ qaClock: clock });
      const id = await addTestProduct(database, { stock: 4 });
      const body = order(id, 3, {
        fulfilment: {
          type: 'delivery',
          address: { line1: '12 Lake Road', city: 'Dhaka', postcode: '1212' },
          payment: 'cash-on-delivery',
        },
      });
      const placed = (await (await call('/orders', { json: body, headers: key() })).json()) as {
        number: string;
      };
      expect(await stockOf(id)).toBe(1);
      await deliver();
      expect(await stockOf(id)).toBe(1);
      // Cash on delivery: reminded a day before its 2 days end, cancelled at their end.
      clock.advance(25);
      await deliver();
      expect(await stockOf(id)).toBe(1);
      clock.advance(23);
      await deliver();
      const tracked = await call('/orders/track', {
        json: { number: placed.number, email: body.contact.email },
      });
      expect(await tracked.json()).toMatchObject({
        status: 'cancelled',
        events: [{ status: 'placed' }, { status: 'cancelled', by: 'shop' }],
      });
      expect(await stockOf(id)).toBe(4);
      expect(
        mailer.sent.filter((mail) => mail.to === body.contact.email).map((mail) => mail.subject),
      ).toEqual([
        `Your Voltbay order ${placed.number}`,
        expect.stringMatching(new RegExp(`^Your Voltbay order ${placed.number}: confirm it by `)),
        `Your Voltbay order ${placed.number} was cancelled`,
      ]);
    });

    it('is left as it is once the shop confirmed it', async () => {
      const clock = movableClock();
      const { call, deliver } = testApp({ qaClock: clock });
      const number = await placedBy(call, newCaller());
      const staff = { authorization: newCaller(true).authorization };
      await call(`/orders/${number}/status`, { json: { status: 'confirmed' }, headers: staff });
      // A pickup order holds until it is collected: confirmed is not enough, ready is not either.
      await call(`/orders/${number}/status`, {
        json: { status: 'ready-for-pickup' },
        headers: staff,
      });
      await call(`/orders/${number}/status`, { json: { status: 'collected' }, headers: staff });
      clock.advance(24 * 30);
      await deliver();
      const seen = await call(`/orders/${number}`, { headers: staff });
      expect(await seen.json()).toMatchObject({ status: 'collected' });
    });
  });

  it("shows a shopper their orders only when signed in, and never another's", async () => {
    const { call } = testApp();
    const ada = newCaller();
    const number = await placedBy(call, ada);

    expect((await call('/orders')).status).toBe(401);
    expect((await call('/orders', { headers: { authorization: 'Bearer forged' } })).status).toBe(
      401,
    );
    const mine = await call('/orders', { headers: { authorization: ada.authorization } });
    expect(await mine.json()).toMatchObject({ orders: [{ number }] });
    const theirs = await call(`/orders/${number}`, {
      headers: { authorization: newCaller().authorization },
    });
    expect(theirs.status).toBe(404);
    const own = await call(`/orders/${number}`, { headers: { authorization: ada.authorization } });
    expect(own.status).toBe(200);
  });

  it("lets only staff change an order's state", async () => {
    const { call } = testApp();
    const owner = newCaller();
    const number = await placedBy(call, owner);
    const byOwner = await call(`/orders/${number}/status`, {
      json: { status: 'confirmed' },
      headers: { authorization: owner.authorization },
    });
    expect(byOwner.status).toBe(403);
    const byStaff = await call(`/orders/${number}/status`, {
      json: { status: 'confirmed' },
      headers: { authorization: newCaller(true).authorization },
    });
    expect(await byStaff.json()).toMatchObject({ status: 'confirmed' });
  });

  it('lists orders for staff only, by state when asked', async () => {
    const { call } = testApp();
    const owner = newCaller();
    const number = await placedBy(call, owner);
    expect((await call('/staff/orders')).status).toBe(401);
    const byOwner = await call('/staff/orders', {
      headers: { authorization: owner.authorization },
    });
    expect(byOwner.status).toBe(403);
    expect(await byOwner.json()).toMatchObject({ error: { code: 'forbidden' } });

    const staff = { headers: { authorization: newCaller(true).authorization } };
    const all = (await (await call('/staff/orders', staff)).json()) as {
      orders: { number: string; status: string; itemCount: number }[];
    };
    expect(all.orders.find((listed) => listed.number === number)).toMatchObject({
      status: 'placed',
      itemCount: 1,
    });
    const confirmed = (await (await call('/staff/orders?status=confirmed', staff)).json()) as {
      orders: { number: string; status: string }[];
    };
    expect(confirmed.orders.map((listed) => listed.number)).not.toContain(number);
    expect(confirmed.orders.every((listed) => listed.status === 'confirmed')).toBe(true);
    const unknown = await call('/staff/orders?status=lost', staff);
    expect(unknown.status).toBe(400);
  });

  it('tracks by number and e-mail, rate-limited', async () => {
    const { call } = testApp({ formsPerMinute: 3 });
    const id = await addTestProduct(database);
    const body = order(id);
    const placed = (await (await call('/orders', { json: body, headers: key() })).json()) as {
      number: string;
    };
    const found = await call('/orders/track', {
      json: { number: placed.number.toLowerCase(), email: body.contact.email.toUpperCase() },
    });
    expect(await found.json()).toMatchObject({ number: placed.number, status: 'placed' });
    const wrong = await call('/orders/track', {
      json: { number: placed.number, email: testEmail() },
    });
    expect(wrong.status).toBe(404);
    await call('/orders/track', { json: { number: placed.number, email: testEmail() } });
    expect(
      (await call('/orders/track', { json: { number: placed.number, email: testEmail() } })).status,
    ).toBe(429);
  });

  it('quotes a cart with delivery charged under $100 and pickup free', async () => {
    const { call } = testApp();
    const id = await addTestProduct(database, { priceCents: 4000 });
    const quoteFor = async (fulfilment?: string) => {
      const response = await call('/orders/quote', {
        json: { lines: [{ productId: id, quantity: 1 }], ...(fulfilment ? { fulfilment } : {}) },
      });
      return (await response.json()) as { deliveryCents: number; totalCents: number };
    };
    expect(await quoteFor('delivery')).toMatchObject({ deliveryCents: 5000, totalCents: 9000 });
    expect(await quoteFor()).toMatchObject({ deliveryCents: 5000, totalCents: 9000 });
    expect(await quoteFor('pickup')).toMatchObject({ deliveryCents: 0, totalCents: 4000 });
    const courier = await call('/orders/quote', {
      json: { lines: [{ productId: id, quantity: 1 }], fulfilment: 'drone' },
    });
    expect(courier.status).toBe(400);
  });

  it('reads live price and stock, briefly cacheable', async () => {
    const id = await addTestProduct(database, { stock: 4, priceCents: 999 });
    const response = await testApp().call(`/stock?ids=${id},unknown-id`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await response.json()).toEqual({
      products: [{ productId: id, priceCents: 999, stock: 4, sold: true }],
    });
    expect((await testApp().call('/stock?ids=<script>')).status).toBe(400);
  });
});
