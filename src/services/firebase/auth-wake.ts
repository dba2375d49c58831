/**
 * When the session watcher may load Firebase: not during the first render, which it would slow
 * down, but once the browser is idle after it, or earlier when the shopper reaches for an
 * account control (`startAuthNow`).
 */
import { createWake } from '#src/services/when-idle.ts';

const sessionWake = createWake();

/** Resolves when the session may start; the watcher asks once it runs, after the first render. */
export const sessionWanted = sessionWake.wanted;

/** Starts the session now: a page or control that shows it is on screen or in use. */
export const startAuthNow = sessionWake.now;
