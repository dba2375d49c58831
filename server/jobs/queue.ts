import { sql } from 'drizzle-orm';
import { interval, type Db, type Tx } from '#server/store/database.ts';
import { jobs } from '#server/store/schema.ts';
import type { JobKind } from './kinds.ts';

/**
 * Queues `kind` for `subject` in the caller's transaction: the job exists exactly when the change
 * that causes it was committed. Queued twice (a retried request), it is one job. It is due at
 * once, or `after` milliseconds from now.
 */
export async function queueJob(tx: Db | Tx, kind: JobKind, subject: string | number, after = 0) {
  await tx
    .insert(jobs)
    .values({
      kind,
      subject: String(subject),
      dedupeKey: `${kind}:${subject}`,
      runAt: sql`now() + ${interval(after)}`,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}
