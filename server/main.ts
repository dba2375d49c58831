import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { parseShopCatalog } from '#src/services/catalog/shop-catalog.ts';
import { ConfigError, readConfig } from './config.ts';
import { createApp } from './http/app.ts';
import { firebaseIdentity } from './identity.ts';
import { withinDeadline } from './deadline.ts';
import { describeError, jsonLog } from './log.ts';
import { smtpMailer } from './mail.ts';
import { syncProducts } from './shop/stock.ts';
import { openDatabase } from './store/database.ts';
import { FolderLockedError } from './store/folder-lock.ts';
import { seedQaData } from './store/qa-seed.ts';

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
    if (error instanceof ConfigError || error instanceof FolderLockedError) stop(error.message);
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

const { products } = parseShopCatalog();
await syncProducts(
  database.db,
  products.map((product) => ({
    id: product.id,
    name: product.name,
    priceCents: product.priceCents,
    stockCount: product.stockCount,
    rating: product.rating,
    reviewCount: product.reviewCount,
  })),
);
if (!config.production) await seedQaData(database.db);

const { app, settle } = createApp({
  db: database.db,
  ping: database.ping,
  verifyIdToken: firebaseIdentity(config.firebaseProjectId),
  sendMail: smtpMailer(config.smtpUrl, config.mailFrom),
  log,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  trustedProxies: config.trustedProxies,
  formsPerMinute: config.formsPerMinute,
  shopOrigin: config.shopOrigin,
  remoteAddress: (c) => getConnInfo(c).remote.address,
});

// An HTTP/1 server, as serve() makes unless given another.
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log('INFO', 'listening', {
    url: `http://${info.address}:${info.port}/api/health`,
    database: config.database.kind,
  });
}) as Server;

/**
 * Cloud Run kills an instance 10 s after SIGTERM: the process ends within 8, whatever it waits on.
 * Requests in flight and the e-mails they started get most of it; the database the rest.
 */
const SHUTDOWN_DEADLINE_MS = 7_500;
const IN_FLIGHT_MS = 5_000;
const DATABASE_CLOSE_MS = 1_500;

let stopping = false;
/** Stops taking requests, lets those in flight and the e-mails they started finish, closes the database. */
async function shutDown(signal: string) {
  if (stopping) return;
  stopping = true;
  log('INFO', 'stopping', { signal });
  setTimeout(() => {
    log('ERROR', 'shutdown deadline passed; exiting with work unfinished');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Kept-alive connections with no request would otherwise hold close() open.
  server.closeIdleConnections();
  try {
    await withinDeadline(Promise.all([closed, settle()]), IN_FLIGHT_MS, 'requests in flight');
    await withinDeadline(database.close(), DATABASE_CLOSE_MS, 'closing the database');
  } catch (error) {
    log('ERROR', 'shutdown deadline passed; exiting with work unfinished', describeError(error));
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
