import { readItem, writeItem } from '#src/services/storage/web-storage.ts';
import { TimeoutError } from '#src/services/with-timeout.ts';

/** When the shop last reloaded itself for a newer release's files (sessionStorage, this tab only). */
const RELOADED_AT_KEY = 'voltbay:reloaded-for-release';
/** A page's code still missing this soon after such a reload is not fixed by another one. */
const RELOAD_GUARD_MS = 60_000;

/**
 * Whether this document has been offline. Chromium keeps a module that failed to arrive offline
 * as failed until the page reloads, so once back online an `import()` that needs it still fails:
 * not a newer release, and a reload would cost the shopper what they were doing (a sign-in under
 * way). The part says it could not load instead.
 */
let wasOffline = false;
// The handler property rather than addEventListener: a few bytes less in every first view, and
// a harmless global where a page is prerendered (Node).
globalThis.onoffline = () => (wasOffline = true);

/** For tests: a document that has never been offline. */
export function forgetOfflineMoments() {
  wasOffline = false;
}

/**
 * A tab opened before a deploy names chunks the new release no longer has (Hosting answers 404).
 * When code fails to arrive that way (`importFailure`: why a page's or a part's `import()` failed),
 * online, this reloads the page once, which fetches the new release's HTML and chunks; the cart
 * and wishlist are in localStorage and survive it. Returns whether it reloads. Offline or after
 * having been offline (`wasOffline`), for code that is only slow, a second failure within a minute, or where session storage is refused
 * (nothing could stop a loop), it does not: the caller says the code could not load.
 */
export function reloadForNewRelease(importFailure: unknown): boolean {
  if (importFailure instanceof TimeoutError || !navigator.onLine || wasOffline) return false;
  const now = Date.now();
  const reloadedAt = Number(readItem('sessionStorage', RELOADED_AT_KEY));
  if (now - reloadedAt < RELOAD_GUARD_MS) return false;
  if (!writeItem('sessionStorage', RELOADED_AT_KEY, String(now))) return false;
  window.location.reload();
  return true;
}
