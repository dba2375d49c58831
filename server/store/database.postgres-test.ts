import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { createTestApp } from '#server/testing/fakes.ts';
import { isDatabaseUnavailable } from '#server/http/errors.ts';
import { readStock } from '#server/shop/stock.ts';
import { openDatabase } from './database.ts';

// What a PostgreSQL server does to the shop's pool that PGlite cannot: end its connections (a
// failover, maintenance, an idle proxy's timeout) and hold a lock the shop waits on.

const url = inject('databaseUrl');

/** A session of its own on the run's database, as another client (or an operator) holds one. */
async function otherSession() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('the database pool on PostgreSQL', () => {
  it('outlives connections the server ends, and the next query opens another', async () => {
    let lostCount = 0;
    let allLost = () => {};
    let terminated = Infinity;
    const database = await openDatabase({ kind: 'postgres', url }, () => {
      lostCount += 1;
      if (lostCount === terminated) allLost();
    });
    const other = await otherSession();
    try {
      await database.ping();
      const { rowCount } = await other.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      // Every pooled connection is told, as after a failover; the process goes on.
      await new Promise<void>((resolve) => {
        allLost = resolve;
        terminated = rowCount ?? 0;
        if (lostCount >= terminated) resolve();
      });
      expect(terminated).toBeGreaterThan(0);
      await database.ping();
    } finally {
      await other.end();
      await database.close();
    }
  });

  it('serves a burst longer than opening a connection may take: a query waits for a free one', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      // Every pooled connection busy for longer than the 2 s a connection may take to open.
      // (`then` sends each query now: Drizzle's queries are sent when awaited.)
      const busy = Array.from({ length: 10 }, () =>
        database.db.execute('select pg_sleep(2.5)').then(() => 'slept'),
      );
      // Without the wait the pool's queue gives up with "timeout exceeded when trying to connect".
      await expect(database.ping()).resolves.toBeUndefined();
      expect(await Promise.all(busy)).toEqual(Array(10).fill('slept'));
    } finally {
      await database.close();
    }
  });

  it("gives up on a server that accepts and never answers, as 'unavailable'", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const failure = await openDatabase({
        kind: 'postgres',
        url: `postgres://postgres@127.0.0.1:${port}/test`,
      }).then(
        () => 'opened',
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The client's own time to open ("timeout expired"), not the pool's longer wait for a free
      // connection ("timeout exceeded when trying to connect").
      expect(String(failure)).toMatch(/timeout expired/);
    } finally {
      silent.close();
    }
  });

  it("gives up on a lock another session holds, as 'unavailable', and health says 503", async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    const other = await otherSession();
    try {
      await other.query('begin');
      await other.query('lock table products in access exclusive mode');
      const failure = await readStock(database.db, ['vb-0001'], new Date()).then(
        () => 'answered',
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // A ping on a pool busy waiting is not the health check's case: one that never answers is.
      const { app } = createTestApp(database, {
        ping: () => database.db.execute('select count(*) from products').then(() => undefined),
      });
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
    } finally {
      await other.query('rollback').catch(() => {});
      await other.end();
      await database.close();
    }
  });
});
