import { TitledDialogContent } from '#src/components/ui/titled-dialog.tsx';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { Notice } from '#src/components/ui/notice.tsx';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import type { OverlayProps } from '#src/components/ui/lazy-part.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** The change is under way: the dialog stays until the server answered. */
  busy: boolean;
  busyLabel: string;
  /** Why the change was not made (null until it failed): the shopper may try again or keep it. */
  error: unknown;
  /** What the failure's notice says first ('The order was not cancelled'). */
  errorTitle: string;
  onConfirm: () => void;
  onDismiss: () => void;
  /** Where focus goes when the dialog closes (the trigger may be gone by then). */
  finalFocus: () => HTMLElement | null;
}

/** The dialog of `ConfirmDialog` (confirm-dialog.tsx), whose code loads when first asked for. */
export function ConfirmDialogPanel({
  isOpen: open,
  onClose: onDismiss,
  title,
  children,
  confirmLabel,
  keepLabel,
  busy,
  busyLabel,
  error,
  errorTitle,
  onConfirm,
  finalFocus,
}: Omit<ConfirmDialogProps, 'open' | 'onDismiss'> & OverlayProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={({ open: stillOpen }) => stillOpen || busy || onDismiss()}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      initialFocusEl={() => keepRef.current}
      finalFocusEl={finalFocus}
    >
      <TitledDialogContent title={title}>
        <Dialog.Body>
          <Stack gap="3">
            <Text>{children}</Text>
            {error !== null && (
              <Notice status="error" title={errorTitle}>
                {failureMessage(error)}
              </Notice>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button ref={keepRef} variant="outline" onClick={onDismiss} disabled={busy}>
            {keepLabel}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </TitledDialogContent>
    </Dialog.Root>
  );
}
