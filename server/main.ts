import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { releaseShopCatalog } from './catalog.ts';
import { ConfigError, readConfig } from './config.ts';
import { createApp } from './http/app.ts';
import { shopJobs } from './jobs/shop-jobs.ts';
import { jobWorker } from './jobs/worker.ts';
import { firebaseAccountEmail, firebaseIdentity } from './identity.ts';
import { withinDeadline } from './deadline.ts';
import { describeError, jsonLog } from './log.ts';
import { smtpMailer } from './mail.ts';
import { openDatabase } from './store/database.ts';
import { FolderLockedError } from './store/folder-lock.ts';
import { CatalogReleaseRefused } from './shop/catalog-release.ts';
import { seedQaData } from './store/qa-seed.ts';
import { movableClock } from './qa-clock.ts';

// The shop's server: `npm start` runs it beside the app (scripts/with-emulator.ts); in
// production it runs on Cloud Run behind Firebase Hosting's /api rewrite (docs/deploy.md).

function stop(message: string): never {
  console.error(`\nvoltbay server: ${message}\n`);
  process.exit(1);
}

/** Runs `start`; a failure the operator can fix (a setting, a locked folder) stops with its message. */
async function orStop<T>(start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const forTheOperator = [ConfigError, FolderLockedError, CatalogReleaseRefused];
    if (forTheOperator.some((kind) => error instanceof kind)) stop((error as Error).message);
    throw error;
  }
}

const config = await orStop(() => readConfig(process.env));
const log = jsonLog();
const database = await orStop(() =>
  openDatabase(config.database, (error) =>
    log('WARNING', 'database connection lost; the pool opens another', describeError(error)),
  ),
);

// Production applies the catalog in its release step (server/release-catalog.ts), never at an
// instance's start: an older revision scaling up during a rollout would put back older prices.
// Development has no such step: the server applies its own catalog when it is newer.
if (!config.production) {
  await orStop(() => releaseShopCatalog(database.db, config.generatedCatalogSize));
  await seedQaData(database.db);
}

/** How often the worker looks for due jobs when no request told it of one. */
const JOB_POLL_MS = 5_000;
// E-mails are queued with the changes that cause them and sent by this worker, retried until
// they go; every instance runs one (docs/deploy.md: CPU always allocated).
// Development's clock may be moved forward by QA (server/qa-clock.ts); production's is the time.
const qaClock = config.production ? undefined : movableClock();
const clock = qaClock?.now ?? (() => new Date());
const worker = jobWorker(
  database.db,
  shopJobs(database.db, {
    sendMail: smtpMailer(config.smtpUrl, config.mailFrom),
    shopOrigin: config.shopOrigin,
    shopInbox: config.shopInbox,
    accountEmail: firebaseAccountEmail(config.firebaseProjectId),
    clock,
  }),
  log,
);
worker.start(JOB_POLL_MS);

const { app } = createApp({
  db: database.db,
  ping: database.ping,
  verifyIdToken: firebaseIdentity(config.firebaseProjectId),
  onQueued: worker.nudge,
  log,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  trustedProxies: config.trustedProxies,
  formsPerMinute: config.formsPerMinute,
  postsPerHour: config.postsPerHour,
  holdLimits: config.holdLimits,
  remoteAddress: (c) => getConnInfo(c).remote.address,
  clock,
  ...(qaClock && { qaClock }),
});

// An HTTP/1 server, as serve() makes unless given another.
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log('INFO', 'listening', {
    url: `http://${info.address}:${info.port}/api/health`,
    database: config.database.kind,
  });
}) as Server;

/**
 * Cloud Run kills an instance 10 s after SIGTERM: the process ends within 7.5, whatever it waits
 * on. Requests in flight and the job in the worker's hands get 5 s; closing the database (an
 * embedded one writes its files) the rest.
 */
const SHUTDOWN_DEADLINE_MS = 7_500;
const IN_FLIGHT_MS = 5_000;

let stopping = false;
/** Stops taking requests and jobs, lets those in hand finish, closes the database. */
async function shutDown(signal: string) {
  if (stopping) return;
  stopping = true;
  log('INFO', 'stopping', { signal });
  const started = performance.now();
  setTimeout(() => {
    log('ERROR', 'shutdown deadline passed; exiting with work unfinished');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Kept-alive connections with no request would otherwise hold close() open.
  server.closeIdleConnections();
  // A job not finished by then is done by another instance once its lease ends.
  const finished = await withinDeadline(
    Promise.all([closed, worker.stop()]),
    IN_FLIGHT_MS,
    'requests and jobs in flight',
  ).then(
    () => true,
    (error: unknown) => {
      log('ERROR', 'shutdown deadline passed; exiting with work unfinished', describeError(error));
      return false;
    },
  );
  await database.close();
  log('INFO', 'stopped', { ms: Math.round(performance.now() - started) });
  process.exit(finished ? 0 : 1);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
