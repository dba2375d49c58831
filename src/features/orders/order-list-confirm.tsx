import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { OrderChange } from './use-order-list.ts';

interface OrderListConfirmProps {
  /** The list's change asked about, and its answers to the question (`useOrderList`). */
  list: {
    asked: OrderChange | null;
    acting: OrderChange | null;
    askError: unknown;
    confirm: () => void;
    dismiss: () => void;
  };
  /** What screen readers hear once a change is made ('' until then). */
  announcement: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  busyLabel: string;
  errorTitle: string;
  /** The id of the row's link, where focus returns when the dialog closes. */
  rowLinkId: string;
}

/**
 * A list of orders' confirmation of a change (`useOrderList`'s `request`, `confirm`, `dismiss`),
 * and the polite announcement of the change once the server made it.
 */
export function OrderListConfirm({
  list,
  announcement,
  rowLinkId,
  children,
  ...texts
}: OrderListConfirmProps) {
  return (
    <>
      <chakra.p role="status" srOnly>
        {announcement}
      </chakra.p>
      <ConfirmDialog
        {...texts}
        open={list.asked !== null}
        busy={list.acting !== null}
        error={list.askError}
        onConfirm={list.confirm}
        onDismiss={list.dismiss}
        finalFocus={() => document.getElementById(rowLinkId)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
