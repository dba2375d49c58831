import { Box, Button, Text } from '@chakra-ui/react';
import { selectItemCount } from '../../../machines/cart/cart.selectors';
import { CartActor } from '../../app/cart-actor';
import { CartIcon } from '../ui/icons';
import { KeptCount } from '../ui/kept-count';
import { lazyPart } from '../ui/lazy-part';
import { useDisclosure } from '../ui/use-disclosure';
import { useHydrated } from '../ui/use-hydrated';

// The drawer's machinery loads when the shopper first opens it.
const CartDrawerPanel = lazyPart(() =>
  import('./cart-drawer-panel').then((module) => module.CartDrawerPanel),
);

/**
 * The header's cart button and the cart drawer it opens: 'Cart(n)' over
 * 'Add items' on a desktop, the icon and the count on a phone.
 */
export function CartButton({ compact = false }: { compact?: boolean }) {
  const count = CartActor.useSelector(selectItemCount);
  const hydrated = useHydrated();
  const drawer = useDisclosure();

  return (
    <>
      {compact ? (
        <Button
          variant="ghost"
          px="2"
          aria-label={hydrated ? `Cart(${count})` : 'Cart'}
          {...drawer.triggerProps}
        >
          <CartIcon />
          <Text as="span" textStyle="sm" fontWeight="semibold" aria-hidden>
            <KeptCount count={count} />
          </Text>
        </Button>
      ) : (
        <Button variant="ghost" h="auto" py="1" gap="2" {...drawer.triggerProps}>
          <CartIcon boxSize="6" />
          <Box textAlign="start" lineHeight="short">
            <Text textStyle="sm" fontWeight="semibold">
              Cart(
              <KeptCount count={count} />)
            </Text>
            <Text textStyle="xs" color="fg.muted" fontWeight="normal">
              Add items
            </Text>
          </Box>
        </Button>
      )}
      {drawer.mounted && <CartDrawerPanel isOpen={drawer.isOpen} onClose={drawer.close} />}
    </>
  );
}
