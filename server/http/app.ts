import { Hono, type Context } from 'hono';
import { BlockList } from 'node:net';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import * as v from 'valibot';
import type { ApiErrorBody } from '#shop-api/errors.ts';
import {
  contactMessageSchema,
  messageIdSchema,
  newsletterSignUpSchema,
  staffMessageFilterSchema,
} from '#shop-api/messages.ts';
import {
  changeStatusSchema,
  openOrderSchema,
  orderNumberSchema,
  orderStatusSchema,
  placeOrderSchema,
  productIdSchema,
  quoteSchema,
  trackOrderSchema,
} from '#shop-api/orders.ts';
import {
  reviewIdSchema,
  reviewListQuerySchema,
  reviewSchema,
  reviewVisibilitySchema,
} from '#shop-api/reviews.ts';
import { moderationSchema } from '#shop-api/posts.ts';
import {
  answerIdSchema,
  answerSchema,
  questionIdSchema,
  questionListQuerySchema,
  questionSchema,
  staffQuestionFilterSchema,
} from '#shop-api/questions.ts';
import { restockSchema } from '#shop-api/restock.ts';
import { stockAlertSchema } from '#shop-api/stock-alerts.ts';
import type { VerifyIdToken } from '#server/identity.ts';
import { describeError, type Log } from '#server/log.ts';
import { DeadlineError, withinDeadline } from '#server/deadline.ts';
import {
  listStaffMessages,
  markMessageHandled,
  receiveContactMessage,
  subscribe,
} from '#server/shop/messages.ts';
import {
  changeStatus,
  getOrder,
  HOLD_LIMITS,
  listOrders,
  listStaffOrders,
  openOrder,
  placeOrder,
  quote,
  trackOrder,
  type Caller,
  type HoldLimits,
} from '#server/shop/orders.ts';
import { ShopError } from '#server/shop/problems.ts';
import {
  answerQuestion,
  askQuestion,
  listStaffQuestions,
  moderateAnswer,
  moderateQuestion,
  questionPage,
} from '#server/shop/questions.ts';
import {
  deleteReview,
  listStaffReviews,
  moderateReview,
  reportReview,
  reviewPage,
  saveReview,
  voteHelpful,
} from '#server/shop/reviews.ts';
import { requestStockAlert, restock } from '#server/shop/stock-alerts.ts';
import { readStock } from '#server/shop/stock.ts';
import type { Db } from '#server/store/database.ts';
import { check, errorBody, isDatabaseUnavailable, pathParam, readBody } from './errors.ts';
import { forwardedClient, limitKeyOf } from './client-address.ts';
import { rateLimiter } from './rate-limit.ts';

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
  /** How much unpaid stock one customer and one client address may hold (server/shop/orders.ts). */
  holdLimits?: HoldLimits;
  /** The client's address as the socket saw it (the Node adapter's). */
  remoteAddress?: (c: Context) => string | undefined;
  /** How long a request may take before it is answered 503 (tests shorten it). */
  requestDeadlineMs?: number;
}

/**
 * A request's own time limit: well under Firebase Hosting's 60 s, above the database's statement
 * timeout (server/store/database.ts), so a slow query fails as itself first.
 */
const REQUEST_DEADLINE_MS = 25_000;
/** Health answers within 2 s whatever the database does: a load balancer's probe waits no longer. */
const HEALTH_DEADLINE_MS = 1_500;

const MAX_BODY_BYTES = 16 * 1024;
const idempotencyKeySchema = v.pipe(
  v.string('An order needs an Idempotency-Key header'),
  v.regex(
    /^[A-Za-z0-9_-]{16,100}$/,
    'The Idempotency-Key header is 16 to 100 letters, digits, - or _',
  ),
);
const stockIdsSchema = v.pipe(
  v.string(),
  v.transform((ids) => ids.split(',').filter(Boolean)),
  v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/))),
  v.maxLength(100, 'At most 100 products at a time'),
);

type Env = { Variables: { requestId: string } };

/**
 * The shop's HTTP API under /api: each route reads and checks its input, calls one use case
 * (server/shop/) and answers JSON. Every error is `{ error: { code, message } }`; no stack
 * trace leaves the server.
 */
