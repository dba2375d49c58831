import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { parseShopCatalog } from '#catalog/shop-catalog.ts';
import { centsOf } from '#shop-api/money.ts';
import { priceNow } from '#shop-api/offer-rules.ts';
import type {
  CodeTermsEdit,
  OfferChange,
  SalePreview,
  SaleTermsEdit,
  StaffCode,
  StaffOffers,
  StaffSale,
} from '#shop-api/staff-offers.ts';
import { releaseShopCatalog } from '#server/catalog.ts';
import { quote } from '#server/shop/orders.ts';
import { offerChanges, sales } from '#server/store/schema.ts';
import { createTestClient, errorOf, newCaller } from '#server/testing/fakes.ts';
import {
  addTestProduct,
  ownTestDatabase,
  testEmail,
  testPhone,
} from '#server/testing/test-database.ts';

// Staff creating, changing and ending sales and codes (/api/staff/offers,
// docs/decisions/0042-offers.md), on a database of this file's own: its sales cover whole
// categories and brands of the released catalog, which would reprice other files' products.

const database = await ownTestDatabase();
afterAll(() => database.close());
await releaseShopCatalog(database.db);

let now = new Date('2027-03-01T12:00:00+06:00');
const { call } = createTestClient(database, { clock: () => now });
const staff = newCaller(true);
const asStaff = { authorization: staff.authorization };

const sale: SaleTermsEdit = {
  title: 'Spring week',
  reduction: { kind: 'percent', percent: 20 },
  scope: { kind: 'products', productIds: [] },
  startsAt: '2027-03-01T00:00:00+06:00',
  endsAt: '2027-03-08T00:00:00+06:00',
};

const code: CodeTermsEdit = {
  code: 'SPRING-10',
  reduction: { kind: 'percent', percent: 10 },
  minimumCents: 0,
  startsAt: '2027-03-01T00:00:00+06:00',
  endsAt: '2027-03-08T00:00:00+06:00',
  maxUses: null,
  maxUsesPerCustomer: 1,
  categories: [],
  excludedCategories: [],
  withSales: false,
  published: false,
};

const send = (path: string, json: unknown, method = 'POST') =>
  call(path, { method, json, headers: asStaff });

async function ok<Answer>(response: Response | Promise<Response>): Promise<Answer> {
  const answered = await response;
  if (answered.status !== 200) throw new Error(JSON.stringify(await errorOf(answered)));
  return (await answered.json()) as Answer;
}

async function refused(response: Promise<Response>) {
  const answered = await response;
  return { status: answered.status, ...(await errorOf(answered)) };
}

const history = async () =>
  (await ok<{ changes: OfferChange[] }>(call('/staff/offers/history', { headers: asStaff })))
    .changes;

const quoted = async (productId: string, promoCode?: string) =>
  quote(
    database.db,
    { lines: [{ productId, quantity: 1 }], ...(promoCode ? { promoCode } : {}) },
    null,
    now,
  );

describe('who may see and change offers', () => {
  it('refuses shoppers and the signed-out, whatever they send', async () => {
    const shopper = { authorization: newCaller().authorization };
    for (const [path, method, json] of [
      ['/staff/offers', 'GET', undefined],
      ['/staff/offers/history', 'GET', undefined],
      ['/staff/offers/sales', 'POST', sale],
      ['/staff/offers/sales/any-sale/end', 'POST', undefined],
      ['/staff/offers/preview', 'POST', sale],
      ['/staff/offers/codes', 'POST', code],
      ['/staff/offers/codes/ANY-CODE', 'PUT', code],
    ] as const) {
      expect((await call(path, { method, json, headers: shopper })).status).toBe(403);
      expect((await call(path, { method, json })).status).toBe(401);
    }
  });
});

