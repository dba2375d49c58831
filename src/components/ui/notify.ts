import { timing } from '#machines/timing.ts';
import { createWake, whenIdle, whenShopperActs } from '#src/services/when-idle.ts';

type ToastOptions = Parameters<(typeof import('./toaster.late.tsx'))['toaster']['create']>[0];

/** The toasts' code: the container (`app-providers.tsx`) and the toaster it draws. */
export const loadToaster = () => import('./toaster.late.tsx');

// When the container should mount, and when it was first painted.
const containerWake = createWake(whenShopperActs);
let markShown!: () => void;
const containerShown = new Promise<void>((resolve) => (markShown = resolve));

/**
 * The toasts' container (`toaster.late.tsx`): its code is fetched once the page is idle, so that a
 * shopper whose connection has gone since is still told what failed (an overlay whose code could
 * not load says so in a toast); it is mounted when the shopper first touches, clicks or types on
 * the page, or at once when a toast is asked for before then (`app-providers.tsx`), so a first
 * view that is only looked at never draws it. A toast waits until the container is on screen:
 * its live region must be there before the toast, or a screen reader may not announce it.
 */
export const toastContainer = {
  /** Fetches the container's code when the browser is idle, without drawing it. */
  fetchWhenIdle: (): void =>
    whenIdle(() => {
      // Offline, the next mount or toast fetches it again.
      loadToaster().catch(() => {});
    }),
  /** Resolves when the container should mount. */
  wanted: containerWake.wanted,
  /** Called by the container once it has been painted. */
  shown: (): void => markShown(),
};

/**
 * Shows or updates (same `id`) a toast, once the toasts' container is on screen
 * (`toastContainer`). Finished toasts get the shop's toast duration and a close button; a
 * loading toast stays until it is updated.
 */
export function notify(options: ToastOptions): void {
  const finished =
    options.type === 'loading' ? {} : { duration: timing.toast.duration, closable: true };
  containerWake.now();
  Promise.all([loadToaster(), containerShown]).then(
    ([{ toaster }]) => toaster.create({ ...finished, ...options }),
    // The toasts' code could not load (offline before the page was ever idle): nothing can show
    // the toast; the offline banner already says why.
    () => {},
  );
}

/** Takes every toast off the screen, e.g. when a drawer opens where they show and covers them. */
export function dismissNotices(): void {
  loadToaster().then(
    ({ toaster }) => toaster.dismiss(),
    // Without its code no toast is on screen.
    () => {},
  );
}
