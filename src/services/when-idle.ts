/**
 * Work that should wait until the page has started (the session, the toasts' container) runs
 * once the browser is idle, so it does not lengthen the first render's tasks, or at once when
 * the shopper needs it (`createWake`).
 */

/** The longest such work waits for an idle moment on a busy page. */
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
