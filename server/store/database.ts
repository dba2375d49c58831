import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * `milliseconds` as an SQL interval, to add to the database's `now()`: times that several
 * instances compare (a lease, a window, when a job is due) are all the database's clock.
 */
export const interval = (milliseconds: number) =>
  sql`${milliseconds}::integer * interval '1 millisecond'`;

/** Where the database is: a PostgreSQL server, an embedded one in a folder, or in memory (tests). */
export type DatabaseLocation =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; folder: string } | { kind: 'memory' };

export interface Database {
  db: Db;
  /** Answers when the database does: the health check. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * How long the server waits on PostgreSQL (milliseconds). A request must end well inside Firebase
 * Hosting's 60 s and the shop's own deadline (server/http/app.ts), and one lock or one silent
 * proxy must not hold a pooled connection for ever: a statement, a lock wait, a transaction left
 * idle, a connection that does not open and an answer that never comes are each bounded.
 */
const DATABASE_TIMEOUTS = {
  /** Opening a connection to the server: one that does not answer in this long will not. */
  connect: 2_000,
  /**
   * Waiting for one of the pool's connections while the others are busy: a burst of orders (200
   * shoppers at once on 10 connections) is served one after another, not refused after 2 s.
   */
  checkout: 10_000,
  statement: 10_000,
  lock: 5_000,
  idleInTransaction: 15_000,
  /** Client side: a proxy that accepts and never answers (the server's own timeouts cannot fire). */
  answer: 15_000,
} as const;

/**
 * pg's Pool gives its `connectionTimeoutMillis` both to waiting for a free connection and to each
 * new client it opens: a client of its own bounds opening with the shorter time.
 */
class PoolClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: DATABASE_TIMEOUTS.connect });
  }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const casing = 'snake_case';

/** Any number: the same for every instance of the shop's server. */
const MIGRATION_LOCK = 20_261_126;

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock, so servers starting side by side
 * (Cloud Run instances, test workers) apply each migration once: the others wait, then find
 * nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * Opens the database and brings its tables up to date (the migrations not yet applied, in
 * order). An embedded folder is locked for this process: PGlite has no lock of its own, and two
 * processes writing one folder corrupt it.
 */
export async function openDatabase(
  location: DatabaseLocation,
  /** Told of a pooled connection the server ended: the process only logs it. */
  onConnectionLost: (error: Error) => void = () => {},
): Promise<Database> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      keepAlive: true,
      Client: PoolClient,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.checkout,
      statement_timeout: DATABASE_TIMEOUTS.statement,
      lock_timeout: DATABASE_TIMEOUTS.lock,
      idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransaction,
      query_timeout: DATABASE_TIMEOUTS.answer,
    });
    // A connection the server ended (a failover, maintenance, pg_terminate_backend, an idle
    // proxy's timeout): the pool drops it and opens another when needed, and a query running on it
    // fails as any other (a 503). Without listeners the 'error' event of an idle connection (the
    // pool's) or of one held between two queries of a transaction (the client's) is unhandled and
    // ends the process.
    pool.on('connect', (client) => client.on('error', onConnectionLost));
    // The same error again, for an idle connection: told once, above.
    pool.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, schema, casing });
    try {
      await migrateOnce(pool, () => migrateNodePostgres(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (location.kind === 'pglite') {
    mkdirSync(dirname(location.folder), { recursive: true });
    unlock = lockFolder(location.folder);
  }
  try {
    const database = await pgliteDatabase(
      await PGlite.create(location.kind === 'pglite' ? location.folder : undefined),
    );
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** An embedded database already open as `client`, its tables brought up to date. */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const db = drizzlePglite({ client, schema, casing });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
