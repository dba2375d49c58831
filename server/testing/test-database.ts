import { PGlite } from '@electric-sql/pglite';
import { randomInt, randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, pgliteDatabase, type Database } from '#server/store/database.ts';
import { products, promoCodes, sales, storeStock } from '#server/store/schema.ts';
import { storeIds, type LocationId } from '#shop-api/stores.ts';
import { readAvailability } from '#server/shop/locations.ts';
import { createDatabase } from './global-setup.ts';

// Test files await their databases at their top level, as they load, not in a hook: opening one
// takes a second on a quiet machine and over ten on a busy one, past a hook's time limit.

/**
 * An in-memory PGlite database with every migration applied: a copy of the run's
 * (global-setup.ts).
 */
export async function memoryTestDatabase(): Promise<Database> {
  const snapshot = await openAsBlob(inject('pgliteSnapshot'));
  return pgliteDatabase(await PGlite.create({ loadDataDir: snapshot }));
}

/** Fills the new `folder` with a copy of the run's migrated database, as a server leaves it. */
export async function copyMigratedDatabaseTo(folder: string) {
  const snapshot = await openAsBlob(inject('pgliteSnapshot'));
  await (await PGlite.create({ dataDir: folder, loadDataDir: snapshot })).close();
}

/**
 * A database for one test file alone, closed (and on PostgreSQL dropped) by its `close`: for
 * what touches every row (syncing the catalog), or closes the database.
 */
export async function ownTestDatabase(): Promise<Database> {
  const serverUrl = inject('databaseServerUrl');
  if (!serverUrl) return memoryTestDatabase();
  const { url, drop } = await createDatabase(
    serverUrl,
    `voltbay_own_${randomUUID().replaceAll('-', '')}`,
  );
  const database = await openDatabase({ kind: 'postgres', url });
  return { ...database, close: () => database.close().then(drop) };
}

let shared: Promise<Database> | undefined;

/**
 * This run's database, PostgreSQL when the run has one (global-setup.ts), else in memory: one for
 * the test files a worker runs. Each test owns its data (products with ids of its own, its own
 * e-mails and accounts), so they never meet.
 */
export function sharedTestDatabase(): Promise<Database> {
  const url = inject('databaseUrl');
  shared ??= url ? openDatabase({ kind: 'postgres', url }) : memoryTestDatabase();
  return shared;
}

/** A product only the calling test uses. */
export async function addTestProduct(
  database: Database,
  {
    stock = 10,
    priceCents = 2500,
    sold = true,
    atStores = stock,
  }: Partial<Pick<typeof products.$inferInsert, 'stock' | 'priceCents' | 'sold'>> & {
    /** Units at each store; the warehouse's `stock` unless said. */
    atStores?: number;
  } = {},
) {
  const id = `test-${randomUUID()}`;
  await database.db.insert(products).values({
    id,
    name: `Test product ${id}`,
    priceCents,
    stock,
    sold,
  });
  await database.db
    .insert(storeStock)
    .values(storeIds.map((storeId) => ({ productId: id, storeId, units: atStores })));
  return id;
}

/** A promo code only the calling test uses, running from a day ago for a week unless said. */
export async function addTestCode(
  database: Database,
  terms: Partial<Omit<typeof promoCodes.$inferInsert, 'code'>> = {},
) {
  const code = `TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
  await database.db.insert(promoCodes).values({
    code,
    reduction: { kind: 'percent', percent: 10 },
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 7 * 86_400_000),
    ...terms,
  });
  return code;
}

/** A sale of `productIds` only the calling test uses (its own id), a tenth off unless said. */
export async function addTestSale(
  database: Database,
  productIds: string[],
  terms: Pick<typeof sales.$inferInsert, 'startsAt' | 'endsAt'> &
    Partial<Pick<typeof sales.$inferInsert, 'reduction' | 'title'>>,
) {
  const id = `test-${randomUUID()}`;
  await database.db.insert(sales).values({
    id,
    title: 'Test sale',
    reduction: { kind: 'percent', percent: 10 },
    scope: { kind: 'products', productIds },
    ...terms,
  });
  return id;
}

/** An e-mail only the calling test uses. */
export const testEmail = () => `shopper-${randomUUID()}@voltbay.example`;

/**
 * A phone only the calling test uses: the caps on one customer's unpaid orders count by phone
 * too (server/shop/orders.ts), and the test files share a database.
 */
export const testPhone = () => `+880 1${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** Units of a product at a location now (server/shop/locations.ts). */
export async function unitsAt(database: Database, productId: string, location: LocationId) {
  const [entry] = await readAvailability(database.db, [productId]);
  return entry?.units[location];
}
