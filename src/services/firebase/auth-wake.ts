/**
 * When the session watcher may load Firebase: not during the first render, which it would slow
 * down, but once the browser is idle after it, or earlier when the shopper reaches for an
 * account control (`startAuthNow`).
 */

/** The longest the session waits for an idle moment on a busy page. */
export const IDLE_TIMEOUT_MS = 3000;
/** Where there is no `requestIdleCallback` (Safari): time for the first render's follow-up work. */
export const IDLE_FALLBACK_MS = 500;

type IdleScope = Pick<typeof globalThis, 'setTimeout'> &
  Partial<Pick<typeof globalThis, 'requestIdleCallback'>>;

/** Calls `run` once the browser is idle, or at the latest after `IDLE_TIMEOUT_MS`. */
export function whenIdle(run: () => void, scope: IdleScope = globalThis): void {
  if (scope.requestIdleCallback) scope.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else scope.setTimeout(run, IDLE_FALLBACK_MS);
}

/**
 * A wake-up that happens once: `wanted()` gives the promise and, the first time, starts waiting
 * for idle; `now()` wakes at once.
 */
export function createWake(onIdle: (run: () => void) => void = whenIdle) {
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  let waitingForIdle = false;
  return {
    wanted: (): Promise<void> => {
      if (!waitingForIdle) {
        waitingForIdle = true;
        onIdle(wake);
      }
      return woken;
    },
    now: (): void => wake(),
  };
}

const sessionWake = createWake();

/** Resolves when the session may start; the watcher asks once it runs, after the first render. */
export const sessionWanted = sessionWake.wanted;

/** Starts the session now: a page or control that shows it is on screen or in use. */
export const startAuthNow = sessionWake.now;
