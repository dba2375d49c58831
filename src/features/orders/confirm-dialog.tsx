import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useMountedOnceOpen } from '#src/components/ui/use-disclosure.ts';
import type { ConfirmDialogProps } from './confirm-dialog-panel.tsx';

// The dialog's machinery (focus trap, portal, presence: ~20 KiB gzip) loads when the shopper
// first asks for a change, not with the order's page (docs/performance-log.md, 2026-12-01).
const ConfirmDialogPanel = lazyPart(() =>
  import('./confirm-dialog-panel.tsx').then((module) => module.ConfirmDialogPanel),
);

/**
 * Asks before a change that cannot be undone (cancelling an order, moving it on): an alert
 * dialog whose first focus is the safe choice; focus stays inside while it is open and returns
 * to `finalFocus` when it closes. It closes on its own only once the change is made. Once opened
 * it stays mounted, so that it can close as it opened, animated, handing focus back.
 */
export function ConfirmDialog({ open, onDismiss, ...dialog }: ConfirmDialogProps) {
  return (
    useMountedOnceOpen(open) && <ConfirmDialogPanel {...dialog} isOpen={open} onClose={onDismiss} />
  );
}
