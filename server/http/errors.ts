import type { Context } from 'hono';
import * as v from 'valibot';
import type { ApiErrorBody } from '#shop-api/errors.ts';
import { ShopError } from '#server/shop/problems.ts';

// Codes of a database that is down, restarting, full of connections or gone away (PostgreSQL's
// classes 08 and 57P, 53300), and of a network that does not reach it.
const unavailableCodes = new Set([
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
    if (
      /PGlite is closed|Connection terminated|timeout exceeded|Query read timeout/i.test(
        cause.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

export function errorBody(error: ShopError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.lines ? { lines: error.lines } : {}),
    },
  };
}

/** Reads the JSON body and checks it against `schema`; a 400 that says what is wrong otherwise. */
export async function readBody<Schema extends v.GenericSchema>(
  c: Context,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ShopError(400, 'bad-request', 'The request is not valid JSON.');
  }
  return check(schema, raw);
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
  throw new ShopError(400, 'bad-request', `The request was not accepted. ${problems.join('; ')}.`);
}
