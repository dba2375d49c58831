import type { BlockList } from 'node:net';
import { parseAddressRanges } from './http/client-address.ts';
import type { DatabaseLocation } from './store/database.ts';
import { LIMITS, type HoldLimits } from './limits.ts';

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  database: DatabaseLocation;
  firebaseProjectId: string;
  /** Where the Auth emulator listens (development and tests only). */
  authEmulatorHost: string | undefined;
  /** An smtp:// or smtps:// URL; the sender named on the shop's e-mails. */
  smtpUrl: string;
  mailFrom: string;
  /** Where contact messages go for staff (SHOP_INBOX; the shop's sender address by default). */
  shopInbox: string;
  /** Origins allowed to call the API from a browser page on another origin (the Hosting emulator). */
  corsOrigins: string[];
  /**
   * Behind Cloud Run (production): the client's address is read from the X-Forwarded-For its front
   * end completes (server/http/client-address.ts), not from the socket.
   */
  trustProxy: boolean;
  /** Proxies before that front end whose hop is skipped: Firebase Hosting's CDN. */
  trustedProxies: BlockList;
  /** Contact messages, sign-ups and tracking lookups per client per minute. */
  formsPerMinute: number;
  /** Reviews, votes, reports, questions and answers per account per hour. */
  postsPerHour: number;
  /** How much unpaid stock one customer and one client address may hold, and how long (OPEN_ORDERS_PER_*, PICKUP_HOLD_DAYS). */
  holdLimits: HoldLimits;
  /** Where shoppers open the shop (`https://voltbay.example`): the links in its e-mails. */
  shopOrigin: string;
  /**
   * Development only (VOLTBAY_CATALOG_SIZE): the server starts with this many generated products
   * in place of the catalog file's (server/catalog.ts), as the build does, to measure a large
   * shop (`npm run perf`, docs/performance.md); 0 for the file.
   */
  generatedCatalogSize: number;
}

