import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, type ComponentProps, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  selectIsPriced,
  selectItemCount,
  selectPricingFailed,
} from '#machines/cart/cart.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { path } from '#src/routing/paths.ts';
import { cartText } from '#src/content/cart.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { focusAfterRemoval } from '#src/components/ui/focus-after-removal.ts';
import { CartLines } from './cart-lines.tsx';
import { CartTotals } from './cart-totals.tsx';
import { LinkButton } from '#src/components/ui/link-button.tsx';

interface CartContentsProps {
  /** Called when a link inside leaves for another page (the drawer closes then). */
  onNavigate?: () => void;
}

/**
 * The cart's lines and totals, as the drawer and the checkout page show them
 * (docs/decisions/0006-cart-rules.md); while a kept cart is being priced, a placeholder; when it
 * can't be, a retry.
 */
export function CartContents({ onNavigate }: CartContentsProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  // Focus goes to the remove button of the next line in the layout shown, or, once the cart is
  // empty, to the empty state's link.
  const focusAfterRemoving = (lines: RefObject<HTMLElement | null>, index: number) =>
    focusAfterRemoval(lines, index, () => containerRef.current?.querySelector<HTMLElement>('a'));

  return (
    <Box ref={containerRef}>
      <CartState onNavigate={onNavigate} onRemoved={focusAfterRemoving} />
    </Box>
  );
}

/** Empty, being priced, not priceable, or the lines and totals. */
function CartState({ onNavigate, onRemoved }: ComponentProps<typeof CartLines>) {
  const { count, isPriced, pricingFailed, retry } = useCart({
    count: selectItemCount,
    isPriced: selectIsPriced,
    pricingFailed: selectPricingFailed,
  });

  if (count === 0) return <EmptyCart onNavigate={onNavigate} />;
  if (pricingFailed) {
    return (
      <Notice
        status="warning"
        action={
          <Button size="sm" variant="outline" onClick={retry}>
            {cartText.retry}
          </Button>
        }
      >
        {cartText.pricingFailed}
      </Notice>
    );
  }
  if (!isPriced) {
    return (
      <Stack gap="3" role="status">
        <Text color="fg.muted">{cartText.pricing}</Text>
        <Skeleton h="16" />
        <Skeleton h="16" />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <CartLines onNavigate={onNavigate} onRemoved={onRemoved} />
      <CartTotals />
    </Stack>
  );
}

function EmptyCart({ onNavigate }: CartContentsProps) {
  return (
    <Stack gap="3" py="6" textAlign="center" align="center">
      <Text fontWeight="semibold" textStyle="lg">
        {cartText.emptyTitle}
      </Text>
      <Text color="fg.muted" textStyle="sm" maxW="xs">
        {cartText.emptyBody}
      </Text>
      <LinkButton asChild mt="2">
        <RouterLink to={path.products} onClick={onNavigate}>
          {cartText.browseProducts}
        </RouterLink>
      </LinkButton>
    </Stack>
  );
}
