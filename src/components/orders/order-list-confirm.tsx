import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { OrderListEvent, orderListMachine } from '#machines/orders/order-list.machine.ts';
import {
  selectChangeError,
  selectIsChanging,
  selectPendingChange,
} from '#machines/orders/order-list.selectors.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface OrderListConfirmProps {
  snapshot: SnapshotFrom<typeof orderListMachine>;
  send: (event: OrderListEvent) => void;
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
 * A list of orders' confirmation of a change (the orderList machine's `change.*` events), and
 * the polite announcement of the change once the server made it.
 */
export function OrderListConfirm({
  snapshot,
  send,
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
        open={selectPendingChange(snapshot) !== null}
        busy={selectIsChanging(snapshot)}
        error={selectChangeError(snapshot)}
        onConfirm={() => send({ type: 'change.confirm' })}
        onDismiss={() => send({ type: 'change.dismiss' })}
        finalFocus={() => document.getElementById(rowLinkId)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
