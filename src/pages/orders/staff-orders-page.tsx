import { Button, chakra, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import {
  selectChanged,
  selectFilter,
  selectLastChange,
  selectLoadError,
  selectOrders,
} from '#machines/orders/order-list.selectors.ts';
import {
  nextStatuses,
  STAFF_ORDERS_LIMIT,
  type OrderStatus,
  type StaffOrderSummary,
} from '#shop-api/orders.ts';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { Loading, LoadFailure } from '#src/components/orders/load-states.tsx';
import { OrderStatusBadge } from '#src/components/orders/order-details.tsx';
import { OrderListConfirm } from '#src/components/orders/order-list-confirm.tsx';
import { formatDate, storeOf } from '#src/components/orders/order-format.ts';
import { useOrderServices } from '#src/components/orders/order-services.ts';
import { useOrderList } from '#src/components/orders/use-order-list.ts';
import { formatCents } from '#src/components/product/format-price.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { NativeSelect } from '#src/components/ui/native-select.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { orderStatusText } from '#src/content/info-text.ts';
import { staffOrdersText as text } from '#src/content/orders.ts';
import { href, path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

const statuses = Object.keys(orderStatusText) as OrderStatus[];
const linkId = (number: string) => `staff-order-${number}`;

/**
 * The staff's orders (`/staff/orders`): by state, newest first, each with its next steps
 * (`nextStatuses`), each step after a confirmation. Only an account with the `staff` claim sees
 * them: the server refuses anyone else, and the page then says the page is for staff.
 */
export function StaffOrdersPage() {
  useAuthNow();
  const { user, loading } = useAuth();
  const location = useLocation();
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={text.title} description={text.description} />
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" tabIndex={-1} size={{ base: '2xl', md: '3xl' }}>
            {text.title}
          </Heading>
          <Text color="fg.muted">{text.description}</Text>
        </Stack>
        {loading ? (
          <Skeleton h="40" aria-busy="true" aria-label={text.loading} />
        ) : user ? (
          <StaffOrders key={user.uid} />
        ) : (
          <Notice status="info" title={text.signInTitle}>
            {text.signInBody}{' '}
            <AppLink to={withReturnPath(path.login, location.pathname)}>{text.signIn}</AppLink>
          </Notice>
        )}
      </Stack>
    </Container>
  );
}

function StaffOrders() {
  const services = useOrderServices();
  const [snapshot, send] = useOrderList<StaffOrderSummary>(
    {
      load: (filter) => services.listStaffOrders(filter ?? undefined),
      change: ({ number, status }) => services.changeOrderStatus(number, status),
    },
    'staffOrders',
  );
  const orders = selectOrders(snapshot) as StaffOrderSummary[] | null;
  const loadError = selectLoadError(snapshot);
  const changed = selectChanged(snapshot);
  const filter = selectFilter(snapshot) ?? '';
  // The step last asked about: the dialog keeps its words while it closes, and focus returns there.
  const step = (selectLastChange(snapshot) as { number: string; status: OrderStatus } | null) ?? {
    number: '',
    status: 'confirmed',
  };

  if (loadError instanceof ShopApiError && loadError.code === 'forbidden') {
    return (
      <Notice status="warning" title={text.forbiddenTitle}>
        {text.forbiddenBody} <AppLink to={path.account}>{text.account}</AppLink>
      </Notice>
    );
  }

  const stepName = orderStatusText[step.status];
  const changedRow = orders?.find((order) => order.number === changed);
  return (
    <Stack gap="4">
      <Stack gap="1.5" maxW="xs">
        <chakra.label htmlFor="staff-orders-filter" fontWeight="medium" textStyle="sm">
          {text.filterLabel}
        </chakra.label>
        <NativeSelect
          id="staff-orders-filter"
          value={filter}
          onChange={(event) =>
            send({ type: 'filter.change', filter: event.currentTarget.value || null })
          }
        >
          <option value="">{text.allStates}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {orderStatusText[status]}
            </option>
          ))}
        </NativeSelect>
      </Stack>

      {orders === null && loadError === null && <Loading text={text.loading} height="24" />}
      {loadError !== null && (
        <LoadFailure
          title={text.failed}
          error={loadError}
          onRetry={() => send({ type: 'list.retry' })}
        />
      )}
      {orders?.length === 0 && <Text>{text.empty}</Text>}
      {orders !== null && orders.length > 0 && (
        <>
          <chakra.ul role="list" listStyleType="none" borderTopWidth="1px">
            {orders.map((order) => (
              <StaffOrderRow
                key={order.number}
                order={order}
                onStep={(status) => send({ type: 'change.request', number: order.number, status })}
              />
            ))}
          </chakra.ul>
          {orders.length >= STAFF_ORDERS_LIMIT && (
            <Text color="fg.muted">{text.limitNote(STAFF_ORDERS_LIMIT)}</Text>
          )}
        </>
      )}
      <OrderListConfirm
        snapshot={snapshot}
        send={send}
        announcement={
          changedRow ? text.changed(changedRow.number, orderStatusText[changedRow.status]) : ''
        }
        title={text.confirmTitle(step.number, stepName)}
        confirmLabel={text.confirm}
        keepLabel={text.keep}
        busyLabel={text.changing}
        errorTitle={text.changeFailed}
        rowLinkId={linkId(step.number)}
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

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: StaffOrdersPage };
