import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, placeOneUnit } from '#server/testing/fakes.ts';
import { listen } from '#server/testing/listen.ts';
import {
  addTestCode,
  addTestProduct,
  sharedTestDatabase,
  testEmail,
  unitsAt,
} from '#server/testing/test-database.ts';
import { orderLines, promoRedemptions } from '#server/store/schema.ts';

const database = await sharedTestDatabase();
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(createTestApp(database).app);
});
afterAll(() => server.close());

const placeOne = (productId: string, key: string, email?: string, promoCode?: string) =>
  placeOneUnit(server.origin, productId, key, email, promoCode);

it('one order key sent five times at once for the last unit: one order, the same answer to each', async () => {
  const productId = await addTestProduct(database, { stock: 1 });
  const email = testEmail();
  const key = `retried-${productId}`;
  const responses = await Promise.all(
    Array.from({ length: 5 }, () => placeOne(productId, key, email)),
  );
  const numbers = responses.map(({ body }) => body.number);
  expect(responses.map(({ status }) => status).sort()).toEqual([200, 200, 200, 200, 201]);
  expect(new Set(numbers).size).toBe(1);
  expect(numbers[0]).toMatch(/^VB-/);
}, 60_000);

it("200 shoppers at once for a store's last 5 units: 5 orders, none left there, 195 told it sold out", async () => {
  // Picked up at Riverside (placeOneUnit): the warehouse's 40 and the other stores' are not theirs.
  const productId = await addTestProduct(database, { stock: 40, atStores: 5 });
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      placeOne(productId, `concurrent-${productId}-${index}`),
    ),
  );
  const placed = responses.filter((response) => response.status === 201);
  const refused = responses.filter((response) => response.status === 409);
  expect(placed).toHaveLength(5);
  expect(refused).toHaveLength(195);
  for (const { body } of refused) {
    expect(body).toEqual({
      error: {
        code: 'order-not-accepted',
        message: expect.any(String) as string,
        lines: [{ productId, problem: 'sold-out' }],
      },
    });
  }
  expect(await unitsAt(database, productId, 'riverside')).toBe(0);
  expect(await unitsAt(database, productId, 'warehouse')).toBe(40);
  expect(await unitsAt(database, productId, 'lakeview-mall')).toBe(5);
  const lines = await database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.productId, productId));
  expect(lines).toHaveLength(5);
}, 60_000);

it('200 shoppers at once with a code for 7 uses: 7 orders use it, 193 told it is used up', async () => {
  // Each order its own product: nothing but the code holds them back from each other.
  const productIds = await Promise.all(
    Array.from({ length: 200 }, () => addTestProduct(database, { stock: 1 })),
  );
  const code = await addTestCode(database, { maxUses: 7 });
  const responses = await Promise.all(
    productIds.map((productId) =>
      placeOne(productId, `coded-${productId}`, testEmail(), code.toLowerCase()),
    ),
  );
  const placed = responses.filter((response) => response.status === 201);
  const refused = responses.filter((response) => response.status === 409);
  expect(placed).toHaveLength(7);
  expect(refused).toHaveLength(193);
  for (const { body } of refused) expect(body.error?.code).toBe('promo-code-refused');
  const uses = await database.db
    .select()
    .from(promoRedemptions)
    .where(eq(promoRedemptions.code, code));
  expect(uses.map((use) => use.orderNumber).sort()).toEqual(
    placed.map(({ body }) => body.number).sort(),
  );
  const left = await Promise.all(productIds.map((id) => unitsAt(database, id, 'riverside')));
  expect(left.filter((units) => units === 0)).toHaveLength(7);
}, 60_000);
