import { Button, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectItemCount } from '#machines/cart/cart.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { path } from '#src/routing/paths.ts';
import { cartText } from '#src/content/cart.ts';
import { dismissNotices } from '#src/components/ui/notify.ts';
import { SideDrawer } from '#src/components/ui/side-drawer.tsx';
import { CartContents } from './cart-contents.tsx';
import { LinkButton } from '#src/components/ui/link-button.tsx';

const footerButtonSize = { base: 'lg', sm: 'md' } as const;

interface CartDrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The cart drawer: the lines and totals, 'Continue Shopping' to close it and
 * 'Checkout' to the checkout page, which keeps the cart.
 */
export function CartDrawerPanel({ isOpen, onClose }: CartDrawerPanelProps) {
  const { count } = useCart({ count: selectItemCount });
  // The open drawer is the feedback: toasts ('... added to your cart') would cover its buttons
  // at the bottom for the rest of their 4 s.
  useEffect(() => {
    if (isOpen) dismissNotices();
  }, [isOpen]);
  return (
    <SideDrawer
      title={cartText.drawerTitle}
      placement="end"
      maxW="lg"
      isOpen={isOpen}
      onClose={onClose}
      footer={
        // Stacked on a phone, at full width and 44 px tall for a thumb (a flex basis of 0 in a
        // column would squash them to their text's height); side by side from `sm`.
        <Flex gap="3" w="full" direction={{ base: 'column', sm: 'row' }}>
          <Button variant="outline" size={footerButtonSize} flex={{ sm: '1' }} onClick={onClose}>
            {cartText.continueShopping}
          </Button>
          {count > 0 && (
            <LinkButton asChild size={footerButtonSize} flex={{ sm: '1' }}>
              <RouterLink to={path.checkout} onClick={onClose}>
                {cartText.checkout}
              </RouterLink>
            </LinkButton>
          )}
        </Flex>
      }
    >
      <CartContents onNavigate={onClose} />
    </SideDrawer>
  );
}
