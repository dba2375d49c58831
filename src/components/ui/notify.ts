import { timing } from '#machines/timing.ts';
import { createWake } from '#src/services/when-idle.ts';

type ToastOptions = Parameters<(typeof import('./toaster.tsx'))['toaster']['create']>[0];

const loadToaster = () => import('./toaster.tsx');

// When the container should mount, and when it was first painted.
const containerWake = createWake();
let markShown!: () => void;
const containerShown = new Promise<void>((resolve) => (markShown = resolve));

/**
 * The toasts' container (`toaster.tsx`) is mounted once the page is idle, or at once when a toast
 * is asked for before then (`app-providers.tsx`). A toast waits until the container is on screen:
 * its live region must be there before the toast, or a screen reader may not announce it.
 */
export const toastContainer = {
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
  void Promise.all([loadToaster(), containerShown]).then(([{ toaster }]) =>
    toaster.create({ ...finished, ...options }),
  );
}

/** Takes every toast off the screen, e.g. when a drawer opens where they show and covers them. */
export function dismissNotices(): void {
  void loadToaster().then(({ toaster }) => toaster.dismiss());
}
