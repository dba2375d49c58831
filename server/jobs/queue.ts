import type { Db, Tx } from '#server/store/database.ts';
import { jobs } from '#server/store/schema.ts';
import type { JobKind } from './kinds.ts';

/**
 * Queues `kind` for `subject` in the caller's transaction: the job exists exactly when the change
 * that causes it was committed. Queued twice (a retried request), it is one job.
 */
export async function queueJob(tx: Db | Tx, kind: JobKind, subject: string | number) {
  await tx
    .insert(jobs)
    .values({ kind, subject: String(subject), dedupeKey: `${kind}:${subject}` })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}
