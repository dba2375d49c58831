import type { ErrorCode, LineProblem } from '#shop-api/errors.ts';
import { refusals } from '#server/texts.ts';

/**
 * A request the shop refuses for a reason the shopper can act on: its code, and a message the
 * shopper reads. The HTTP layer answers it with the status its code maps to
 * (server/http/errors.ts). Anything else thrown is the server's fault (500) or the database's
 * (503).
 */
export class ShopError extends Error {
  readonly code: ErrorCode;
  readonly lines: readonly LineProblem[] | undefined;

  constructor(code: ErrorCode, message: string, lines?: readonly LineProblem[]) {
    super(message);
    this.name = 'ShopError';
    this.code = code;
    this.lines = lines;
  }
}

export const orderNotFound = () =>
  // The same answer for a wrong number and a wrong e-mail: a guess learns nothing.
  new ShopError('not-found', refusals.order.notFound);
