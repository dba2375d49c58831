import { Box, chakra, Flex, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { selectRows, type CartRow } from '#machines/cart/cart.selectors.ts';
import { selectLimitPassed } from '#machines/cart/cart-line.selectors.ts';
import { maxQuantity } from '#shop-api/cart-rules.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { href } from '#src/routing/paths.ts';
import { cartText } from '#src/content/cart.ts';
import { productImageSize } from '#src/services/catalog/product-image.ts';
import { formatCents } from '#shop-api/money.ts';
import { QuantityStepper } from '#src/components/product/quantity-stepper.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { TrashIcon } from '#src/components/ui/page-icons.tsx';
import { SizedImage } from '#src/components/ui/sized-image.tsx';
import { ROW_FOCUS } from '#src/components/ui/focus-after-removal.ts';

interface CartLinesProps {
  /** Called when a product's link leaves for its page (the drawer closes then). */
  onNavigate?: () => void;
  /** Called with the layout the row was removed from and the removed row's index. */
  onRemoved: (lines: RefObject<HTMLElement | null>, index: number) => void;
}

/**
 * The lines: a card each on a phone (below Chakra's `sm` breakpoint, where four table columns
 * squeeze the names), else the table Product, Quantity, Price, Action. Both are rendered and the
 * breakpoint, a style prop, shows one: widths are CSS, as everywhere in the shop.
 */
export function CartLines({ onNavigate, onRemoved }: CartLinesProps) {
  const { rows } = useCart({ rows: selectRows });
  const cardsRef = useRef<HTMLUListElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  return (
    <>
      {/* Safari drops list semantics from a list without bullets unless the role is explicit. */}
      <chakra.ul
        ref={cardsRef}
        hideFrom="sm"
        role="list"
        aria-label={cartText.tableCaption}
        listStyleType="none"
      >
        {rows.map((row, index) => (
          <CartLineCard
            key={row.product.id}
            row={row}
            onNavigate={onNavigate}
            onRemoved={() => onRemoved(cardsRef, index)}
          />
        ))}
      </chakra.ul>
      <Table.Root ref={tableRef} hideBelow="sm" size="sm" variant="line">
        <Table.Caption srOnly>{cartText.tableCaption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader ps="0" pe="1.5" textAlign="start">
              {cartText.columns.product}
            </Table.ColumnHeader>
            <Table.ColumnHeader px="1.5" textAlign="start">
              {cartText.columns.quantity}
            </Table.ColumnHeader>
            <Table.ColumnHeader px="1.5" textAlign="end">
              {cartText.columns.price}
            </Table.ColumnHeader>
            <Table.ColumnHeader pe="0" ps="1" textAlign="end">
              {cartText.columns.action}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <CartTableRow
              key={row.product.id}
              row={row}
              onNavigate={onNavigate}
              onRemoved={() => onRemoved(tableRef, index)}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}

interface CartLineProps {
  row: CartRow;
  onNavigate?: () => void;
  onRemoved: () => void;
}

function CartTableRow({ row, onNavigate, onRemoved }: CartLineProps) {
  return (
    <Table.Row>
      <Table.Cell ps="0" pe="1.5" py="3">
        <Flex gap="3" align="center">
          <LineImage row={row} w="14" />
          <LineName row={row} onNavigate={onNavigate} />
        </Flex>
      </Table.Cell>
      <Table.Cell px="1.5">
        <LineStepper row={row} size="sm" />
      </Table.Cell>
      <Table.Cell px="1.5" textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
        {formatCents(row.totalCents)}
      </Table.Cell>
      <Table.Cell pe="0" ps="1" textAlign="end">
        <RemoveButton row={row} onRemoved={onRemoved} size="sm" />
      </Table.Cell>
    </Table.Row>
  );
}

/** A phone's line: picture, the whole name and the price, then the stepper and remove, 44 px. */
function CartLineCard({ row, onNavigate, onRemoved }: CartLineProps) {
  return (
    <Box as="li" py="4" borderBottomWidth="1px" _first={{ pt: '0' }}>
      <Flex gap="3" align="start">
        <LineImage row={row} w="16" />
        <Stack gap="1" flex="1" minW="0">
          <LineName row={row} onNavigate={onNavigate} />
          <Text fontWeight="semibold">{formatCents(row.totalCents)}</Text>
        </Stack>
      </Flex>
      <Flex mt="3" gap="3" align="start" justify="space-between">
        <LineStepper row={row} size="md" />
        <RemoveButton row={row} onRemoved={onRemoved} size="lg" />
      </Flex>
    </Box>
  );
}

function LineImage({ row, w }: { row: CartRow; w: string }) {
  return (
    <Box w={w} flexShrink="0">
      <SizedImage
        src={row.product.imageUrl}
        alt=""
        size={productImageSize}
        bg="bg.muted"
        borderRadius="md"
        loading="lazy"
      />
    </Box>
  );
}

/** The product's whole name, wrapping, linked to its page. */
function LineName({ row, onNavigate }: { row: CartRow; onNavigate?: () => void }) {
  const productId = row.product.id;
  return (
    <AppLink
      to={href('product', { productId })}
      onClick={onNavigate}
      color="fg"
      textStyle="sm"
      wordBreak="break-word"
    >
      {row.product.name}
    </AppLink>
  );
}

function LineStepper({ row, size }: { row: CartRow; size: 'sm' | 'md' }) {
  const { product, quantity } = row;
  const productId = product.id;
  const { canIncrement, canDecrement, limitPassed, increment, decrement, setQuantity } = useCart({
    canIncrement: (cart) => cart.can({ type: 'cart.increment', productId }),
    canDecrement: (cart) => cart.can({ type: 'cart.decrement', productId }),
    limitPassed: (cart) => selectLimitPassed(cart, productId),
  });
  return (
    <QuantityStepper
      size={size}
      quantity={quantity}
      max={maxQuantity(product)}
      limitPassed={limitPassed}
      itemName={product.name}
      canIncrement={canIncrement}
      canDecrement={canDecrement}
      onIncrement={() => increment(productId)}
      onDecrement={() => decrement(productId)}
      onSet={(value) => setQuantity(productId, value)}
    />
  );
}

function RemoveButton({
  row,
  onRemoved,
  size,
}: {
  row: CartRow;
  onRemoved: () => void;
  size: 'sm' | 'lg';
}) {
  const { remove } = useCart();
  return (
    <IconButton
      {...ROW_FOCUS}
      variant="ghost"
      size={size}
      // A touch target keeps its full size however tight the row is.
      flexShrink={0}
      aria-label={cartText.remove(row.product.name)}
      onClick={() => {
        remove(row.product.id);
        onRemoved();
      }}
    >
      <TrashIcon />
    </IconButton>
  );
}
