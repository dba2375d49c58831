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

/** What woke a `createWake`: the browser's idle moment, or `now()` (someone needs the work). */
export type WakeReason = 'idle' | 'now';

/**
 * A wake-up that happens once: `wanted()` gives the promise of what woke it and, the first time,
 * starts waiting for idle; `now()` wakes at once.
 */
export function createWake(onIdle: (run: () => void) => void = whenIdle) {
  let wake!: (reason: WakeReason) => void;
  const woken = new Promise<WakeReason>((resolve) => {
    wake = resolve;
  });
  let waitingForIdle = false;
  return {
    wanted: (): Promise<WakeReason> => {
      if (!waitingForIdle) {
        waitingForIdle = true;
        onIdle(() => wake('idle'));
      }
      return woken;
    },
    now: (): void => wake('now'),
  };
}
