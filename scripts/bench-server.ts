// npm run bench, second part: the shop's server under load, on PGlite and on PostgreSQL side by
// side, and as three server processes in production mode on PostgreSQL behind a round-robin
// proxy. The real HTTP server on loopback, its real queries, 16 clients at a time; identity is a
// stand-in and mail goes to a sink (a token check and an SMTP round trip are not what is
// measured). Prints orders per second and p50/p95 latency for placing an order (spread over 1,000
// products, and all on one hot product) and for reading live stock (10 products a request).
// PostgreSQL is the server at BENCH_DATABASE_URL (default: this machine's,
// postgres://postgres@127.0.0.1:5432/test), on a database of its own, dropped after; without one
// it says so and measures PGlite alone.
//   tsx scripts/bench-server.ts [--orders 2000] [--reads 5000] [--clients 16]
import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { createApp } from '#server/http/app.ts';
import { openDatabase, type Database, type DatabaseLocation } from '#server/store/database.ts';
import { products, rateLimits } from '#server/store/schema.ts';
import { createDatabase } from '#server/testing/global-setup.ts';
import { listen } from '#server/testing/listen.ts';
import { roundRobinProxy } from '#server/testing/round-robin.ts';
import {
  killServerProcesses,
  productionSettings,
  startServerProcess,
  type ServerProcess,
} from '#server/testing/server-process.ts';
import { smtpSink } from '#server/testing/smtp-sink.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '2000' },
    reads: { type: 'string', default: '5000' },
    clients: { type: 'string', default: '16' },
  },
});
const ORDERS = Number(values.orders);
const READS = Number(values.reads);
const CLIENTS = Number(values.clients);
const PRODUCTS = 1000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Figures {
  perSecond: number;
  p50: number;
  p95: number;
  failed: number;
}

/** Runs `count` requests, `CLIENTS` at a time, each client starting its next when one answers. */
async function load(
  count: number,
  request: (index: number) => Promise<Response>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        const index = next++;
        const sent = performance.now();
        const response = await request(index);
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (!response.ok) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? NaN;
  return { perSecond: count / seconds, p50: at(0.5), p95: at(0.95), failed };
}

