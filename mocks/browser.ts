import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';

// MSW's default worker address; in development mocks/msw-worker-plugin.ts serves the script there.
const WORKER_SCRIPT = '/mockServiceWorker.js';

/**
 * Starts MSW's service worker in the browser with only `handlers`; every other request, the
 * emulator's included, goes to the network as usual. Resolves once the worker answers requests.
 */
export async function startWorker(handlers: RequestHandler[]) {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: WORKER_SCRIPT } });
  return worker;
}

/** Unregisters MSW's service worker, so later page loads talk to the network directly. */
export async function unregisterWorker(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  const isMsw = (registration: ServiceWorkerRegistration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) =>
      worker?.scriptURL.endsWith(WORKER_SCRIPT),
    );
  await Promise.all(registrations.filter(isMsw).map((registration) => registration.unregister()));
}
