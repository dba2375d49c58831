import type { ApiErrorBody, ErrorCode, LineProblem } from '#shop-api/errors.ts';
import { apiText } from './api-text.ts';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import { withTimeout } from '#src/services/with-timeout.ts';

/**
 * The shop's server refused a request, or could not be reached: `message` is for the shopper
 * (the server's own, or what to do about the connection); `code` is what the app decides by.
 */
export class ShopApiError extends ShopperFacingError {
  readonly code: ErrorCode | 'offline';
  readonly status: number;
  readonly lines: readonly LineProblem[];

  constructor(
    message: string,
    code: ErrorCode | 'offline',
    status: number,
    lines: readonly LineProblem[] = [],
  ) {
    super(message);
    this.name = 'ShopApiError';
    this.code = code;
    this.status = status;
    this.lines = lines;
  }
}

const REQUEST_TIMEOUT_MS = 20_000;

interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The Firebase ID token of the signed-in shopper, when the request is theirs. */
  idToken?: string;
  headers?: Record<string, string>;
  /** How long to wait for the answer; a read the page can do without waits less. */
  timeoutMs?: number;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/**
 * Calls the shop's server at `/api{path}` (same origin: Vite's proxy in development, Hosting's
 * rewrite in production) and answers its JSON, or rejects with a `ShopApiError`.
 */
export async function callApi<Answer>(path: string, request: ApiRequest = {}): Promise<Answer> {
  const {
    method = request.body === undefined ? 'GET' : 'POST',
    body,
    idToken,
    headers,
    timeoutMs = REQUEST_TIMEOUT_MS,
  } = request;
  let response: Response;
  try {
    response = await withTimeout(
      fetch(`/api${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      timeoutMs,
    );
  } catch {
    throw new ShopApiError(apiText.unreachable, 'offline', 0);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer as Answer;
  if (isErrorBody(answer)) {
    const { code, message, lines } = answer.error;
    throw new ShopApiError(message, code, response.status, lines);
  }
  // Not the server's own answer: a proxy or Hosting between us (502, 504) or a gateway page.
  throw new ShopApiError(apiText.unavailable, 'unavailable', response.status);
}
