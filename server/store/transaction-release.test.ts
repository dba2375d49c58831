import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';

// drizzle-orm is patched (patches/drizzle-orm+*.patch): a transaction whose BEGIN fails, as it
// does on a connection the database ended, gives its client back to the pool. Unpatched it kept
// it: after a failover, an instance whose every pooled client was kept so answered only 503s.

/** A pool whose one connection the database has ended: every query fails, as pg's then do. */
class EndedConnectionPool {
  released = 0;
  connect() {
    return Promise.resolve({
      query: () => Promise.reject(new Error('Connection terminated unexpectedly')),
      release: () => void (this.released += 1),
    });
  }
}

describe('a transaction on a connection the database ended', () => {
  it('fails, and gives the client back to the pool', async () => {
    const pool = new EndedConnectionPool();
    const db = drizzle({ client: pool as unknown as pg.Pool });
    await expect(db.transaction(() => Promise.resolve('never'))).rejects.toThrow(
      /Failed query: begin/,
    );
    expect(pool.released).toBe(1);
  });
});