describe('a sale, as staff write it', () => {
  it('refuses every term it cannot run, saying why, and saves nothing', async () => {
    const productId = await addTestProduct(database);
    const good = { ...sale, scope: { kind: 'products', productIds: [productId] } };
    const cases: [unknown, string][] = [
      [{ ...good, title: '  ' }, 'The title is required'],
      [{ ...good, title: 'x'.repeat(81) }, 'The title is at most 80 characters'],
      [{ ...good, reduction: { kind: 'percent', percent: 0 } }, 'at least 1% off'],
      [{ ...good, reduction: { kind: 'percent', percent: 91 } }, 'At most 90% off'],
      [{ ...good, reduction: { kind: 'percent', percent: 12.5 } }, 'a whole number'],
      [{ ...good, reduction: { kind: 'amount', amountCents: 0 } }, 'more than $0.00'],
      [{ ...good, reduction: { kind: 'amount', amountCents: 9.5 } }, 'whole cents'],
      [{ ...good, scope: { kind: 'products', productIds: [] } }, 'Name at least one product'],
      [
        { ...good, scope: { kind: 'products', productIds: [productId, productId] } },
        'A product is named twice',
      ],
      [
        { ...good, scope: { kind: 'products', productIds: ['vb-no-such'] } },
        'The shop has no product vb-no-such',
      ],
      [{ ...good, scope: { kind: 'category', category: 'toasters' } }, 'no category "toasters"'],
      [{ ...good, scope: { kind: 'brand', brand: 'acme' } }, 'no brand "acme"'],
      [{ ...good, scope: { kind: 'shelf' } }, 'Say which products the sale covers'],
      [{ ...good, startsAt: '2027-03-01 09:00' }, 'Enter the start as a date and time'],
      [{ ...good, endsAt: '2027-03-08T00:00:00' }, 'Enter the end as a date and time'],
      [{ ...good, endsAt: good.startsAt }, 'The end is after the start'],
      [
        { ...good, startsAt: '2027-02-01T00:00:00+06:00', endsAt: '2027-03-01T11:00:00+06:00' },
        'The end is already past',
      ],
      [{ ...good, id: 'my-own-id' }, 'this field is not accepted'],
    ];
    for (const [body, message] of cases) {
      const refusal = await refused(send('/staff/offers/sales', body));
      expect({ body, ...refusal }).toMatchObject({ status: 400, code: 'bad-request' });
      expect(refusal.message).toContain(message);
    }
    const saved = await database.db.select().from(sales).where(eq(sales.title, sale.title));
    expect(saved).toEqual([]);
  });

  it('is created, changed and ended, each for the next quote at once, and kept in the history', async () => {
    const productId = await addTestProduct(database, { priceCents: 10_000 });
    const terms = { ...sale, scope: { kind: 'products' as const, productIds: [productId] } };
    const created = await ok<StaffSale>(send('/staff/offers/sales', terms));
    expect(created).toEqual({ id: 'spring-week', ...terms, state: 'running' });
    expect((await quoted(productId)).lines[0]?.unitPriceCents).toBe(8_000);
    // Another sale of the same title gets an id of its own.
    const again = await ok<StaffSale>(
      send('/staff/offers/sales', { ...terms, reduction: { kind: 'percent', percent: 1 } }),
    );
    expect(again.id).toBe('spring-week-2');

    const changed = await ok<StaffSale>(
      send(
        `/staff/offers/sales/${created.id}`,
        { ...terms, reduction: { kind: 'amount', amountCents: 2_500 } },
        'PUT',
      ),
    );
    expect(changed.reduction).toEqual({ kind: 'amount', amountCents: 2_500 });
    expect((await quoted(productId)).lines[0]?.unitPriceCents).toBe(7_500);

    now = new Date('2027-03-02T09:30:00+06:00');
    const ended = await ok<StaffSale>(send(`/staff/offers/sales/${created.id}/end`, undefined));
    expect(ended).toMatchObject({ state: 'ended', endsAt: '2027-03-02T09:30:00+06:00' });
    // The other sale (1% off) prices it now, at the same moment of the clock.
    expect((await quoted(productId)).lines[0]).toMatchObject({
      unitPriceCents: 9_900,
      sale: { title: sale.title },
    });
    await ok(send(`/staff/offers/sales/${again.id}/end`, undefined));
    expect((await quoted(productId)).lines[0]).toMatchObject({ unitPriceCents: 10_000 });
    expect((await quoted(productId)).lines[0]?.sale).toBeUndefined();

    const twice = await refused(send(`/staff/offers/sales/${created.id}/end`, undefined));
    expect(twice).toMatchObject({ status: 409, code: 'transition-not-allowed' });
    expect(twice.message).toContain('already ended on 2 Mar 2027, 09:30');
    const unknown = await refused(send('/staff/offers/sales/no-such-sale/end', undefined));
    expect(unknown).toMatchObject({ status: 404, message: 'There is no such sale.' });

    const listed = await ok<StaffOffers>(call('/staff/offers', { headers: asStaff }));
    expect(listed.sales.find((each) => each.id === created.id)).toEqual(ended);

    const changes = (await history()).filter((change) => change.subject === created.id);
    expect(changes.map(({ action, by, entity }) => ({ action, by, entity }))).toEqual([
      { action: 'ended', by: staff.uid, entity: 'sale' },
      { action: 'changed', by: staff.uid, entity: 'sale' },
      { action: 'created', by: staff.uid, entity: 'sale' },
    ]);
    expect(changes[0]?.summary).toBe('end: 8 Mar 2027, 00:00 → 2 Mar 2027, 09:30 (ended now)');
    expect(changes[1]?.summary).toBe('reduction: 20% off → $25.00 off');
    expect(changes[2]?.summary).toBe(
      `title: Spring week; reduction: 20% off; covers: product ${productId}; start: 1 Mar 2027, 00:00; end: 8 Mar 2027, 00:00`,
    );
    expect(changes[0]?.at).toBe(now.toISOString());
    now = new Date('2027-03-01T12:00:00+06:00');
  });

  it('is not ended before it starts, and a save that changes nothing is not recorded', async () => {
    const productId = await addTestProduct(database);
    const later = await ok<StaffSale>(
      send('/staff/offers/sales', {
        ...sale,
        title: 'Later sale',
        scope: { kind: 'products', productIds: [productId] },
        startsAt: '2027-04-01T00:00:00+06:00',
        endsAt: '2027-04-08T00:00:00+06:00',
      }),
    );
    expect(later.state).toBe('not-started');
    const early = await refused(send(`/staff/offers/sales/${later.id}/end`, undefined));
    expect(early).toMatchObject({ status: 409, code: 'transition-not-allowed' });
    expect(early.message).toContain('has not started');

    const { id, state, ...same } = later;
    expect(state).toBe('not-started');
    await ok(send(`/staff/offers/sales/${id}`, same, 'PUT'));
    const rows = await database.db.select().from(offerChanges).where(eq(offerChanges.subject, id));
    expect(rows.map((row) => row.action)).toEqual(['created']);
    expect(rows[0]).toMatchObject({ staffUid: staff.uid, staffEmail: null });

    const pastEnd = await refused(
      send(
        `/staff/offers/sales/${id}`,
        { ...same, startsAt: '2027-02-01T00:00:00+06:00', endsAt: '2027-02-02T00:00:00+06:00' },
        'PUT',
      ),
    );
    expect(pastEnd.message).toContain('end it now instead');
    const missing = await refused(send('/staff/offers/sales/no-such-sale', same, 'PUT'));
    expect(missing.status).toBe(404);
  });
});

