/**
 * Resolves in a new task of the browser's event loop. Start-up work split with it runs as
 * several short tasks, between which the browser can paint and handle input, instead of one
 * long task that blocks both.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
