import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '#server/testing/global-setup.ts';
import {
  exited,
  killServerProcesses,
  productionSettings,
  retainedHeap,
  startServerProcess,
  type ServerProcess,
} from '#server/testing/server-process.ts';
import { placeOneUnit } from '#server/testing/fakes.ts';
import { roundRobinProxy } from '#server/testing/round-robin.ts';
import { smtpSink } from '#server/testing/smtp-sink.ts';
import { addTestProduct, testEmail } from '#server/testing/test-database.ts';
import { openDatabase, type Database } from '#server/store/database.ts';
import { catalogReleases, products, rateLimits } from '#server/store/schema.ts';
import { count, like } from 'drizzle-orm';

// Three instances of the server in production mode on one PostgreSQL database, behind a
// round-robin proxy that appends the client's address to X-Forwarded-For as Cloud Run's front end
// does (issue 55): what holds for one instance must hold for three.

const INSTANCES = 3;
const FORMS_PER_MINUTE = 5;

let database: Database;
/** The cluster's own database, on the run's PostgreSQL server. */
let clusterUrl: string;
let drop: () => Promise<void>;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let instances: ServerProcess[];
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;

beforeAll(async () => {
  const created = await createDatabase(
    inject('databaseServerUrl'),
    `voltbay_cluster_${randomUUID().replaceAll('-', '')}`,
  );
  drop = created.drop;
  clusterUrl = created.url;
  database = await openDatabase({ kind: 'postgres', url: created.url });
  sink = await smtpSink();
  const env = {
    ...productionSettings(created.url, sink.url),
    FORMS_PER_MINUTE: String(FORMS_PER_MINUTE),
    // Every order here comes from this machine's address, hundreds of them held at once.
    OPEN_ORDERS_PER_CLIENT: '1000',
  };
  instances = await Promise.all(
    Array.from({ length: INSTANCES }, () => startServerProcess(env, { inspect: true })),
  );
  proxy = await roundRobinProxy(() => instances.map((instance) => instance.origin));
}, 120_000);

afterAll(async () => {
  await killServerProcesses();
  await proxy.close();
  await sink.close();
  await database.close();
  await drop();
});

const placeOne = (productId: string, key: string, email?: string) =>
  placeOneUnit(proxy.origin, productId, key, email);

/** An order's answer as the assertions show it: its status, and its error's code if any. */
const placedOrCode = ({ status, body }: Awaited<ReturnType<typeof placeOne>>) =>
  `${status} ${body.error?.code ?? 'placed'}`;

const mailTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));

