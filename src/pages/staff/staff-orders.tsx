import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import {
  nextStatuses,
  STAFF_ORDERS_LIMIT,
  type OrderStatus,
  type StaffOrderSummary,
} from '#shop-api/orders.ts';
import { ListStates } from '#src/components/ui/load-states.tsx';
import { OrderStatusBadge } from '#src/features/orders/order-details.tsx';
import { OrderListConfirm } from '#src/features/orders/order-list-confirm.tsx';
import { formatDate } from '#shop-api/dates.ts';
import { storeOf } from '#shop-api/stores.ts';
import { useOrdersServer } from '#src/features/orders/server.ts';
import { useOrderList } from '#src/features/orders/use-order-list.ts';
import { formatCents } from '#shop-api/money.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import {
  isStaffRefusal,
  NotStaffNotice,
  StaffChoice,
  StaffPage,
} from '#src/features/staff/staff-page.tsx';
import { orderStatusText } from '#shop-api/order-text.ts';
import { staffOrdersText as text } from '#src/features/orders/text.ts';
import { href } from '#src/routing/paths.ts';

const statuses = Object.keys(orderStatusText) as OrderStatus[];
const linkId = (number: string) => `staff-order-${number}`;

/**
 * The staff's orders (`/staff/orders`): by state, newest first, each with its next steps
 * (`nextStatuses`), each step after a confirmation. Only an account with the `staff` claim sees
 * them: the server refuses anyone else, and the page then says the page is for staff.
 */
export function StaffOrdersPage() {
  return (
    <StaffPage title={text.title} description={text.description}>
      <StaffOrders />
    </StaffPage>
  );
}

function StaffOrders() {
  const server = useOrdersServer();
  const list = useOrderList<StaffOrderSummary>(
    {
      load: (filter) => server.listStaffOrders(filter ?? undefined),
      change: ({ number, status }) => server.changeOrderStatus(number, status),
    },
    'staffOrders',
  );
  const { rows: orders, loadError, done } = list;
  const filter = list.filter ?? '';
  // The step last asked about: the dialog keeps its words while it closes, and focus returns there.
  const step = list.lastAction ?? { rowId: '', status: 'confirmed' };

  if (isStaffRefusal(loadError)) return <NotStaffNotice />;

  const stepName = orderStatusText[step.status];
  const changedRow = done && orders?.find((order) => order.id === done.rowId);
  return (
    <Stack gap="4">
      <StaffChoice
        id="staff-orders-filter"
        label={text.filterLabel}
        value={filter}
        onChange={(value) => list.changeFilter((value || null) as OrderStatus | null)}
      >
        <option value="">{text.allStates}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {orderStatusText[status]}
          </option>
        ))}
      </StaffChoice>

      <ListStates
        rows={orders}
        error={loadError}
        loadingText={text.loading}
        loadingHeight="24"
        failedTitle={text.failed}
        emptyText={text.empty}
        onRetry={list.retry}
      />
      {orders !== null && orders.length > 0 && (
        <>
          <chakra.ul role="list" listStyleType="none" borderTopWidth="1px">
            {orders.map((order) => (
              <StaffOrderRow
                key={order.number}
                order={order}
                onStep={(status) => list.request({ rowId: order.number, status })}
              />
            ))}
          </chakra.ul>
          {orders.length >= STAFF_ORDERS_LIMIT && (
            <Text color="fg.muted">{text.limitNote(STAFF_ORDERS_LIMIT)}</Text>
          )}
        </>
      )}
      <OrderListConfirm
        list={list}
        announcement={
          changedRow ? text.changed(changedRow.number, orderStatusText[changedRow.status]) : ''
        }
        title={text.confirmTitle(step.rowId, stepName)}
        confirmLabel={text.confirm}
        keepLabel={text.keep}
        busyLabel={text.changing}
        errorTitle={text.changeFailed}
        rowLinkId={linkId(step.rowId)}
      >
        {step.status === 'cancelled' ? text.cancelBody : text.confirmBody(stepName)}
      </OrderListConfirm>
    </Stack>
  );
}

function StaffOrderRow({
  order,
  onStep,
}: {
  order: StaffOrderSummary;
  onStep: (status: OrderStatus) => void;
}) {
  const { fulfilment } = order;
  const how =
    fulfilment.type === 'pickup'
      ? text.how.pickup(storeOf(fulfilment.store)?.name ?? fulfilment.store)
      : text.how.delivery;
  const steps = nextStatuses(order.status, fulfilment.type);
  return (
    <chakra.li borderBottomWidth="1px" py="3">
      <Flex gap="4" justify="space-between" wrap="wrap" align="center">
        <Stack gap="0.5" minW="48">
          <Flex gap="3" align="center">
            <AppLink id={linkId(order.number)} to={href('order', { number: order.number })}>
              {order.number}
            </AppLink>
            <OrderStatusBadge status={order.status} />
          </Flex>
          <Text textStyle="sm" color="fg.muted">
            {formatDate(order.placedAt)} · {order.contact.name} · {order.contact.email}
          </Text>
          <Text textStyle="sm">
            {how} · {text.itemCount(order.itemCount)} · {formatCents(order.totalCents)}
          </Text>
        </Stack>
        <Flex gap="2" wrap="wrap">
          {steps.map((status) => {
            const label = text.action[status] ?? orderStatusText[status];
            return (
              <Button
                key={status}
                size="sm"
                variant={status === 'cancelled' ? 'outline' : 'solid'}
                colorPalette={status === 'cancelled' ? 'red' : undefined}
                aria-label={text.actionFor(label, order.number)}
                onClick={() => onStep(status)}
              >
                {label}
              </Button>
            );
          })}
        </Flex>
      </Flex>
    </chakra.li>
  );
}