/** The three loads against the server(s) at `origin`, on bench products added to `database`. */
async function measure(database: Database, origin: string) {
  const ids = Array.from({ length: PRODUCTS }, () => `bench-${randomUUID()}`);
  await database.db
    .insert(products)
    .values(ids.map((id) => ({ id, name: `Bench ${id}`, priceCents: 4999, stock: 1_000_000_000 })));
  const order = (lines: { productId: string; quantity: number }[]) =>
    fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` },
      body: JSON.stringify({
        lines,
        // A shopper each, as a sale's many shoppers: the caps on one customer's unpaid orders.
        contact: {
          name: 'Bench',
          email: `bench-${randomUUID()}@voltbay.example`,
          phone: `+880 1${String(randomInt(0, 1e9)).padStart(9, '0')}`,
        },
        fulfilment: { type: 'pickup', store: 'riverside', payment: 'pay-at-store' },
      }),
    });
  const pick = (index: number, offset: number) =>
    ids[(index * 7919 + offset * 104_729) % PRODUCTS]!;
  const spread = await load(ORDERS, (index) =>
    order([
      { productId: pick(index, 0), quantity: 1 },
      { productId: pick(index, 1), quantity: 2 },
    ]),
  );
  const hot = await load(ORDERS, () => order([{ productId: ids[0]!, quantity: 1 }]));
  const stock = await load(READS, (index) =>
    fetch(
      `${origin}/api/stock?ids=${Array.from({ length: 10 }, (_, k) => pick(index, k)).join(',')}`,
    ),
  );
  return { spread, hot, stock };
}

/** One instance: the API in this process, on its own port. */
async function run(what: string, location: DatabaseLocation) {
  const database = await openDatabase(location);
  const { app } = createApp({
    db: database.db,
    ping: database.ping,
    verifyIdToken: () => Promise.resolve(null),
    log: () => {},
  });
  const server = await listen(app);
  try {
    return { what, figures: await measure(database, server.origin) };
  } finally {
    await server.close();
    await database.close();
  }
}

/** What 10,000 client keys cost the instances: resident memory and the limits' rows. */
interface KeysFigures {
  /** The three instances' resident memory together, MiB, before and after. */
  rssBefore: number;
  rssAfter: number;
  /** Rows of `rate_limits` after (ended windows are deleted as new ones come). */
  rows: number;
}

const CLIENT_KEYS = 10_000;

/** An instance's resident memory in MiB, read from /proc (Linux). */
const residentMiB = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * 10,000 tracking look-ups (a limited form), each with a client key of its own: `spoofed`, through
 * the proxy with X-Forwarded-For and Fastly-Client-IP the client wrote (the instances count the
 * proxy's hop, one key); else straight to the instances as 10,000 clients their front end named.
 */
async function clientKeys(
  database: Database,
  instances: ServerProcess[],
  origin: string,
  spoofed: boolean,
): Promise<KeysFigures> {
  const rss = async () =>
    (await Promise.all(instances.map((instance) => residentMiB(instance.child.pid!)))).reduce(
      (sum, mib) => sum + mib,
      0,
    );
  const rssBefore = await rss();
  await load(CLIENT_KEYS, (index) => {
    const address = `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`;
    return fetch(
      `${spoofed ? origin : instances[index % instances.length]!.origin}/api/orders/track`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(spoofed ? { 'fastly-client-ip': address } : {}),
        },
        body: JSON.stringify({ number: 'VB-0000000000', email: 'nobody@voltbay.example' }),
      },
    );
  });
  const [{ rows } = { rows: NaN }] = await database.db.select({ rows: count() }).from(rateLimits);
  return { rssBefore, rssAfter: await rss(), rows };
}

/**
 * Three instances as production runs them: server processes in production mode on one
 * PostgreSQL database, behind a round-robin proxy in this process (one more hop than one
 * instance has), their e-mails to a sink.
 */
async function runInstances(what: string, url: string) {
  const sink = await smtpSink();
  const instances = await Promise.all(
    [1, 2, 3].map(() =>
      // Every order comes from this machine's address, thousands held at once.
      startServerProcess({
        ...productionSettings(url, sink.url),
        OPEN_ORDERS_PER_CLIENT: '1000000',
      }),
    ),
  );
  const proxy = await roundRobinProxy(() => instances.map((instance) => instance.origin));
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const figures = await measure(database, proxy.origin);
    const spoofed = await clientKeys(database, instances, proxy.origin, true);
    const distinct = await clientKeys(database, instances, proxy.origin, false);
    return { what, figures, keys: { spoofed, distinct } };
  } finally {
    await database.close();
    await proxy.close();
    await killServerProcesses();
    await sink.close();
  }
}

const results: {
  what: string;
  figures: Awaited<ReturnType<typeof measure>>;
  keys?: { spoofed: KeysFigures; distinct: KeysFigures };
}[] = [await run('PGlite (in memory)', { kind: 'memory' })];
let postgresNote = '';
try {
  const { url, drop } = await createDatabase(
    postgresUrl,
    `voltbay_bench_${Date.now().toString(36)}`,
  );
  const version = await (async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    await client.end();
    return rows[0]?.server_version.split(' ')[0] ?? '?';
  })();
  try {
    results.push(await run(`PostgreSQL ${version}`, { kind: 'postgres', url }));
    results.push(await runInstances(`PostgreSQL, 3 inst.`, url));
  } finally {
    await drop();
  }
} catch (error) {
  postgresNote = `PostgreSQL not measured: no server at ${postgresUrl} (${String(error)}); set BENCH_DATABASE_URL.`;
}

const cell = ({ perSecond, p50, p95, failed }: Figures) =>
  `${perSecond.toFixed(0).padStart(6)}/s  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${failed ? `  (${failed} failed)` : ''}`;
console.log(
  `\nThe shop's server: ${CLIENTS} clients at once over loopback, ${cpus().length} cores, Node ${process.version}\n` +
    `(${ORDERS} orders of 2 lines over ${PRODUCTS} products; ${ORDERS} orders of one hot product; ${READS} stock reads of 10 products)\n`,
);
for (const row of ['spread', 'hot', 'stock'] as const) {
  const label = { spread: 'place an order', hot: 'order, one hot product', stock: 'read stock' }[
    row
  ];
  for (const { what, figures } of results)
    console.log(`  ${label.padEnd(24)} ${what.padEnd(20)} ${cell(figures[row])}`);
}
for (const { what, keys } of results) {
  if (!keys) continue;
  const line = (label: string, { rssBefore, rssAfter, rows }: KeysFigures) =>
    `  ${label.padEnd(44)} ${what}: resident ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MiB (3 instances), ${rows} rows of rate_limits`;
  console.log(`\n${CLIENT_KEYS.toLocaleString('en')} client keys on a limited form (tracking):`);
  console.log(line('spoofed headers, through the proxy', keys.spoofed));
  console.log(line('distinct clients, as the front end names them', keys.distinct));
}
if (postgresNote) console.log(`\n  ${postgresNote}`);
