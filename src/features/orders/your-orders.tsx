import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { shopperMayCancel, type OrderSummary } from '#shop-api/orders.ts';
import { formatCents } from '#shop-api/money.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { cancelText, yourOrdersText } from '#src/features/orders/text.ts';
import { href, path } from '#src/routing/paths.ts';
import { Loading, LoadFailure } from '#src/components/ui/load-states.tsx';
import { OrderListConfirm } from './order-list-confirm.tsx';
import { OrderStatusBadge } from './order-details.tsx';
import { formatDate } from '#shop-api/dates.ts';
import { useOrdersServer } from './server.ts';
import { useOrderList } from './use-order-list.ts';

const linkId = (number: string) => `your-order-${number}`;

/**
 * The account's 'Your orders': the signed-in shopper's orders, newest first, each linking to its
 * page; a placed one can be cancelled here after confirming. A row says 'Cancelled' only once the
 * server answered.
 */
export function YourOrders() {
  const server = useOrdersServer();
  const list = useOrderList<OrderSummary>(
    {
      load: () => server.listMyOrders(),
      change: ({ number }) => server.cancelOrder(number),
    },
    'yourOrders',
  );
  const { rows: orders, loadError } = list;
  const changed = list.done?.rowId ?? null;
  // The row last asked about: the dialog keeps its title while it closes, and focus returns there.
  const asked = list.lastAction?.rowId ?? '';

  return (
    <Stack gap="3" as="section" aria-labelledby="your-orders-heading">
      <Heading as="h2" size="md" id="your-orders-heading">
        {yourOrdersText.heading}
      </Heading>
      {orders === null && loadError === null && (
        <Loading text={yourOrdersText.loading} height="16" />
      )}
      {loadError !== null && (
        <LoadFailure title={yourOrdersText.failed} error={loadError} onRetry={list.retry} />
      )}
      {orders?.length === 0 && (
        <Stack gap="2">
          <Text>{yourOrdersText.empty}</Text>
          <AppLink to={path.products}>{yourOrdersText.browse}</AppLink>
        </Stack>
      )}
      {orders !== null && orders.length > 0 && (
        <chakra.ul role="list" listStyleType="none" borderTopWidth="1px">
          {orders.map((order) => (
            <chakra.li key={order.number} borderBottomWidth="1px" py="3">
              <Flex gap="3" align="center" justify="space-between" wrap="wrap">
                <Stack gap="0.5">
                  <AppLink id={linkId(order.number)} to={href('order', { number: order.number })}>
                    {order.number}
                  </AppLink>
                  <Text textStyle="sm" color="fg.muted">
                    {formatDate(order.placedAt)} · {formatCents(order.totalCents)}
                  </Text>
                </Stack>
                <Flex gap="3" align="center">
                  <OrderStatusBadge status={order.status} />
                  {shopperMayCancel(order.status) && (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={cancelText.buttonFor(order.number)}
                      onClick={() => list.request({ rowId: order.number, status: 'cancelled' })}
                    >
                      {cancelText.button}
                    </Button>
                  )}
                </Flex>
              </Flex>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      <OrderListConfirm
        list={list}
        announcement={changed ? cancelText.cancelled(changed) : ''}
        title={cancelText.title(asked)}
        confirmLabel={cancelText.confirm}
        keepLabel={cancelText.keep}
        busyLabel={cancelText.cancelling}
        errorTitle={cancelText.failed}
        rowLinkId={linkId(asked)}
      >
        {cancelText.body}
      </OrderListConfirm>
    </Stack>
  );
}
