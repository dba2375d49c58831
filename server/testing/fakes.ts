import * as v from 'valibot';
import type { ApiErrorBody } from '#shop-api/errors.ts';
import { routes, type Route } from '#shop-api/routes.ts';
import { createApp, type AppDeps } from '#server/http/app.ts';
import type { Database } from '#server/store/database.ts';
import type { VerifyIdToken } from '#server/identity.ts';
import type { Mail, SendMail } from '#server/mail.ts';
import type { Caller } from '#server/shop/orders.ts';
import { createHash, randomUUID } from 'node:crypto';
import { testEmail } from './test-database.ts';
import { shopJobs } from '#server/jobs/shop-jobs.ts';
import { jobWorker } from '#server/jobs/worker.ts';
import { ShopError } from '#server/shop/problems.ts';
import { STATUS_OF_CODE } from '#server/http/errors.ts';

/**
 * Identity for the server's own tests, which run without the Auth emulator: a token is
 * `test-token.<uid>` (staff when the uid starts with 'staff'). The end-to-end tests check real
 * emulator tokens through firebase-admin.
 */
/** A test's token names its account: `staff-…` has the staff claim, `unconfirmed-…` no confirmed e-mail. */
const fakeVerifyIdToken: VerifyIdToken = (token) => {
  const uid = /^test-token\.([\w-]+)$/.exec(token)?.[1];
  return Promise.resolve(
    uid
      ? { uid, staff: uid.startsWith('staff'), emailVerified: !uid.startsWith('unconfirmed') }
      : null,
  );
};

/** A staff account, a shopper's, or a shopper's whose e-mail is not confirmed. */
export const newCaller = (
  kind: boolean | 'unconfirmed' = false,
): Caller & { authorization: string } => {
  const staff = kind === true;
  const uid = `${staff ? 'staff' : kind === 'unconfirmed' ? 'unconfirmed' : 'shopper'}-${randomUUID()}`;
  return {
    uid,
    staff,
    emailVerified: kind !== 'unconfirmed',
    authorization: `Bearer test-token.${uid}`,
  };
};

/**
 * A mailer that keeps what it was given; `fail` makes it refuse, as an SMTP server that is down,
 * until `recover`.
 */
function recordingMailer() {
  const sent: Mail[] = [];
  let failing = false;
  const send: SendMail = (mail) => {
    if (failing) return Promise.reject(new Error('SMTP unavailable'));
    sent.push(mail);
    return Promise.resolve();
  };
  return {
    send,
    sent,
    fail: () => void (failing = true),
    recover: () => void (failing = false),
  };
}

export const SHOP_INBOX = 'care@voltbay.example';

/** A test account's e-mail, as the fake accounts have it: none confirmed for `unconfirmed-…`. */
export const accountEmailOf = (uid: string) =>
  uid.startsWith('unconfirmed') ? null : `${uid}@accounts.example`;

/**
 * The API over `database` with the fakes above; `overrides` replace any part. `deliver` runs the
 * jobs due (its e-mails go to `mailer`): a test file that calls it owns its database
 * (`ownTestDatabase`), or another file's worker could take its jobs.
 */
export function createTestApp(database: Database, overrides: Partial<AppDeps> = {}) {
  const mailer = recordingMailer();
  const logged: string[] = [];
  const log: AppDeps['log'] = (severity, message, fields) =>
    logged.push(JSON.stringify({ severity, message, ...fields }));
  const worker = jobWorker(
    database.db,
    shopJobs(database.db, {
      sendMail: mailer.send,
      shopOrigin: 'https://voltbay.example',
      shopInbox: SHOP_INBOX,
      accountEmail: (uid) => Promise.resolve(accountEmailOf(uid)),
      clock: overrides.qaClock?.now ?? overrides.clock ?? (() => new Date()),
    }),
    log,
  );
  const created = createApp({
    db: database.db,
    ping: database.ping,
    verifyIdToken: fakeVerifyIdToken,
    // Each test client's requests name their address (createTestClient), as Cloud Run's do.
    trustProxy: true,
    log,
    ...overrides,
  });
  return { ...created, mailer, logged, deliver: worker.runDue };
}

/**
 * The API as a client of its own calls it (the rate limits count per client): `call(path,
 * { json })` posts `json` unless another method is given.
 */
export function createTestClient(database: Database, overrides: Partial<AppDeps> = {}) {
  const { app, deliver, mailer, logged } = createTestApp(database, overrides);
  const client = newClientAddress();
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const method = rest.method ?? (json === undefined ? 'GET' : 'POST');
    const response = await app.request(`/api${path}`, {
      ...rest,
      method,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...rest.headers },
    });
    if (response.ok) await checkAnswer(method, path, response.clone());
    return response;
  };
  return { call, mailer, logged, deliver };
}

/** The table's routes, those with fewer path parameters first (`/orders/track` before `/orders/:number`). */
const routesByPath = Object.values(routes)
  .map((route: Route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.route.path.split(':').length - b.route.path.split(':').length);

/**
 * Fails the test when a successful answer does not read as its route's answer schema: the schema
 * the browser's client checks it against (shop-api/routes.ts), so a server that changes an answer
 * without its contract is caught here, not on a shopper's page.
 */
async function checkAnswer(method: string, path: string, response: Response) {
  const pathname = path.split('?')[0]!;
  const found = routesByPath.find(
    ({ route, pattern }) => route.method === method && pattern.test(pathname),
  );
  if (!found) return;
  const answer = v.safeParse(found.route.answer, await response.json());
  if (!answer.success) {
    const issue = answer.issues[0];
    throw new Error(
      `${method} ${path} answered outside its contract: ${v.getDotPath(issue) ?? ''} ${issue.message}`,
    );
  }
}

/**
 * An address in a /64 of its own, as a client's X-Forwarded-For names it: the rate limits,
 * counted in the database the test files share, never meet another test's.
 */
export const newClientAddress = () =>
  `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

/**
 * A phone of the shopper's own (the caps on unpaid orders count by phone), the same for the same
 * e-mail: a retried order is the same request.
 */
const phoneFor = (email: string) =>
  `+880 1${String(parseInt(createHash('sha256').update(email).digest('hex').slice(0, 8), 16) % 1e9).padStart(9, '0')}`;

/**
 * Places one unit of `productId` for pickup through the API at `origin` (a listening server, or
 * several behind a proxy), with `idempotencyKey`: the answer's status and body.
 */
export const placeOneUnit = (
  origin: string,
  productId: string,
  idempotencyKey: string,
  email = testEmail(),
  promoCode?: string,
) =>
  fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({
      lines: [{ productId, quantity: 1 }],
      contact: { name: 'Shopper', email, phone: phoneFor(email) },
      fulfilment: { type: 'pickup', store: 'riverside', payment: 'pay-at-store' },
      promoCode,
    }),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { number?: string; error?: { code: string } },
  }));

/** The `{ code, message }` of an API error answer. */
export const errorOf = async (response: Response) =>
  ((await response.json()) as ApiErrorBody).error;

/** The refusal `promise` ends in, with the HTTP status the front door answers it with. */
export async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError)) throw new Error(`expected a ShopError, got ${String(error)}`);
  return {
    status: STATUS_OF_CODE[error.code],
    code: error.code,
    message: error.message,
    lines: error.lines,
  };
}