describe('three instances on one PostgreSQL', { timeout: 120_000 }, () => {
  it("apply no catalog as they start: the release step does (an older revision's would undo it)", async () => {
    const [release] = await database.db.select({ count: count() }).from(catalogReleases);
    const [fromCatalog] = await database.db
      .select({ count: count() })
      .from(products)
      .where(like(products.id, 'vb-%'));
    expect([release?.count, fromCatalog?.count]).toEqual([0, 0]);
  });

  // First of the loads: with fresh instances, nothing of another test's traffic in flight.
  it('answer health 503 while requests waiting on a held lock fill their pools', async () => {
    const other = new pg.Client({ connectionString: clusterUrl });
    await other.connect();
    // Stock reads, each waiting on the lock (up to the lock timeout) with a pooled connection,
    // straight to each instance, 12 each, and each answered one followed by another until the
    // health checks are done: the pools stay full on a busy machine too. A read whose kept-alive
    // connection had just closed is sent again, as a browser would.
    let reading = true;
    const statuses: number[] = [];
    const reader = async (origin: string) => {
      while (reading) {
        const status = await fetch(`${origin}/api/stock?ids=vb-0001`).then(
          (response) => response.status,
          () => null,
        );
        if (status !== null) statuses.push(status);
      }
    };
    const readers: Promise<void>[] = [];
    try {
      await other.query('begin');
      await other.query('lock table products in access exclusive mode');
      readers.push(
        ...Array.from({ length: INSTANCES * 12 }, (_, index) =>
          reader(instances[index % INSTANCES]!.origin),
        ),
      );
      // Each health check answers within its deadline (1.5 s) whatever the pool does; 503 once
      // the pool is full.
      await expect
        .poll(
          () =>
            Promise.all(
              instances.map((instance) =>
                fetch(`${instance.origin}/api/health`).then((response) => response.status),
              ),
            ),
          { timeout: 20_000 },
        )
        .toEqual([503, 503, 503]);
    } finally {
      reading = false;
      await other.query('rollback');
      await other.end();
      await Promise.all(readers);
    }
    // Each read was answered: served once the lock was gone, or 503 (try again) at the lock
    // timeout (database.postgres-test.ts); none failed as the server's fault.
    expect(statuses.length).toBeGreaterThanOrEqual(INSTANCES * 12);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const healthy = await Promise.all(
      instances.map((instance) => fetch(`${instance.origin}/api/health`)),
    );
    expect(healthy.map((response) => response.status)).toEqual([200, 200, 200]);
  });

  it('place exactly 5 orders from 200 at once for the last 5 units, and confirm each', async () => {
    const productId = await addTestProduct(database, { stock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        placeOne(productId, `cluster-${productId}-${index}`),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(195);
    // Each confirmation is sent once, by whichever instance's worker took its job.
    const numbers = placed.map((answer) => answer.body.number!);
    await expect
      .poll(
        () => numbers.map((number) => sink.received.filter((m) => m.data.includes(number)).length),
        {
          timeout: 60_000,
        },
      )
      .toEqual([1, 1, 1, 1, 1]);
  });

  it('answer one order key sent to every instance at once with one order', async () => {
    const productId = await addTestProduct(database, { stock: 1 });
    const email = testEmail();
    const answers = await Promise.all(
      Array.from({ length: INSTANCES * 2 }, () =>
        placeOne(productId, `cluster-key-${productId}`, email),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.number)).size).toBe(1);
  });

  it('allow a rate limit once across the instances, whatever the client writes', async () => {
    const statuses = [];
    for (let index = 0; index < FORMS_PER_MINUTE * 2; index += 1) {
      const response = await fetch(`${proxy.origin}/api/orders/track`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${index}`,
          'fastly-client-ip': `203.0.113.${index}`,
        },
        body: JSON.stringify({ number: 'VB-000000', email: 'nobody@voltbay.example' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(FORMS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(FORMS_PER_MINUTE);
  });

  it('keep nothing per spoofed client key: 4,000 of them add no limit row and no memory', async () => {
    const lookUp = (index: number) => {
      const spoofed = `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`;
      return fetch(`${proxy.origin}/api/orders/track`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': spoofed,
          'fastly-client-ip': spoofed,
        },
        body: JSON.stringify({ number: 'VB-0000000000', email: 'nobody@voltbay.example' }),
      }).then((response) => response.arrayBuffer());
    };
    /** `total` look-ups, 20 at a time, each with a client key of its own from `first` on. */
    const lookUps = async (first: number, total: number) => {
      let next = first;
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (next < first + total) await lookUp(next++);
        }),
      );
    };
    const limitRows = async () =>
      (await database.db.select({ rows: count() }).from(rateLimits))[0]!.rows;
    const heaps = () => Promise.all(instances.map(retainedHeap));

    // A first thousand compile the code and fill what is filled once (pools, caches of modules).
    await lookUps(0, 1_000);
    const [rowsBefore, heapsBefore] = [await limitRows(), await heaps()];
    await lookUps(1_000, 4_000);

    // One client, the proxy's hop, whatever the headers said: its row existed already.
    expect(await limitRows()).toBe(rowsBefore);
    // A map per key (~11 KB each) would keep ~15 MB in each instance, three times the bound.
    const grownMiB = (await heaps()).map((heap, index) => (heap - heapsBefore[index]!) / 2 ** 20);
    expect(Math.max(...grownMiB)).toBeLessThan(5);
  });

  it('outlive every database connection ended mid-load, and answer the next requests', async () => {
    const productId = await addTestProduct(database, { stock: 1000 });
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    try {
      const load = Promise.all(
        Array.from({ length: 60 }, (_, index) => placeOne(productId, `cut-${productId}-${index}`)),
      );
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      const during = await load;
      // Each answered: an order, or a 503 that says to try again (its connection was cut).
      const others = during.filter((answer) => answer.status !== 201 && answer.status !== 503);
      expect(others.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).toEqual([]);
    } finally {
      await admin.end();
    }
    // Each instance still runs (else what it printed says why it ended).
    for (const instance of instances) expect(instance.child.exitCode, instance.output()).toBeNull();
    const after = await Promise.all(
      Array.from({ length: INSTANCES }, (_, index) =>
        placeOne(productId, `after-${productId}-${index}`),
      ),
    );
    expect(after.map(placedOrCode)).toEqual(after.map(() => '201 placed'));
  });

  it('deliver the e-mails an instance stopped by SIGTERM owed, through the others', async () => {
    const productId = await addTestProduct(database, { stock: 100 });
    const emails = Array.from({ length: 12 }, () => testEmail());
    const answers = await Promise.all(
      emails.map((email, index) => placeOne(productId, `sigterm-${productId}-${index}`, email)),
    );
    expect(answers.map(placedOrCode)).toEqual(answers.map(() => '201 placed'));
    const stopping = instances[0]!;
    stopping.child.kill('SIGTERM');
    await exited(stopping.child);
    expect(stopping.child.exitCode).toBe(0);
    await expect
      .poll(() => emails.map((email) => mailTo(email).length), { timeout: 60_000 })
      .toEqual(emails.map(() => 1));
  });
});
