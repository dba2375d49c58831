import type { ErrorCode, LineProblem } from '#shop-api/errors.ts';

/**
 * A request the shop refuses for a reason the shopper can act on: the HTTP layer answers it with
 * its status, code and message. Anything else thrown is the server's fault (500) or the
 * database's (503).
 */
export class ShopError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
  readonly code: ErrorCode;
  readonly lines: readonly LineProblem[] | undefined;

  constructor(
    status: ShopError['status'],
    code: ErrorCode,
    message: string,
    lines?: readonly LineProblem[],
  ) {
    super(message);
    this.name = 'ShopError';
    this.status = status;
    this.code = code;
    this.lines = lines;
  }
}

export const orderNotFound = () =>
  // The same answer for a wrong number and a wrong e-mail: a guess learns nothing.
  new ShopError(404, 'not-found', 'No order matches this number and e-mail.');
