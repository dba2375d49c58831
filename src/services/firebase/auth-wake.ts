/**
 * When the session watcher may load Firebase: not during the first render, which it would slow
 * down, but once the browser is idle after it, or earlier when the shopper reaches for an
 * account control (`startAuthNow`). A browser that holds no session (kept-session.ts) loads it
 * only then.
 */
import { createWake } from '#src/services/when-idle.ts';

const sessionWake = createWake();
// Woken by `startAuthNow` alone, never by idle.
const neverAtIdle = () => {};
const intentWake = createWake(neverAtIdle);

/**
 * Resolves when the session may start, with what woke it ('idle', or 'now' for a control in
 * use); the watcher asks once it runs, after the first render.
 */
export const sessionWanted = sessionWake.wanted;

/** Resolves once a page or control needs the session (`startAuthNow`), not before. */
export const sessionNeeded = intentWake.wanted;

/** Starts the session now: a page or control that shows it is on screen or in use. */
export function startAuthNow() {
  sessionWake.now();
  intentWake.now();
}
