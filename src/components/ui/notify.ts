import { timing } from '#machines/timing.ts';

type ToastOptions = Parameters<(typeof import('./toaster.tsx'))['toaster']['create']>[0];

const loadToaster = () => import('./toaster.tsx');

// Whether a toast has been asked for, who listens, and when the container was first painted.
let wanted = false;
const wantedListeners = new Set<() => void>();
let markShown!: () => void;
const containerShown = new Promise<void>((resolve) => (markShown = resolve));

/**
 * The toasts' container (`toaster.tsx`) is mounted once the page is idle, or at once when a toast
 * is asked for before then (`app-providers.tsx`). A toast waits until the container is on screen:
 * its live region must be there before the toast, or a screen reader may not announce it.
 */
export const toastContainer = {
  /** Whether a toast has been asked for, so the container is needed now. */
  isWanted: (): boolean => wanted,
  subscribe: (listener: () => void): (() => void) => {
    wantedListeners.add(listener);
    return () => void wantedListeners.delete(listener);
  },
  /** Called by the container once it has been painted. */
  shown: (): void => markShown(),
};

/** Asks for the container now: a toast is coming. */
function wantContainer(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/**
 * Shows or updates (same `id`) a toast, once the toasts' container is on screen
 * (`toastContainer`). Finished toasts get the shop's toast duration and a close button; a
 * loading toast stays until it is updated.
 */
export function notify(options: ToastOptions): void {
  const finished =
    options.type === 'loading' ? {} : { duration: timing.toast.duration, closable: true };
  wantContainer();
  void Promise.all([loadToaster(), containerShown]).then(([{ toaster }]) =>
    toaster.create({ ...finished, ...options }),
  );
}

/** Takes every toast off the screen, e.g. when a drawer opens where they show and covers them. */
export function dismissNotices(): void {
  void loadToaster().then(({ toaster }) => toaster.dismiss());
}
