/**
 * When the session watcher may load Firebase: not during the first render, which it would slow
 * down, but once the browser is idle after it, or earlier when the shopper reaches for an
 * account control (`startAuthNow`).
 */
import { whenIdle } from '#src/services/when-idle.ts';

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
