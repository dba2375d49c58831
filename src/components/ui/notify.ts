import { timing } from '#machines/timing.ts';

type ToastOptions = Parameters<(typeof import('./toaster.tsx'))['toaster']['create']>[0];

const loadToaster = () => import('./toaster.tsx');

/**
 * Shows or updates (same `id`) a toast. Finished toasts get the shop's toast duration and a close
 * button; a loading toast stays until it is updated.
 */
export function notify(options: ToastOptions): void {
  const finished =
    options.type === 'loading' ? {} : { duration: timing.toast.duration, closable: true };
  void loadToaster().then(({ toaster }) => toaster.create({ ...finished, ...options }));
}

/** Takes every toast off the screen, e.g. when a drawer opens where they show and covers them. */
export function dismissNotices(): void {
  void loadToaster().then(({ toaster }) => toaster.dismiss());
}