export function createApp(deps: AppDeps) {
  const { db, log } = deps;
  const queued = () => deps.onQueued?.();

  const formsLimit = rateLimiter(db, 'forms', deps.formsPerMinute ?? 10, 60_000);
  const trustedProxies = deps.trustedProxies ?? new BlockList();
  /** Who a limit counts: never a header the client may set (client-address.ts). */
  const clientOf = (c: Context) => {
    const forwardedFor = deps.trustProxy ? c.req.header('x-forwarded-for') : undefined;
    const address =
      (forwardedFor === undefined ? undefined : forwardedClient(forwardedFor, trustedProxies)) ??
      deps.remoteAddress?.(c);
    return address === undefined ? null : limitKeyOf(address);
  };
  const limited = async (c: Context) => {
    if (!(await formsLimit(`${c.req.path}|${clientOf(c) ?? 'unknown'}`))) {
      throw new ShopError(
        429,
        'rate-limited',
        'Too many tries. Please wait a minute and try again.',
      );
    }
  };

  async function callerOf(c: Context): Promise<Caller | null> {
    const header = c.req.header('authorization');
    if (!header) return null;
    const token = /^Bearer ([\w.-]+)$/.exec(header)?.[1];
    let caller: Caller | null;
    try {
      caller = token ? await deps.verifyIdToken(token) : null;
    } catch (error) {
      // Not the shopper's session: Firebase could not be asked. Signed-in requests wait for it.
      log('ERROR', 'identity unavailable', {
        requestId: c.get('requestId'),
        ...describeError(error),
      });
      throw new ShopError(
        503,
        'unavailable',
        'We cannot check your sign-in right now. Nothing was saved; please try again in a minute.',
      );
    }
    if (!caller) {
      throw new ShopError(401, 'unauthenticated', 'Your session has ended. Please sign in again.');
    }
    return caller;
  }
  async function signedIn(c: Context, why = 'Please sign in to see your orders.'): Promise<Caller> {
    const caller = await callerOf(c);
    if (!caller) throw new ShopError(401, 'unauthenticated', why);
    return caller;
  }
  const posts = rateLimiter(db, 'posts', deps.postsPerHour ?? 30, 3_600_000);
  /**
   * A signed-in shopper posting (a review, a vote or report, a question or an answer), within the
   * hour's limit of their account.
   */
  async function poster(c: Context, why: string): Promise<Caller> {
    const caller = await signedIn(c, why);
    // A throwaway address could post in bulk: the shop's rule for every post (record 0032).
    if (!caller.emailVerified && !caller.staff) {
      throw new ShopError(
        403,
        'email-not-confirmed',
        'Please confirm your e-mail address first: we ask it of every account that reviews, asks, answers, votes or reports. Your account page sends the link.',
      );
    }
    if (!(await posts(caller.uid))) {
      throw new ShopError(
        429,
        'rate-limited',
        'You have posted many times in the last hour. Please try again later.',
      );
    }
    return caller;
  }
  const reviewer = (c: Context) => poster(c, 'Please sign in to write or rate reviews.');
  async function staffOnly(c: Context): Promise<Caller> {
    const caller = await signedIn(c);
    if (!caller.staff) throw new ShopError(403, 'forbidden', "Only the shop's staff may do this.");
    return caller;
  }

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
      onError: (c) =>
        c.json(
          errorBody(new ShopError(413, 'too-large', 'The request is too large to be accepted.')),
          413,
        ),
    }),
  );

  app.use((_c, next) =>
    withinDeadline(next(), deps.requestDeadlineMs ?? REQUEST_DEADLINE_MS, 'the request'),
  );

  app.onError((error, c) => {
    const requestId = c.get('requestId');
    if (error instanceof ShopError) return c.json(errorBody(error), error.status);
    if (error instanceof DeadlineError) {
      log('ERROR', 'request deadline passed', { requestId });
      return c.json(
        errorBody(
          new ShopError(
            503,
            'unavailable',
            'The shop is taking too long to answer. Please try again in a minute.',
          ),
        ),
        503,
      );
    }
    if (isDatabaseUnavailable(error)) {
      log('ERROR', 'database unavailable', { requestId, ...describeError(error) });
      return c.json(
        errorBody(
          new ShopError(
            503,
            'unavailable',
            'The shop cannot take this right now. Nothing was saved; please try again in a minute.',
          ),
        ),
        503,
      );
    }
    log('ERROR', 'unexpected error', { requestId, ...describeError(error) });
    const body: ApiErrorBody = {
      error: {
        code: 'internal',
        message: `Something went wrong on our side (reference ${requestId}). Please try again.`,
      },
    };
    return c.json(body, 500);
  });
  app.notFound((c) =>
    c.json(
      errorBody(new ShopError(404, 'not-found', "There is no such address in the shop's API.")),
      404,
    ),
  );

  app.get('/health', async (c) => {
    try {
      await withinDeadline(deps.ping(), HEALTH_DEADLINE_MS, 'the database ping');
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      log('ERROR', 'health: database unavailable', describeError(error));
      return c.json({ status: 'unavailable', database: 'unavailable' }, 503);
    }
  });

  app.get('/stock', async (c) => {
    const ids = check(stockIdsSchema, c.req.query('ids') ?? '');
    const levels = await readStock(db, ids);
    // Cheap to serve and fine a few seconds old: shared caches may keep it briefly.
    c.header('Cache-Control', 'public, max-age=5');
    return c.json({ products: levels });
  });

  app.post('/contact', async (c) => {
    await limited(c);
    const message = await readBody(c, contactMessageSchema);
    await receiveContactMessage(db, message);
    queued();
    return c.json({ received: true }, 201);
  });

  app.get('/staff/messages', async (c) => {
    await staffOnly(c);
    const filter = check(staffMessageFilterSchema, c.req.query('filter') ?? 'open');
    return c.json({ messages: await listStaffMessages(db, filter) });
  });

  app.post('/staff/messages/:id/handled', async (c) => {
    const caller = await staffOnly(c);
    const id = pathParam(c, 'id', messageIdSchema);
    return c.json(await markMessageHandled(db, id, caller.uid));
  });

  app.post('/newsletter', async (c) => {
    await limited(c);
    await subscribe(db, await readBody(c, newsletterSignUpSchema));
    return c.json({ subscribed: true }, 201);
  });

  app.post('/orders/quote', async (c) => {
    const request = await readBody(c, quoteSchema);
    return c.json(await quote(db, request));
  });

  app.post('/orders', async (c) => {
    const idempotencyKey = check(idempotencyKeySchema, c.req.header('idempotency-key'));
    const caller = await callerOf(c);
    const request = await readBody(c, placeOrderSchema);
    const { order, replayed } = await placeOrder(db, request, idempotencyKey, caller, {
      client: clientOf(c),
      limits: deps.holdLimits ?? HOLD_LIMITS,
    });
    if (!replayed) queued();
    return c.json(order, replayed ? 200 : 201);
  });

  app.get('/orders', async (c) => c.json({ orders: await listOrders(db, await signedIn(c)) }));

  app.post('/orders/track', async (c) => {
    await limited(c);
    const { number, email } = await readBody(c, trackOrderSchema);
    return c.json(await trackOrder(db, number, email));
  });

  // Not limited: a key of 256 random bits is not guessed, and the page asks on every visit.
  app.post('/orders/open', async (c) => {
    const { number, key } = await readBody(c, openOrderSchema);
    return c.json(await openOrder(db, number, key));
  });

  app.get('/orders/:number', async (c) => {
    const caller = await signedIn(c);
    const number = pathParam(c, 'number', orderNumberSchema);
    return c.json(await getOrder(db, number, caller));
  });

  app.post('/orders/:number/cancel', async (c) => {
    const caller = await signedIn(c);
    const number = pathParam(c, 'number', orderNumberSchema);
    return c.json(await changeStatus(db, number, 'cancelled', caller));
  });

  app.post('/orders/:number/status', async (c) => {
    const caller = await staffOnly(c);
    const number = pathParam(c, 'number', orderNumberSchema);
    const { status } = await readBody(c, changeStatusSchema);
    return c.json(await changeStatus(db, number, status, caller));
  });

  app.get('/staff/orders', async (c) => {
    await staffOnly(c);
    const status = c.req.query('status');
    const orders = await listStaffOrders(
      db,
      status === undefined ? undefined : check(orderStatusSchema, status),
    );
    return c.json({ orders });
  });

  app.get('/products/:productId/reviews', async (c) => {
    const caller = await callerOf(c);
    const productId = pathParam(c, 'productId', productIdSchema);
    const query = check(reviewListQuerySchema, c.req.query());
    return c.json(await reviewPage(db, productId, query, caller));
  });

  app.put('/products/:productId/reviews/mine', async (c) => {
    const caller = await reviewer(c);
    const productId = pathParam(c, 'productId', productIdSchema);
    const { review, created } = await saveReview(
      db,
      productId,
      await readBody(c, reviewSchema),
      caller,
    );
    return c.json(review, created ? 201 : 200);
  });

  app.delete('/products/:productId/reviews/mine', async (c) => {
    const caller = await reviewer(c);
    const productId = pathParam(c, 'productId', productIdSchema);
    if (!(await deleteReview(db, productId, caller))) {
      throw new ShopError(404, 'not-found', 'You have no review of this product to delete.');
    }
    return c.json({ deleted: true });
  });

  app.post('/reviews/:reviewId/helpful', async (c) => {
    const caller = await reviewer(c);
    return c.json(await voteHelpful(db, pathParam(c, 'reviewId', reviewIdSchema), caller));
  });

  app.post('/reviews/:reviewId/report', async (c) => {
    const caller = await reviewer(c);
    return c.json(await reportReview(db, pathParam(c, 'reviewId', reviewIdSchema), caller));
  });

  app.get('/staff/reviews', async (c) => {
    await staffOnly(c);
    const visibility = c.req.query('visibility');
    const found = await listStaffReviews(
      db,
      visibility === undefined ? undefined : check(reviewVisibilitySchema, visibility),
    );
    return c.json({ reviews: found });
  });

  app.post('/staff/reviews/:reviewId/visibility', async (c) => {
    await staffOnly(c);
    const reviewId = pathParam(c, 'reviewId', reviewIdSchema);
    const { visibility } = await readBody(c, moderationSchema);
    return c.json(await moderateReview(db, reviewId, visibility));
  });

  // --- Questions and answers (docs/decisions/0031-questions-and-answers.md) ---

  app.get('/products/:productId/questions', async (c) => {
    const caller = await callerOf(c);
    const productId = pathParam(c, 'productId', productIdSchema);
    const query = check(questionListQuerySchema, c.req.query());
    return c.json(await questionPage(db, productId, query, caller));
  });

  app.post('/products/:productId/questions', async (c) => {
    const caller = await poster(c, 'Please sign in to ask a question.');
    const productId = pathParam(c, 'productId', productIdSchema);
    return c.json(await askQuestion(db, productId, await readBody(c, questionSchema), caller), 201);
  });

  app.post('/questions/:questionId/answers', async (c) => {
    const caller = await poster(c, 'Please sign in to answer a question.');
    const questionId = pathParam(c, 'questionId', questionIdSchema);
    const answer = await answerQuestion(db, questionId, await readBody(c, answerSchema), caller);
    return c.json(answer, 201);
  });

  app.get('/staff/questions', async (c) => {
    await staffOnly(c);
    const filter = check(staffQuestionFilterSchema, c.req.query('filter') ?? 'unanswered');
    return c.json({ questions: await listStaffQuestions(db, filter) });
  });

  app.post('/staff/questions/:questionId/visibility', async (c) => {
    await staffOnly(c);
    const questionId = pathParam(c, 'questionId', questionIdSchema);
    const { visibility } = await readBody(c, moderationSchema);
    return c.json(await moderateQuestion(db, questionId, visibility));
  });

  app.post('/staff/answers/:answerId/visibility', async (c) => {
    await staffOnly(c);
    const answerId = pathParam(c, 'answerId', answerIdSchema);
    const { visibility } = await readBody(c, moderationSchema);
    return c.json(await moderateAnswer(db, answerId, visibility));
  });

  // --- Back-in-stock alerts (docs/decisions/0029-back-in-stock-alerts.md) ---

  app.post('/stock-alerts', async (c) => {
    await limited(c);
    // Nobody needs to be signed in; a token that is sent must still be valid.
    await callerOf(c);
    const { created } = await requestStockAlert(db, await readBody(c, stockAlertSchema));
    return c.json({ created }, created ? 201 : 200);
  });

  app.post('/staff/products/:id/restock', async (c) => {
    await staffOnly(c);
    const productId = pathParam(c, 'id', productIdSchema);
    const { quantity } = await readBody(c, restockSchema);
    const receipt = await restock(db, productId, quantity);
    if (receipt.notified > 0) queued();
    return c.json(receipt);
  });

  return { app };
}
