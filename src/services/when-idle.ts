/**
 * Work that should wait until the page has started runs once the browser is idle (the session)
 * or once the shopper acts on the page (the toasts' container), so it does not lengthen the
 * first render's tasks, or at once when the shopper needs it (`createWake`).
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

type ListenScope = Pick<typeof globalThis, 'addEventListener' | 'removeEventListener'>;

/** What a shopper does first when they act on a page: touch or click it, or press a key. */
const FIRST_ACTS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `run` once, when the shopper first touches, clicks or types on the page: work that only
 * matters once they act (the toasts' container) is kept off a first view they only look at. Run
 * in the event's task, before its handlers; what `run` starts should not draw in that task.
 */
export function whenShopperActs(run: () => void, scope: ListenScope = globalThis): void {
  const onFirstAct = () => {
    for (const type of FIRST_ACTS) scope.removeEventListener(type, onFirstAct, true);
    run();
  };
  for (const type of FIRST_ACTS) scope.addEventListener(type, onFirstAct, true);
}

/**
 * What woke a `createWake`: `'idle'` for its cue (the browser's idle moment unless given another),
 * or `now()` (someone needs the work).
 */
export type WakeReason = 'idle' | 'now';

/**
 * A wake-up that happens once: `wanted()` gives the promise of what woke it and, the first time,
 * starts waiting for its `cue` (the browser's idle moment, unless given another);
 * `now()` wakes at once.
 */
export function createWake(cue: (run: () => void) => void = whenIdle) {
  let wake!: (reason: WakeReason) => void;
  const woken = new Promise<WakeReason>((resolve) => {
    wake = resolve;
  });
  let waitingForIdle = false;
  return {
    wanted: (): Promise<WakeReason> => {
      if (!waitingForIdle) {
        waitingForIdle = true;
        cue(() => wake('idle'));
      }
      return woken;
    },
    now: (): void => wake('now'),
  };
}