describe("a sale's preview", () => {
  const shop = parseShopCatalog().entries.filter((entry) => entry.isActive);

  it("prices the cheapest and the dearest products it covers from the server's prices, saving nothing", async () => {
    const category = 'laptop-desktop';
    const covered = shop
      .filter((entry) => [entry.category, ...(entry.alsoListedIn ?? [])].includes(category))
      .map((entry) => ({ ...entry, priceCents: centsOf(entry.price) }))
      .sort((a, b) => a.priceCents - b.priceCents || a.id.localeCompare(b.id));
    const terms = {
      ...sale,
      title: 'Laptop preview',
      reduction: { kind: 'amount', amountCents: 50_000 },
      scope: { kind: 'category', category },
    } as const;
    const preview = await ok<SalePreview>(send('/staff/offers/preview', terms));
    expect(preview.productCount).toBe(covered.length);
    const shown = [...covered.slice(0, 3), ...covered.slice(-3)];
    expect(preview.products).toEqual(
      shown.map((entry) => {
        const priced = priceNow(
          { id: entry.id, priceCents: entry.priceCents, categories: [category], brand: '' },
          [{ id: 'preview', ...terms }],
          new Date(terms.startsAt),
        );
        return {
          id: entry.id,
          name: entry.name,
          regularPriceCents: entry.priceCents,
          priceCents: priced.priceCents,
        };
      }),
    );
    // $500 off a cheap product stops at 90 % off.
    const cheapest = preview.products[0]!;
    expect(cheapest.priceCents).toBe(
      Math.max(
        cheapest.regularPriceCents - 50_000,
        cheapest.regularPriceCents - Math.floor(cheapest.regularPriceCents * 0.9),
      ),
    );
    expect(await database.db.select().from(sales).where(eq(sales.title, terms.title))).toEqual([]);

    const brand = await ok<SalePreview>(
      send('/staff/offers/preview', { ...terms, scope: { kind: 'brand', brand: 'apple' } }),
    );
    expect(brand.productCount).toBe(shop.filter((entry) => entry.brand === 'apple').length);
    const unknown = await refused(
      send('/staff/offers/preview', { ...terms, scope: { kind: 'brand', brand: 'acme' } }),
    );
    expect(unknown.status).toBe(400);
  });
});

