import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/store/database.ts';
import { products } from '#server/store/schema.ts';
import { createDatabase } from './global-setup.ts';

/** This run's database: PostgreSQL when the run has one (global-setup.ts), else in memory. */
/**
 * A database for one test file alone, closed (and on PostgreSQL dropped) by the returned
 * function: for what touches every row (syncing the catalog), or closes the database.
 */
export async function ownTestDatabase(): Promise<Database> {
  const serverUrl = inject('databaseServerUrl');
  if (!serverUrl) return openDatabase({ kind: 'memory' });
  const { url, drop } = await createDatabase(
    serverUrl,
    `voltbay_own_${randomUUID().replaceAll('-', '')}`,
  );
  const database = await openDatabase({ kind: 'postgres', url });
  return { ...database, close: () => database.close().then(drop) };
}

let shared: Promise<Database> | undefined;

/**
 * One database for the test files a worker runs (PGlite takes seconds to start): each test owns
 * its data (products with ids of its own, its own e-mails and accounts), so they never meet.
 */
export function sharedTestDatabase(): Promise<Database> {
  const url = inject('databaseUrl');
  shared ??= openDatabase(url ? { kind: 'postgres', url } : { kind: 'memory' });
  return shared;
}

/** A product only the calling test uses. */
export async function addTestProduct(
  database: Database,
  {
    stock = 10,
    priceCents = 2500,
    sold = true,
    catalogRatingTenths = 0,
    catalogRatingCount = 0,
  }: Partial<
    Pick<
      typeof products.$inferInsert,
      'stock' | 'priceCents' | 'sold' | 'catalogRatingTenths' | 'catalogRatingCount'
    >
  > = {},
) {
  const id = `test-${randomUUID()}`;
  await database.db.insert(products).values({
    id,
    name: `Test product ${id}`,
    priceCents,
    stock,
    sold,
    catalogRatingTenths,
    catalogRatingCount,
  });
  return id;
}

/** An e-mail only the calling test uses. */
export const testEmail = () => `shopper-${randomUUID()}@voltbay.example`;
