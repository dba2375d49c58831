import { and, like, sql } from 'drizzle-orm';
import { interval, type Db } from '#server/store/database.ts';
import { rateLimits } from '#server/store/schema.ts';

/** Counts one request of `key`; whether it is within the limit. */
export type RateLimiter = (key: string) => Promise<boolean>;

/**
 * At most `limit` requests per key in each `windowMs` (a fixed window), counted in the shop's
 * database: one count for every instance of the server, and no memory that grows with the keys a
 * script invents. The count and its window move in one statement, so concurrent requests of one
 * key on several instances each get their own number. Ended windows are deleted as time passes.
 */
export function rateLimiter(db: Db, name: string, limit: number, windowMs: number): RateLimiter {
  const windowEnded = sql`${rateLimits.windowStart} <= now() - ${interval(windowMs)}`;
  let sweptAt = 0;
  return async (key) => {
    const [counted] = await db
      .insert(rateLimits)
      .values({ key: `${name}|${key}`, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${windowEnded} then 1 else ${rateLimits.hits} + 1 end`,
          windowStart: sql`case when ${windowEnded} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ hits: rateLimits.hits });
    if (Date.now() - sweptAt >= windowMs) {
      sweptAt = Date.now();
      await db.delete(rateLimits).where(and(like(rateLimits.key, `${name}|%`), windowEnded));
    }
    return counted!.hits <= limit;
  };
}
