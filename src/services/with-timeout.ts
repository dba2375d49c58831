/** A wait that ran out: the operation may still finish later, but nobody waits for it. */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * `promise`, or a rejection with a `TimeoutError` once `ms` have passed without it settling, so
 * a download that hangs ends in an error the shopper can act on instead of an endless placeholder.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
