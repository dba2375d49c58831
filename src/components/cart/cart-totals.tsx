import { Flex, Stack, Text } from '@chakra-ui/react';
import { selectTotals } from '#machines/cart/cart.selectors.ts';
import { DELIVERY } from '#shop-api/cart-rules.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { cartText } from '#src/content/cart.ts';
import { formatCents } from '#shop-api/money.ts';

/**
 * Sub-Total, Delivery Charge and Total, each with 2 decimals
 * (docs/decisions/0012-prices-and-delivery.md).
 */
export function CartTotals() {
  const {
    totals: { subtotalCents, deliveryCents, totalCents },
  } = useCart({ totals: selectTotals });
  return (
    <Stack gap="2">
      <Stack as="dl" gap="2">
        <TotalRow label={cartText.subtotal} cents={subtotalCents} />
        <TotalRow label={cartText.delivery} cents={deliveryCents} />
        <TotalRow label={cartText.total} cents={totalCents} emphasis />
      </Stack>
      {deliveryCents > 0 && (
        <Text textStyle="xs" color="fg.muted">
          {cartText.freeDeliveryHint(formatCents(DELIVERY.freeOverCents))}
        </Text>
      )}
    </Stack>
  );
}

function TotalRow({
  label,
  cents,
  emphasis,
}: {
  label: string;
  cents: number;
  emphasis?: boolean;
}) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={emphasis ? 'bold' : 'normal'}
      borderTopWidth={emphasis ? '1px' : undefined}
      pt={emphasis ? '2' : undefined}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" whiteSpace="nowrap">
        {formatCents(cents)}
      </Text>
    </Flex>
  );
}
