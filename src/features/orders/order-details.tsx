import { hoursText } from '#shop-api/store-hours.ts';
import { Badge, Box, Heading, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Order, OrderProgress, OrderStatus } from '#shop-api/orders.ts';
import { PhoneLink } from '#src/components/content/phone-link.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { formatCents } from '#shop-api/money.ts';
import { howItComes, orderStatusText } from '#shop-api/order-text.ts';
import { orderText } from '#src/features/orders/text.ts';
import { formatDate, formatDateTime } from '#shop-api/dates.ts';
import { storeOf } from '#shop-api/stores.ts';

const statusPalette: Record<OrderStatus, string> = {
  placed: 'blue',
  confirmed: 'blue',
  'ready-for-pickup': 'green',
  shipped: 'green',
  collected: 'gray',
  delivered: 'gray',
  cancelled: 'red',
};

/** An order's state as a badge (the lists of orders). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" size="md">
      {orderStatusText[status]}
    </Badge>
  );
}

/** The order page's heading: the page keeps it while the order loads, so focus stays on it. */
export const ORDER_PAGE_TITLE_ID = 'order-page-title';

interface OrderProgressProps {
  order: OrderProgress;
  /**
   * 1 on the order's own page, whose heading (`ORDER_PAGE_TITLE_ID`) is its title; 2 inside
   * another page (tracking), with a title of its own.
   */
  level?: 1 | 2;
  /** Controls beside the title (Print, Cancel); not printed. */
  actions?: ReactNode;
  /** A message under the state (a cancellation just made, what more opens the order). */
  notice?: ReactNode;
  /** What more of the order there is to show (`OrderDetails`), under its history. */
  children?: ReactNode;
}

/** The headings of an order's sections, one level under its title's. */
const sectionHeading = (level: 1 | 2) => (level === 1 ? 'h2' : 'h3');

interface OrderDetailsProps extends OrderProgressProps {
  order: Order;
}

/** Lines of an address, one under the other. */
function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <Text as="address" fontStyle="normal">
      {lines.map((line, index) => (
        <span key={`${index}-${line}`}>
          {line}
          <br />
        </span>
      ))}
    </Text>
  );
}

