import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { describeError, type Log } from '#server/log.ts';
import { interval, type Db } from '#server/store/database.ts';
import { jobs } from '#server/store/schema.ts';
import type { JobKind } from './kinds.ts';

/** Does one job of its kind; rejects when it could not (it is tried again later). */
export type JobHandler = (subject: string) => Promise<void>;

export interface JobHandlers {
  handlers: Record<JobKind, JobHandler>;
  /** Told when a job is given up after its last attempt (a back-in-stock alert waits again). */
  onGiveUp?: Partial<Record<JobKind, JobHandler>>;
  /** Work found by looking, not queued: done before each look for due jobs (ended holds). */
  sweep?: () => Promise<void>;
}

/** Jobs a worker takes at a time. */
const BATCH = 10;
/** How long a claimed job is the claimer's: past it, a worker that died is replaced. */
const LEASE_MS = 60_000;
/** Tries before a job is given up: over about 17 hours with the backoff below. */
export const MAX_ATTEMPTS = 10;
/** Waits between tries: 30 s, 1 min, 2 min, ... at most an hour. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * The worker of one instance: takes due jobs (leased, `for update skip locked`, so the workers of
 * several instances never take the same one), does each, marks it done, or schedules it again with
 * backoff. At least once: a worker that dies after a send and before marking it done leaves the
 * job to be done again when its lease ends.
 */
export function jobWorker(db: Db, { handlers, onGiveUp = {}, sweep }: JobHandlers, log: Log) {
  /** Claims up to BATCH due jobs: no other worker takes them before their lease ends. */
  async function claim() {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.gaveUpAt),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + ${interval(LEASE_MS)}`,
      })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, subject: jobs.subject, attempts: jobs.attempts });
  }

  async function run(job: Awaited<ReturnType<typeof claim>>[number]) {
    try {
      await handlers[job.kind](job.subject);
      await db
        .update(jobs)
        .set({ doneAt: sql`now()`, lockedUntil: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const described = describeError(error);
      const lastError = described.error;
      if (job.attempts >= MAX_ATTEMPTS) {
        log('ERROR', 'job given up', { jobId: job.id, kind: job.kind, ...described });
        await db
          .update(jobs)
          .set({ gaveUpAt: sql`now()`, lockedUntil: null, lastError })
          .where(eq(jobs.id, job.id));
        await onGiveUp[job.kind]?.(job.subject);
        return;
      }
      log('WARNING', 'job failed; tried again later', {
        jobId: job.id,
        kind: job.kind,
        attempts: job.attempts,
        ...described,
      });
      await db
        .update(jobs)
        .set({
          runAt: sql`now() + ${interval(backoffMs(job.attempts))}`,
          lockedUntil: null,
          lastError,
        })
        .where(eq(jobs.id, job.id));
    }
  }

  /** Gives back jobs claimed and not tried (the worker is stopping): another takes them at once. */
  async function release(ids: number[]) {
    if (ids.length === 0) return;
    await db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} - 1`, lockedUntil: null })
      .where(inArray(jobs.id, ids));
  }

  /**
   * Sweeps, then does the jobs due now, batch after batch, until none is left or it stops; how
   * many jobs it did.
   */
  async function runDue(): Promise<number> {
    await sweep?.();
    let done = 0;
    while (!stopping) {
      const claimed = await claim();
      if (claimed.length === 0) break;
      for (const [index, job] of claimed.entries()) {
        if (stopping) {
          await release(claimed.slice(index).map(({ id }) => id));
          return done;
        }
        await run(job);
        done += 1;
      }
    }
    return done;
  }

  /** Set by stop(): the job in hand is finished, no other is started. */
  let stopping = false;
  /** A job was queued since the worker last looked: look again before sleeping. */
  let nudged = false;
  let wake = () => {};
  let running: Promise<void> = Promise.resolve();

  return {
    runDue,
    /** Runs due jobs every `pollMs`, and at once when `nudge` is called (a job was queued). */
    start(pollMs: number) {
      stopping = false;
      running = (async () => {
        while (!stopping) {
          nudged = false;
          await runDue().catch((error: unknown) =>
            log('ERROR', 'job worker: could not take jobs', describeError(error)),
          );
          if (nudged || stopping) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, pollMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      })();
    },
    nudge: () => {
      nudged = true;
      wake();
    },
    /** Takes no more jobs; resolves when the one in hand is done (its caller bounds the wait). */
    async stop() {
      stopping = true;
      wake();
      await running;
    },
  };
}
