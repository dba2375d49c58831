/**
 * Resolves in a new task of the browser's event loop. Start-up work split with it runs as
 * several short tasks, between which the browser can paint and handle input, instead of one
 * long task that blocks both.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs work written as steps (a generator that yields between them), each step in a task of its
 * own (`nextTask`): what the work returns.
 */
export async function runInTasks<Result>(steps: Iterator<unknown, Result>): Promise<Result> {
  for (;;) {
    await nextTask();
    const step = steps.next();
    if (step.done) return step.value;
  }
}
