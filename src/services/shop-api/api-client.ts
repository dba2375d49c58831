import * as v from 'valibot';
import { errorAnswer, type ErrorCode, type LineProblem } from '#shop-api/errors.ts';
import type { Route } from '#shop-api/route.ts';
import { readIdToken } from '#src/services/firebase/index.ts';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import { withTimeout } from '#src/services/with-timeout.ts';
import { apiText } from './api-text.ts';

/**
 * The shop's server refused a request, or could not be reached, or answered what this page cannot
 * read: `message` is for the shopper (the server's own, or what to do about it); `code` is what
 * the app decides by.
 */
export class ShopApiError extends ShopperFacingError {
  readonly code: ErrorCode | 'offline' | 'unreadable-answer';
  readonly status: number;
  readonly lines: readonly LineProblem[];

  constructor(
    message: string,
    code: ShopApiError['code'],
    status: number,
    lines: readonly LineProblem[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ShopApiError';
    this.code = code;
    this.status = status;
    this.lines = lines;
  }
}

const REQUEST_TIMEOUT_MS = 20_000;

type Input<Schema> = Schema extends v.GenericSchema ? v.InferInput<Schema> : never;

/** What a call to `route` gives: the parts its table entry names, each as the schema reads it. */
export type CallOf<R extends Route> = (R extends { params: infer Params }
  ? { params: { [Name in keyof Params]: string | number } }
  : unknown) &
  (R extends { query: infer Query } ? { query: Input<Query> } : unknown) &
  (R extends { body: infer Body } ? { body: Input<Body> } : unknown) & {
    headers?: Record<string, string>;
    /** How long to wait for the answer; a read the page can do without waits less. */
    timeoutMs?: number;
  };

export type AnswerOf<R extends Route> = v.InferOutput<R['answer']>;

/** `/orders/:number/cancel` with its parameters filled in, each encoded. */
const pathOf = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** The first thing a schema refused, in its own words (`A title is at most 120 characters`). */
const refusalOf = (issues: readonly v.BaseIssue<unknown>[]) => issues[0]?.message ?? '';

/**
 * The signed-in shopper's ID token, as `route.who` asks for it: none for `anyone`; for a route
 * that knows a signed-in caller, a guest's read when the session cannot be read (but a write meant
 * for the account is not sent as a guest's); for the others, a refusal when no one is signed in.
 * The one place a token reaches a request: Firebase's session, the one the auth machine watches.
 */
async function tokenFor({ who, method }: Route): Promise<string | undefined> {
  if (who === 'anyone') return undefined;
  const optional = who === 'anyone-known-if-signed-in';
  const token = await readIdToken().catch((error: unknown) => {
    if (optional && method === 'GET') return undefined;
    throw new ShopApiError(apiText.unreachable, 'offline', 0, [], { cause: error });
  });
  if (!token && !optional) throw new ShopApiError(apiText.signedOut, 'unauthenticated', 401);
  return token;
}

/**
 * Calls `route` of the shop's server (same origin: Vite's proxy in development, Hosting's rewrite
 * in production): checks the body against the route's schema before it goes, attaches the token
 * the route asks for, and answers the JSON once it reads as the route's answer. Rejects with a
 * `ShopApiError`: the server's refusal, no connection, or an answer this page cannot read.
 */
export async function callRoute<R extends Route>(route: R, call: CallOf<R>): Promise<AnswerOf<R>> {
  const {
    params,
    query,
    body,
    headers,
    timeoutMs = REQUEST_TIMEOUT_MS,
  } = call as {
    params?: Record<string, string | number>;
    query?: Record<string, string>;
    body?: unknown;
  } & Pick<CallOf<R>, 'headers' | 'timeoutMs'>;
  const sent = route.body ? v.safeParse(route.body, body) : undefined;
  if (sent && !sent.success) {
    throw new ShopApiError(refusalOf(sent.issues), 'bad-request', 0);
  }
  const token = await tokenFor(route);
  const search = query ? `?${new URLSearchParams(query)}` : '';
  let response: Response;
  try {
    response = await withTimeout(
      fetch(`/api${pathOf(route.path, params)}${search}`, {
        method: route.method,
        headers: {
          ...(sent ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: sent ? JSON.stringify(sent.output) : undefined,
      }),
      timeoutMs,
    );
  } catch (error) {
    throw new ShopApiError(apiText.unreachable, 'offline', 0, [], { cause: error });
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const answer = v.safeParse(route.answer, json);
    if (answer.success) return answer.output;
    // A server of another version (a page loaded before a deploy), or a bug: said, not guessed at.
    const where = `${route.method} ${route.path}: ${v.getDotPath(answer.issues[0]) ?? ''}`;
    throw new ShopApiError(apiText.unreadable, 'unreadable-answer', response.status, [], {
      cause: new Error(`${where} ${refusalOf(answer.issues)}`),
    });
  }
  const refusal = v.safeParse(errorAnswer, json);
  if (refusal.success) {
    const { code, message, lines } = refusal.output.error;
    throw new ShopApiError(message, code, response.status, lines);
  }
  // Not the server's own answer: a proxy or Hosting between us (502, 504) or a gateway page.
  throw new ShopApiError(apiText.unavailable, 'unavailable', response.status);
}

/** `answer`, or null when the server says there is no such thing (for this caller). */
export async function orNotFound<Answer>(answer: Promise<Answer>): Promise<Answer | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ShopApiError && error.code === 'not-found') return null;
    throw error;
  }
}