/** The settings are unsafe or unreadable; the message names every problem at once. */
export class ConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(
      `The shop's server cannot start with these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export const DEFAULT_PGLITE_DIR = '.data/pglite';

/**
 * Reads the settings from the environment once, at start. Development needs none: an embedded
 * database in .data/, the `demo-voltbay` project on the Auth emulator, MailDev's SMTP. A
 * production start (NODE_ENV=production) needs a PostgreSQL server, a real Firebase project and
 * SMTP, and refuses anything of the emulators.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a port number from 0 (any free one) to 65535, not '${env.PORT}'.`);
  }

  /** A whole number of at least 1 from `name`, or `fallback` when it is not set. */
  const count = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) {
      problems.push(`${name} must be a whole number of at least 1, not '${env[name]}'.`);
    }
    return value;
  };
  const formsPerMinute = count('FORMS_PER_MINUTE', LIMITS.formsPerMinute);
  const postsPerHour = count('POSTS_PER_HOUR', LIMITS.postsPerHour);
  const holdLimits: HoldLimits = {
    ordersPerCustomer: count('OPEN_ORDERS_PER_CUSTOMER', LIMITS.hold.ordersPerCustomer),
    unitsPerCustomer: count('OPEN_UNITS_PER_CUSTOMER', LIMITS.hold.unitsPerCustomer),
    ordersPerClient: count('OPEN_ORDERS_PER_CLIENT', LIMITS.hold.ordersPerClient),
    pickupHoldDays: count('PICKUP_HOLD_DAYS', LIMITS.hold.pickupHoldDays),
  };

  let database: DatabaseLocation;
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
      problems.push('DATABASE_URL must be a postgres:// URL.');
    }
    database = { kind: 'postgres', url: env.DATABASE_URL };
  } else if (env.PGLITE_DIR === 'memory://') {
    database = { kind: 'memory' };
  } else {
    database = { kind: 'pglite', folder: env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR };
  }

  const corsOrigins = (env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
  const trustedProxies = parseAddressRanges(env.TRUSTED_PROXY_RANGES ?? '');
  problems.push(...trustedProxies.problems.map((problem) => `TRUSTED_PROXY_RANGES: ${problem}.`));

  const firebaseProjectId =
    env.FIREBASE_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT ?? (production ? '' : 'demo-voltbay');
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  const smtpUrl = env.SMTP_URL ?? (production ? '' : 'smtp://127.0.0.1:1025');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL.');
  }

  // Development: the app of `npm start`.
  const shopOrigin = env.SHOP_ORIGIN ?? (production ? '' : 'http://localhost:5173');
  if (shopOrigin && !isOrigin(shopOrigin)) {
    problems.push(
      `SHOP_ORIGIN must be the shop's address without a path, such as https://voltbay.example, not '${shopOrigin}'.`,
    );
  }

  const generatedCatalogSize = Number(env.VOLTBAY_CATALOG_SIZE ?? 0);
  if (!Number.isInteger(generatedCatalogSize) || generatedCatalogSize < 0) {
    problems.push(
      `VOLTBAY_CATALOG_SIZE must be a number of products to generate, not '${env.VOLTBAY_CATALOG_SIZE}'.`,
    );
  }

  if (production) {
    if (generatedCatalogSize > 0) {
      problems.push(
        'VOLTBAY_CATALOG_SIZE generates a catalog for measuring: a production server sells the released one.',
      );
    }
    if (!shopOrigin) {
      problems.push("SHOP_ORIGIN must name the shop's public address: its e-mails link to it.");
    } else if (!shopOrigin.startsWith('https://')) {
      problems.push('SHOP_ORIGIN must be an https:// address in production.');
    }
    if (authEmulatorHost) {
      problems.push(
        'FIREBASE_AUTH_EMULATOR_HOST is set: a production server would accept unsigned ID tokens. Remove it.',
      );
    }
    if (!firebaseProjectId) {
      problems.push(
        'FIREBASE_PROJECT_ID (or GOOGLE_CLOUD_PROJECT) must name the Firebase project.',
      );
    } else if (firebaseProjectId.startsWith('demo-')) {
      problems.push(
        `FIREBASE_PROJECT_ID is '${firebaseProjectId}', an emulator-only demo project.`,
      );
    }
    if (database.kind !== 'postgres') {
      problems.push(
        'DATABASE_URL must name the PostgreSQL server: an embedded database in a container loses its data.',
      );
    }
    if (!smtpUrl) problems.push("SMTP_URL must name the SMTP server that sends the shop's e-mail.");
    else if (sendsPasswordInClear(smtpUrl)) {
      problems.push(
        'SMTP_URL is smtp:// with a password, which may be sent in clear: use smtps://, or add ?requireTLS=true.',
      );
    }
    if (database.kind === 'postgres' && reachesDatabaseInClear(database.url)) {
      problems.push(
        'DATABASE_URL names a database on another machine without TLS: add ?sslmode=verify-full (or require), or connect through the Cloud SQL socket (?host=/cloudsql/...).',
      );
    }
    for (const origin of corsOrigins) {
      if (!origin.startsWith('https://')) {
        problems.push(
          `CORS_ORIGINS may name only https:// origins in production, not '${origin}'.`,
        );
      }
    }
    if (!env.MAIL_FROM) problems.push("MAIL_FROM must name the shop's sender address.");
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const mailFrom = env.MAIL_FROM ?? 'Voltbay <shop@voltbay.example>';
  return {
    production,
    port,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    database,
    firebaseProjectId,
    authEmulatorHost,
    smtpUrl,
    mailFrom,
    shopInbox: env.SHOP_INBOX ?? mailFrom,
    corsOrigins,
    trustProxy: env.TRUST_PROXY === 'true' || production,
    trustedProxies: trustedProxies.list,
    formsPerMinute,
    postsPerHour,
    holdLimits,
    shopOrigin,
    generatedCatalogSize,
  };
}

/** An http(s) origin alone: scheme, host and maybe a port, nothing after. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/** An smtp:// URL with a password and no demand for TLS: nodemailer would log in unencrypted. */
function sendsPasswordInClear(smtpUrl: string): boolean {
  const url = URL.parse(smtpUrl);
  return (
    url !== null &&
    url.protocol === 'smtp:' &&
    url.password !== '' &&
    url.searchParams.get('requireTLS') !== 'true'
  );
}

/** A PostgreSQL URL to another machine with no TLS demanded (a socket or this machine is fine). */
function reachesDatabaseInClear(databaseUrl: string): boolean {
  const url = URL.parse(databaseUrl);
  if (url === null) return false;
  const socket = url.searchParams.get('host')?.startsWith('/') ?? false;
  const local = ['', 'localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const tls = ['require', 'verify-ca', 'verify-full'].includes(
    url.searchParams.get('sslmode') ?? '',
  );
  return !socket && !local && !tls;
}
