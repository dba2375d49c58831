import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { products } from '#server/store/schema.ts';
import { ownTestDatabase } from '#server/testing/test-database.ts';
import { readStock, syncProducts } from './stock.ts';

// Its own database: syncing marks every product the catalog lacks as no longer sold.
const database = await ownTestDatabase();
afterAll(() => database.close());

it("takes new products from the catalog, keeps the server's stock of known ones, and stops selling the rest", async () => {
  const [a, b] = [`sync-${randomUUID()}`, `sync-${randomUUID()}`];
  await syncProducts(database.db, [
    { id: a, name: 'A', priceCents: 1000, stockCount: 5, rating: 4.5, reviewCount: 10 },
    { id: b, name: 'B', priceCents: 2000, stockCount: 3, rating: 4.5, reviewCount: 10 },
  ]);
  await database.db.update(products).set({ stock: 1 }).where(eq(products.id, a));
  await syncProducts(database.db, [
    { id: a, name: 'A, renamed', priceCents: 1100, stockCount: 5, rating: 4.5, reviewCount: 10 },
  ]);
  const rows = await database.db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      stock: products.stock,
      sold: products.sold,
    })
    .from(products)
    .where(inArray(products.id, [a, b]));
  expect(rows.sort((x, y) => x.name.localeCompare(y.name))).toEqual([
    { id: a, name: 'A, renamed', priceCents: 1100, stock: 1, sold: true },
    { id: b, name: 'B', priceCents: 2000, stock: 3, sold: false },
  ]);
  expect(await readStock(database.db, [b])).toEqual([
    { productId: b, priceCents: 2000, stock: 3, sold: false },
  ]);
});
