import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { Order } from '#shop-api/orders.ts';
import { orderStatusText, trackingText } from '#src/content/info-text.ts';
import { shop } from '#src/content/shop.ts';
import { formatCents } from '#src/components/product/format-price.ts';

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

function howItComes(order: Order): string {
  const { fulfilment } = order;
  if (fulfilment.type === 'pickup') {
    const store = shop.stores.find((candidate) => candidate.id === fulfilment.store);
    return trackingText.pickupAt(store?.name ?? fulfilment.store);
  }
  const { line1, line2, city, postcode } = fulfilment.address;
  return trackingText.deliveryTo([line1, line2, `${city} ${postcode}`].filter(Boolean).join(', '));
}

/** An order as tracking shows it: its state, what happened when, what is in it and how it comes. */
export function TrackedOrder({ order }: { order: Order }) {
  const headingId = `order-${order.number}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            {trackingText.foundTitle(order.number)}
          </Heading>
          <Text color="fg.muted">
            {trackingText.placedOn(date.format(new Date(order.placedAt)))}
          </Text>
          <Text fontWeight="semibold">
            {trackingText.status}: {orderStatusText[order.status]}
          </Text>
          <Text>{howItComes(order)}</Text>
        </Stack>
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {trackingText.history}
          </Heading>
          <List.Root as="ol" ps="5">
            {order.events.map((event) => (
              <List.Item key={`${event.status}-${event.at}`}>
                {orderStatusText[event.status]}: {dateTime.format(new Date(event.at))}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {trackingText.items}
          </Heading>
          <List.Root ps="5">
            {order.lines.map((line) => (
              <List.Item key={line.productId}>
                {line.quantity} × {line.name}: {formatCents(line.lineTotalCents)}
              </List.Item>
            ))}
          </List.Root>
          <Text fontWeight="semibold">
            {trackingText.total}: {formatCents(order.totalCents)}
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}
