import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { products } from '#server/store/schema.ts';
import { ownTestDatabase } from '#server/testing/test-database.ts';
import { makeCatalogEntry } from '#catalog/product.fixtures.ts';
import { readStock } from './stock.ts';
import { CatalogReleaseRefused, releaseCatalog } from './catalog-release.ts';

// Its own database: a release marks every product its catalog lacks as no longer sold, and the
// versions it records are the database's.
const database = await ownTestDatabase();
afterAll(() => database.close());

const product = (id: string, name: string, priceCents: number, stockCount = 5) =>
  makeCatalogEntry({
    id,
    name,
    price: priceCents / 100,
    originalPrice: priceCents / 100,
    stockCount,
    inStock: stockCount > 0,
  });

const rowsOf = (ids: string[]) =>
  database.db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      stock: products.stock,
      sold: products.sold,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.name);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

it("takes new products from the catalog, keeps the server's stock of known ones, and stops selling the rest", async () => {
  const [a, b] = [`sync-${randomUUID()}`, `sync-${randomUUID()}`];
  const first = [product(a, 'A', 1000), product(b, 'B', 2000, 3)];
  expect(await releaseCatalog(database.db, { version: 10, digest: 'ten', products: first })).toBe(
    'applied',
  );
  await database.db.update(products).set({ stock: 1 }).where(eq(products.id, a));
  const second = [product(a, 'A, renamed', 1100)];
  expect(
    await releaseCatalog(database.db, { version: 11, digest: 'eleven', products: second }),
  ).toBe('applied');
  expect(await rowsOf([a, b])).toEqual([
    { id: a, name: 'A, renamed', priceCents: 1100, stock: 1, sold: true },
    { id: b, name: 'B', priceCents: 2000, stock: 3, sold: false },
  ]);
  expect(await readStock(database.db, [b], new Date())).toEqual([
    { productId: b, priceCents: 2000, stock: 3, sold: false },
  ]);
});

it('never applies an older catalog over a newer one, nor another catalog under the same version', async () => {
  const id = `release-${randomUUID()}`;
  await releaseCatalog(database.db, {
    version: 21,
    digest: 'new',
    products: [product(id, 'New', 900)],
  });

  const older = await refusal(
    releaseCatalog(database.db, {
      version: 20,
      digest: 'old',
      products: [product(id, 'Old', 500)],
    }),
  );
  expect(older).toBeInstanceOf(CatalogReleaseRefused);
  expect((older as Error).message).toBe(
    'The database has catalog version 21, newer than this 20: nothing was changed. Deploy the shop at version 21 or later.',
  );
  const sameVersion = await refusal(
    releaseCatalog(database.db, {
      version: 21,
      digest: 'other',
      products: [product(id, 'Other', 1)],
    }),
  );
  expect((sameVersion as Error).message).toContain(
    'Catalog version 21 was applied from another catalog file',
  );
  expect(
    await releaseCatalog(database.db, {
      version: 21,
      digest: 'new',
      products: [product(id, 'New', 900)],
    }),
  ).toBe('current');
  expect(await rowsOf([id])).toEqual([{ id, name: 'New', priceCents: 900, stock: 5, sold: true }]);
});

it('takes releases sent at once in turns: the newer one stands', async () => {
  const id = `race-${randomUUID()}`;
  const outcomes = await Promise.allSettled([
    releaseCatalog(database.db, {
      version: 31,
      digest: 'b',
      products: [product(id, 'Newer', 3100)],
    }),
    releaseCatalog(database.db, {
      version: 30,
      digest: 'a',
      products: [product(id, 'Older', 3000)],
    }),
  ]);
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThan(0);
  expect(await rowsOf([id])).toEqual([
    { id, name: 'Newer', priceCents: 3100, stock: 5, sold: true },
  ]);
});

it('applies the same release again to a database migrated since, whose products lack documents', async () => {
  const id = `documents-${randomUUID()}`;
  const release = { version: 41, digest: 'forty-one', products: [product(id, 'Kept', 4100)] };
  await releaseCatalog(database.db, release);
  // As migration 0013 left the rows the release had written before it.
  await database.db.update(products).set({ document: null }).where(eq(products.id, id));

  expect(await releaseCatalog(database.db, release)).toBe('applied');
  const [row] = await database.db
    .select({ document: products.document })
    .from(products)
    .where(eq(products.id, id));
  expect(row?.document).toMatchObject({ id, name: 'Kept', price: 41 });
  expect(await releaseCatalog(database.db, release)).toBe('current');
});
