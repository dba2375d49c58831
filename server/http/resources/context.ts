import type { Context } from 'hono';
import type { Db } from '#server/store/database.ts';
import type { HoldLimits } from '#server/limits.ts';
import type { Env } from '../routing.ts';

/** What the resources' handlers share: the database and the front door's view of the request. */
export interface ResourceContext {
  db: Db;
  /** Tells the job worker that a request queued follow-up work (an e-mail). */
  queued: () => void;
  /** The key a client's limits are counted under: never a header the client may set. */
  clientOf: (c: Context<Env>) => string | null;
  holdLimits: HoldLimits;
  /** The server's clock: what decides whether a sale or a code runs (tests set it). */
  clock: () => Date;
}