describe('a promo code, as staff write it', () => {
  it('refuses every term it cannot run, saying why', async () => {
    const cases: [unknown, string][] = [
      [{ ...code, code: 'x!' }, 'A promo code is 3 to 32 letters, digits or dashes'],
      [{ ...code, minimumCents: -1 }, 'The minimum spend is 0 or more'],
      [{ ...code, minimumCents: 10.5 }, 'The minimum spend is in whole cents'],
      [{ ...code, maxUses: 0 }, 'The cap on uses is at least 1'],
      [{ ...code, maxUsesPerCustomer: 1.5 }, 'The cap per customer is a whole number'],
      [{ ...code, maxUses: 2, maxUsesPerCustomer: 3 }, "at most the code's cap on uses"],
      [{ ...code, categories: ['toasters'] }, 'no category "toasters"'],
      [
        { ...code, categories: ['component'], excludedCategories: ['component'] },
        'either covered or left out',
      ],
      [{ ...code, categories: ['component', 'component'] }, 'A category is chosen twice'],
      [{ ...code, withSales: 'yes' }, 'Say whether the code adds to sales'],
      [{ ...code, endsAt: '2027-02-28T00:00:00+06:00' }, 'The end is after the start'],
      [
        { ...code, startsAt: '2027-02-01T00:00:00+06:00', endsAt: '2027-02-28T00:00:00+06:00' },
        'The end is already past',
      ],
    ];
    for (const [body, message] of cases) {
      const refusal = await refused(send('/staff/offers/codes', body));
      expect({ body, ...refusal }).toMatchObject({ status: 400, code: 'bad-request' });
      expect(refusal.message).toContain(message);
    }
  });

  it('is created, counted, changed and ended, each for the next quote at once', async () => {
    const productId = await addTestProduct(database, { priceCents: 10_000, stock: 5 });
    const created = await ok<StaffCode>(
      send('/staff/offers/codes', { ...code, code: 'spring-10' }),
    );
    expect(created).toMatchObject({ code: 'SPRING-10', state: 'running', uses: 0 });
    const exists = await refused(send('/staff/offers/codes', code));
    expect(exists).toMatchObject({ status: 400 });
    expect(exists.message).toContain('The code SPRING-10 exists already');

    const placed = await call('/orders', {
      method: 'POST',
      headers: { 'idempotency-key': `staff-offers-${Date.now()}-order` },
      json: {
        lines: [{ productId, quantity: 1 }],
        contact: { name: 'Shopper', email: testEmail(), phone: testPhone() },
        fulfilment: { type: 'pickup', store: 'riverside', payment: 'pay-at-store' },
        promoCode: 'SPRING-10',
      },
    });
    expect(placed.status).toBe(201);
    const listed = await ok<StaffOffers>(call('/staff/offers', { headers: asStaff }));
    expect(listed.codes.find((each) => each.code === 'SPRING-10')?.uses).toBe(1);
    expect((await quoted(productId, 'SPRING-10')).promo?.refused).toBeUndefined();

    const renamed = await refused(
      send('/staff/offers/codes/SPRING-10', { ...code, code: 'SPRING-20' }, 'PUT'),
    );
    expect(renamed.message).toContain('A code keeps its name');
    const changed = await ok<StaffCode>(
      send(
        '/staff/offers/codes/spring-10',
        { ...code, minimumCents: 5_000, published: true, categories: ['component'] },
        'PUT',
      ),
    );
    expect(changed).toMatchObject({ minimumCents: 5_000, published: true, uses: 1 });

    const ended = await ok<StaffCode>(send('/staff/offers/codes/SPRING-10/end', undefined));
    expect(ended).toMatchObject({ state: 'ended', uses: 1 });
    expect((await quoted(productId, 'SPRING-10')).promo?.refused?.reason).toBe('ended');
    const twice = await refused(send('/staff/offers/codes/SPRING-10/end', undefined));
    expect(twice.status).toBe(409);

    const changes = (await history()).filter((change) => change.subject === 'SPRING-10');
    expect(changes.map((change) => [change.entity, change.action])).toEqual([
      ['code', 'ended'],
      ['code', 'changed'],
      ['code', 'created'],
    ]);
    expect(changes[1]?.summary).toBe(
      'minimum spend: $0.00 → $50.00; categories: all → component; on the Offers page: no → yes',
    );
  });
});
