import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ApiErrorBody, ErrorCode } from '#shop-api/errors.ts';
import { ShopError } from '#server/shop/problems.ts';
import { refusals } from '#server/texts.ts';

// Codes of a database that is down, restarting, full of connections or gone away (PostgreSQL's
// classes 08 and 57P, 53300), of a statement or lock wait past its timeout (57014, 55P03), and of
// a network that does not reach it; and of a `pg` client whose connection was cut, asked again
// (a transaction's rollback after its connection ended: "…is not queryable").
const unavailableCodes = new Set([
  '57014',
  '55P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Whether `error` (or what caused it) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    // pg's words: a pooled connection that ended, a pool with none free in time, a connection
    // that did not open in time, an answer that did not come in time.
    if (
      /PGlite is closed|Connection terminated|not queryable|timeout exceeded|timeout expired|Query read timeout/i.test(
        cause.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/** The HTTP status of each refusal: the shop's code says what happened, the status only echoes it. */
export const STATUS_OF_CODE = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'email-not-confirmed': 403,
  'review-not-allowed': 403,
  'not-found': 404,
  'order-not-accepted': 409,
  'promo-code-refused': 409,
  'too-many-open-orders': 409,
  'transition-not-allowed': 409,
  'already-voted': 409,
  'already-reported': 409,
  'in-stock': 409,
  'too-few-units': 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  'idempotency-key-reused': 422,
  'rate-limited': 429,
  'too-many-open-orders-from-client': 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

/** The status and body `error` is answered with. */
export const answerOf = (error: ShopError) =>
  [errorBody(error), STATUS_OF_CODE[error.code]] as const;

function errorBody(error: ShopError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.lines ? { lines: error.lines } : {}),
    },
  };
}

/**
 * Control characters a text may not hold (C0 and DEL, but tab and line breaks): a NUL cannot be
 * stored in PostgreSQL's text, and the others only hide or garble what staff and shoppers read.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * Invisible marks that reorder or hide text (bidirectional overrides and isolates, zero-width
 * space, word joiner, byte-order mark): removed, so a review cannot show one thing and say
 * another. Zero-width (non-)joiners stay: Bengali and emoji need them.
 */
const INVISIBLE_MARKS = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** `value` with every string cleaned of invisible marks; a 400 naming the field of a control. */
function cleanTexts(value: unknown, path: string): unknown {
  if (typeof value === 'string') {
    if (FORBIDDEN_CONTROLS.test(value)) {
      throw new ShopError('bad-request', refusals.request.controlCharacters(path));
    }
    return value.replace(INVISIBLE_MARKS, '');
  }
  if (Array.isArray(value)) return value.map((item, index) => cleanTexts(item, `${path}.${index}`));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        cleanTexts(item, path ? `${path}.${key}` : key),
      ]),
    );
  }
  return value;
}

/**
 * Reads the JSON body, its texts cleaned (above), and checks it against `schema`; a 400 that says
 * what is wrong otherwise. Only a JSON body is read: a form or `text/plain` post, which any other
 * site can make a visitor's browser send without asking first, is a 415.
 */
export async function readBody<Schema extends v.GenericSchema>(
  c: Context,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    throw new ShopError('unsupported-media-type', refusals.request.notJson);
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ShopError('bad-request', refusals.request.invalidJson);
  }
  return check(schema, cleanTexts(raw, ''));
}

/**
 * A path's parameter (`/reviews/:reviewId/...`) as `schema` reads it: one that does not read
 * names nothing the shop has, a 404 with the schema's message.
 */
export function pathParam<Schema extends v.GenericSchema>(
  c: Context,
  name: string,
  schema: Schema,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, c.req.param(name));
  if (result.success) return result.output;
  throw new ShopError('not-found', result.issues[0].message);
}

/** `raw` as `schema` reads it, or a 400 naming the first problems and where they are. */
export function check<Schema extends v.GenericSchema>(
  schema: Schema,
  raw: unknown,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const problems = result.issues.slice(0, 3).map((issue) => {
    const path = v.getDotPath(issue);
    // A strict object's extra key, or a key it needs that is not there: said plainly rather
    // than "expected never" or 'Expected "body" but received undefined'.
    const message =
      issue.expected === 'never'
        ? 'this field is not accepted'
        : issue.type.endsWith('object') && issue.input === undefined
          ? 'this field is missing'
          : issue.message;
    return path ? `${path}: ${message}` : message;
  });
  throw new ShopError('bad-request', refusals.request.notAccepted(problems.join('; ')));
}
