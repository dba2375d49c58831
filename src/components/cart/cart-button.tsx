import { Box, Button, Text } from '@chakra-ui/react';
import { selectItemCount } from '#machines/cart/cart.selectors.ts';
import { CartActor } from '#src/actors/cart-actor.ts';
import { CartIcon } from '#src/components/ui/icons.tsx';
import { KeptCount } from '#src/components/ui/kept-count.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useDisclosure } from '#src/components/ui/use-disclosure.ts';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';
import { cartText } from '#src/content/messages.ts';

// The drawer's machinery loads when the shopper first opens it.
const CartDrawerPanel = lazyPart(() =>
  import('./cart-drawer-panel.tsx').then((module) => module.CartDrawerPanel),
);

/**
 * The header's cart button and the cart drawer it opens: 'Cart(n)' over
 * 'Add items' on a desktop, the icon and the count on a phone.
 */
export function CartButton({ compact = false }: { compact?: boolean }) {
  const count = CartActor.useSelector(selectItemCount);
  const hydrated = useHydrated();
  const drawer = useDisclosure('cartDrawer');

  return (
    <>
      {compact ? (
        <Button
          variant="ghost"
          px="2"
          aria-label={hydrated ? cartText.buttonWithCount(count) : cartText.button}
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
              {cartText.button}(
              <KeptCount count={count} />)
            </Text>
            <Text textStyle="xs" color="fg.muted" fontWeight="normal">
              {cartText.buttonHint}
            </Text>
          </Box>
        </Button>
      )}
      {drawer.mounted && <CartDrawerPanel isOpen={drawer.isOpen} onClose={drawer.close} />}
    </>
  );
}