/** The store a pickup is collected from: its address, phone and opening hours. */
function PickupStore({ storeId, section }: { storeId: string; section: 'h2' | 'h3' }) {
  const store = storeOf(storeId);
  return (
    <Stack gap="1">
      <Heading as={section} size="md">
        {orderText.pickupTitle}
      </Heading>
      <Text fontWeight="semibold">{store?.name ?? storeId}</Text>
      {store && (
        <>
          <AddressLines lines={store.address} />
          <Text>
            {orderText.storePhone}: <PhoneLink phone={store.phone} />
          </Text>
          <Text fontWeight="semibold" mt="2">
            {orderText.openingHours}
          </Text>
          {hoursText(store).map((hours) => (
            <Text key={hours.days}>
              {hours.days}: {hours.time}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}

/**
 * Where an order stands, wherever it is shown (its page, tracking): its number and state, how it
 * comes, what happens next and every event with its time; then `children`. Printed, the controls
 * beside the title are left out (`data-print="hide"`, the theme).
 */
function OrderProgressDetails({ order, level = 2, actions, notice, children }: OrderProgressProps) {
  const titleId = level === 1 ? ORDER_PAGE_TITLE_ID : `order-${order.number}`;
  const section = sectionHeading(level);
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Stack gap="6">
        <Stack gap="2">
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ base: 'flex-start', sm: 'center' }}
            gap="3"
          >
            {level === 2 && (
              <Heading as="h2" id={titleId} size="lg">
                {orderText.title(order.number)}
              </Heading>
            )}
            {actions && (
              <Stack direction="row" gap="2" data-print="hide" flexWrap="wrap">
                {actions}
              </Stack>
            )}
          </Stack>
          <Text color="fg.muted">{orderText.placedOn(formatDate(order.placedAt))}</Text>
          <Text fontWeight="semibold">
            {orderText.status}: {orderStatusText[order.status]}
          </Text>
          <Text>{howItComes(order)}</Text>
          {notice}
        </Stack>

        <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
          <Heading as={section} size="sm" mb="1">
            {orderText.whatNext}
          </Heading>
          <Text>{orderText.next(order.status, order)}</Text>
        </Box>

        {order.reservedUntil && (
          <Reservation until={order.reservedUntil} pickup={order.fulfilment.type === 'pickup'} />
        )}

        <Stack gap="2">
          <Heading as={section} size="md">
            {orderText.history}
          </Heading>
          <List.Root as="ol" ps="5">
            {order.events.map((event, index) => (
              <List.Item key={`${index}-${event.status}`}>
                {orderStatusText[event.status]}:{' '}
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </List.Item>
            ))}
          </List.Root>
        </Stack>

        {children}
      </Stack>
    </Box>
  );
}

/**
 * An order wherever it is shown whole (its page, the staff's): where it stands
 * (`OrderProgressDetails`), then its lines and totals, where it goes or is collected, and how it
 * is paid.
 */
export function OrderDetails({ order, level = 2, ...progress }: OrderDetailsProps) {
  const section = sectionHeading(level);
  const { fulfilment } = order;
  return (
    <OrderProgressDetails order={order} level={level} {...progress}>
      <Stack gap="2">
        <Heading as={section} size="md">
          {orderText.items}
        </Heading>
        <List.Root ps="5">
          {order.lines.map((line) => (
            <List.Item key={line.productId}>{orderText.line(line)}</List.Item>
          ))}
        </List.Root>
        <Table.Root size="sm" maxW="xs" aria-label={orderText.total}>
          <Table.Body>
            <TotalRow label={orderText.subtotal} value={formatCents(order.subtotalCents)} />
            {order.promoCode && (
              <TotalRow
                label={orderText.discount(order.promoCode)}
                value={formatCents(-order.discountCents)}
              />
            )}
            {fulfilment.type === 'delivery' && (
              <TotalRow
                label={orderText.delivery}
                value={orderText.deliveryCharge(order.deliveryCents)}
              />
            )}
            <TotalRow label={orderText.total} value={formatCents(order.totalCents)} strong />
          </Table.Body>
        </Table.Root>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {fulfilment.type === 'delivery' ? (
          <Stack gap="1">
            <Heading as={section} size="md">
              {orderText.deliveryTitle}
            </Heading>
            <AddressLines
              lines={[
                order.contact.name,
                fulfilment.address.line1,
                fulfilment.address.line2 ?? '',
                `${fulfilment.address.city} ${fulfilment.address.postcode}`,
              ].filter(Boolean)}
            />
          </Stack>
        ) : (
          <PickupStore storeId={fulfilment.store} section={section} />
        )}
        <Stack gap="1">
          <Heading as={section} size="md">
            {orderText.paymentTitle}
          </Heading>
          <Text>{orderText.payment[fulfilment.payment]}</Text>
          <Text>{orderText.noCardOnline}</Text>
        </Stack>
      </SimpleGrid>
    </OrderProgressDetails>
  );
}

/** An order shown by its number and e-mail: where it stands, and where the rest of it opens. */
export function TrackedOrder({
  order,
  level = 2,
  ...progress
}: Omit<OrderProgressProps, 'children'>) {
  return (
    <OrderProgressDetails order={order} level={level} {...progress}>
      {/* Where to collect it is the shop's, not the shopper's: tracking shows it whole. */}
      {order.fulfilment.type === 'pickup' && (
        <PickupStore storeId={order.fulfilment.store} section={sectionHeading(level)} />
      )}
      <Notice status="info" title={orderText.progressOnlyTitle}>
        {orderText.progressOnly}
      </Notice>
    </OrderProgressDetails>
  );
}

/** How long the order holds its units unpaid, and what happens when that ends. */
function Reservation({ until, pickup }: { until: string; pickup: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="4">
      <Text fontWeight="semibold">
        {pickup
          ? orderText.reservedForPickup(formatDateTime(until))
          : orderText.reservedUntilConfirmed(formatDateTime(until))}
      </Text>
      <Text>{pickup ? orderText.reservedForPickupEnd : orderText.reservedUntilConfirmedEnd}</Text>
    </Box>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 'semibold' : 'normal';
  return (
    <Table.Row>
      <Table.ColumnHeader scope="row" ps="0" fontWeight={weight}>
        {label}
      </Table.ColumnHeader>
      <Table.Cell pe="0" textAlign="end" fontWeight={weight}>
        {value}
      </Table.Cell>
    </Table.Row>
  );
}
