import { Button, chakra, Text } from '@chakra-ui/react';
import { useCallback, useRef } from 'react';
import { selectItemCount } from '#machines/cart/cart.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { CartIcon } from '#src/components/ui/icons.tsx';
import { KeptCount } from '#src/components/ui/kept-count.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useDisclosure } from '#src/components/ui/use-disclosure.ts';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';
import { cartText } from '#src/content/cart.ts';
import { useCartDrawerRequests } from './cart-drawer-requests.ts';

// The drawer's machinery loads when the shopper first opens it.
const CartDrawerPanel = lazyPart(() =>
  import('./cart-drawer-panel.tsx').then((module) => module.CartDrawerPanel),
);

/**
 * The header's cart button and the cart drawer it opens: 'Cart(n)' over
 * 'Add items' on a desktop, the icon and the count on a phone.
 */
export function CartButton({ compact = false }: { compact?: boolean }) {
  const { count } = useCart({ count: selectItemCount });
  const hydrated = useHydrated();
  const drawer = useDisclosure('cartDrawer');
  const trigger = useRef<HTMLButtonElement>(null);
  // 'View cart' in a toast: only the header that shows opens its drawer. Its button takes the
  // focus first, as if it had been pressed, so the closed drawer returns the focus to it rather
  // than to the toast, which is gone by then.
  const { open } = drawer;
  const openIfShown = useCallback(() => {
    const button = trigger.current;
    // Where there is no checkVisibility (jsdom), the first button mounted answers.
    if (!button || button.checkVisibility?.() === false) return false;
    button.focus();
    open();
    return true;
  }, [open]);
  useCartDrawerRequests(openIfShown);

  return (
    <>
      {compact ? (
        <Button
          variant="ghost"
          px="2"
          aria-label={hydrated ? cartText.compactButton(count) : cartText.button}
          ref={trigger}
          {...drawer.triggerProps}
        >
          <CartIcon />
          <Text as="span" textStyle="sm" fontWeight="semibold" aria-hidden>
            <KeptCount count={count} />
          </Text>
        </Button>
      ) : (
        <Button variant="ghost" h="auto" py="1" gap="2" ref={trigger} {...drawer.triggerProps}>
          <CartIcon boxSize="6" />
          {/* Spans drawn as blocks: a button holds phrasing content only. */}
          <chakra.span display="block" textAlign="start" lineHeight="short">
            <Text as="span" display="block" textStyle="sm" fontWeight="semibold">
              {cartText.button}(
              <KeptCount count={count} />)
            </Text>
            <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
              {cartText.buttonHint}
            </Text>
          </chakra.span>
        </Button>
      )}
      {drawer.mounted && <CartDrawerPanel isOpen={drawer.isOpen} onClose={drawer.close} />}
    </>
  );
}
