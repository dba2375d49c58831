/** Work that did not settle in the time it was given. */
export class DeadlineError extends Error {
  constructor(what: string, milliseconds: number) {
    super(`${what} did not finish within ${milliseconds} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * `work`'s result, or a DeadlineError once `milliseconds` pass first. The work itself goes on (a
 * promise cannot be stopped): what it waits on needs bounds of its own (the database's timeouts).
 */
export function withinDeadline<T>(
  work: Promise<T>,
  milliseconds: number,
  what: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, milliseconds)), milliseconds);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
