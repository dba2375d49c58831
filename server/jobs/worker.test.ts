import { afterAll, describe, expect, it } from 'vitest';
import { ownTestDatabase } from '#server/testing/test-database.ts';
import { jobs } from '#server/store/schema.ts';
import { queueJob } from './queue.ts';
import { jobWorker, type JobHandler } from './worker.ts';

// Its own database: a worker takes every due job it holds.
const database = await ownTestDatabase();
afterAll(() => database.close());

const silent = () => {};

describe('the job worker', () => {
  it('does each queued job once, however many instances run at once', async () => {
    const subjects = Array.from({ length: 30 }, (_, index) => `VB-${900_000 + index}`);
    for (const subject of subjects) await queueJob(database.db, 'order-confirmation', subject);
    // Queued again, as by a retried request: still one job.
    await queueJob(database.db, 'order-confirmation', subjects[0]!);
    const done: string[] = [];
    const record: JobHandler = async (subject) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      done.push(subject);
    };
    const handlers = {
      'order-confirmation': record,
      'order-hold-reminder': record,
      'order-expired': record,
      'order-changed': record,
      'answer-posted': record,
      'back-in-stock': record,
      'contact-acknowledgement': record,
      'contact-to-staff': record,
    };
    const workers = [1, 2, 3].map(() => jobWorker(database.db, { handlers }, silent));
    const counts = await Promise.all(workers.map((worker) => worker.runDue()));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect([...done].sort()).toEqual([...subjects].sort());
    const rows = await database.db.select({ doneAt: jobs.doneAt }).from(jobs);
    expect(rows.every((row) => row.doneAt !== null)).toBe(true);
  });
});
