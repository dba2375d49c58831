import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { BlockList } from 'node:net';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import type { VerifyIdToken } from '#server/identity.ts';
import { describeError, type Log } from '#server/log.ts';
import { DeadlineError, withinDeadline } from '#server/deadline.ts';
import { LIMITS, type HoldLimits } from '#server/limits.ts';
import { ShopError } from '#server/shop/problems.ts';
import type { Db } from '#server/store/database.ts';
import { refusals } from '#server/texts.ts';
import { answerOf, check, isDatabaseUnavailable } from './errors.ts';
import { MOST_QA_CLOCK_HOURS, type MovableClock } from '#server/qa-clock.ts';
import { callerGate } from './callers.ts';
import { forwardedClient, limitKeyOf } from './client-address.ts';
import { rateLimiter } from './rate-limit.ts';
import { messageRoutes } from './resources/messages.ts';
import { orderRoutes } from './resources/orders.ts';
import { questionRoutes } from './resources/questions.ts';
import { reviewRoutes } from './resources/reviews.ts';
import { catalogRoutes } from './resources/catalog.ts';
import { offerRoutes } from './resources/offers.ts';
import { stockRoutes } from './resources/stock.ts';
import { mountRoutes, type Env } from './routing.ts';

export interface AppDeps {
  db: Db;
  /** Answers when the database does. */
  ping: () => Promise<void>;
  verifyIdToken: VerifyIdToken;
  log: Log;
  /** Told when a request queued follow-up work (an e-mail): the job worker looks at once. */
  onQueued?: () => void;
  corsOrigins?: readonly string[];
  /** Read the client's address from the X-Forwarded-For of the platform's front end (Cloud Run). */
  trustProxy?: boolean;
  /** The proxies before that front end whose hop is skipped (Firebase Hosting's CDN). */
  trustedProxies?: BlockList;
  /** Requests per client per minute on the forms a script could flood or guess through. */
  formsPerMinute?: number;
  /**
   * What one account may post in an hour: reviews, votes and reports, questions and answers
   * together.
   */
  postsPerHour?: number;
  /** How much unpaid stock one customer and one client address may hold (server/limits.ts). */
  holdLimits?: HoldLimits;
  /** The client's address as the socket saw it (the Node adapter's). */
  remoteAddress?: (c: Context) => string | undefined;
  /** How long a request may take before it is answered 503 (tests shorten it). */
  requestDeadlineMs?: number;
  /** The server's clock (tests set it at a sale's start or end). */
  clock?: () => Date;
  /**
   * Development only: the same clock, which `POST /api/qa/clock` moves forward (server/qa-clock.ts)
   * so QA replay what days later brings. Production never gives it.
   */
  qaClock?: MovableClock;
}

/**
 * A request's own time limit: well under Firebase Hosting's 60 s, above the database's statement
 * timeout (server/store/database.ts), so a slow query fails as itself first.
 */
const REQUEST_DEADLINE_MS = 25_000;
/** Health answers within 2 s whatever the database does: a load balancer's probe waits no longer. */
const HEALTH_DEADLINE_MS = 1_500;

const MAX_BODY_BYTES = 16 * 1024;

/** How far QA move the development server's clock at once. */
const qaClockSchema = v.strictObject({
  hours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MOST_QA_CLOCK_HOURS)),
});
/**
 * The shop's HTTP API under /api: each route reads and checks its input, calls one use case
 * (server/shop/) and answers JSON. Every error is `{ error: { code, message } }`; no stack
 * trace leaves the server.
 */
export function createApp(deps: AppDeps) {
  const { db, log } = deps;

  const formsLimit = rateLimiter(db, 'forms', deps.formsPerMinute ?? LIMITS.formsPerMinute, 60_000);
  const trustedProxies = deps.trustedProxies ?? new BlockList();
  /** Who a limit counts: never a header the client may set (client-address.ts). */
  const clientOf = (c: Context<Env>) => {
    const forwardedFor = deps.trustProxy ? c.req.header('x-forwarded-for') : undefined;
    const address =
      (forwardedFor === undefined ? undefined : forwardedClient(forwardedFor, trustedProxies)) ??
      deps.remoteAddress?.(c);
    return address === undefined ? null : limitKeyOf(address);
  };
  const gate = {
    limit: async (c: Context<Env>) => {
      if (!(await formsLimit(`${c.req.path}|${clientOf(c) ?? 'unknown'}`))) {
        throw new ShopError('rate-limited', refusals.formsLimit);
      }
    },
    caller: callerGate({
      verifyIdToken: deps.verifyIdToken,
      log,
      posts: rateLimiter(db, 'posts', deps.postsPerHour ?? LIMITS.postsPerHour, 3_600_000),
    }),
  };

  const app = new Hono<Env>().basePath('/api');
  // The server's own id for each request, never one a client sent (it would choose what is logged).
  app.use(requestId({ headerName: '' }));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    c.header('X-Request-Id', c.get('requestId'));
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    log('INFO', 'request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  if (deps.corsOrigins && deps.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: [...deps.corsOrigins],
        allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      }),
    );
  }
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(...answerOf(new ShopError('too-large', refusals.tooLarge))),
    }),
  );

  app.use((_c, next) =>
    withinDeadline(next(), deps.requestDeadlineMs ?? REQUEST_DEADLINE_MS, 'the request'),
  );

  app.onError((error, c) => {
    const requestId = c.get('requestId');
    if (error instanceof ShopError) return c.json(...answerOf(error));
    if (error instanceof DeadlineError) {
      log('ERROR', 'request deadline passed', { requestId });
      return c.json(...answerOf(new ShopError('unavailable', refusals.deadline)));
    }
    if (isDatabaseUnavailable(error)) {
      log('ERROR', 'database unavailable', { requestId, ...describeError(error) });
      return c.json(...answerOf(new ShopError('unavailable', refusals.databaseUnavailable)));
    }
    log('ERROR', 'unexpected error', { requestId, ...describeError(error) });
    return c.json(...answerOf(new ShopError('internal', refusals.internal(requestId))));
  });
  app.notFound((c) => c.json(...answerOf(new ShopError('not-found', refusals.noSuchAddress))));

  app.get('/health', async (c) => {
    try {
      await withinDeadline(deps.ping(), HEALTH_DEADLINE_MS, 'the database ping');
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      log('ERROR', 'health: database unavailable', describeError(error));
      return c.json({ status: 'unavailable', database: 'unavailable' }, 503);
    }
  });

  const resources = {
    db,
    queued: () => deps.onQueued?.(),
    clientOf,
    holdLimits: deps.holdLimits ?? LIMITS.hold,
    clock: deps.qaClock?.now ?? deps.clock ?? (() => new Date()),
  };
  const { qaClock } = deps;
  if (qaClock) {
    app.post('/qa/clock', async (c) => {
      const { hours } = check(qaClockSchema, await c.req.json().catch(() => null));
      const now = qaClock.advance(hours);
      deps.onQueued?.();
      return c.json({ now: now.toISOString() });
    });
  }
  mountRoutes(
    app,
    {
      ...stockRoutes(resources),
      ...messageRoutes(resources),
      ...orderRoutes(resources),
      ...reviewRoutes(resources),
      ...questionRoutes(resources),
      ...catalogRoutes(resources),
      ...offerRoutes(resources),
    },
    gate,
  );

  return { app };
}
