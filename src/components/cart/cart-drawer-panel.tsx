import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectItemCount } from '../../../machines/cart/cart.selectors';
import { CartActor } from '../../app/cart-actor';
import { path } from '../../app/paths';
import { cartDrawerText } from '../../content/cart';
import { SideDrawer } from '../ui/side-drawer';
import { CartContents } from './cart-contents';

interface CartDrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The cart drawer (spec §2): the lines and totals, 'Continue Shopping' to close it and
 * 'Checkout' to the checkout page, which keeps the cart.
 */
export function CartDrawerPanel({ isOpen, onClose }: CartDrawerPanelProps) {
  const count = CartActor.useSelector(selectItemCount);
  return (
    <SideDrawer
      title={cartDrawerText.drawerTitle}
      placement="end"
      maxW="lg"
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <Flex gap="3" w="full" direction={{ base: 'column', sm: 'row' }}>
          <Button variant="outline" flex="1" onClick={onClose}>
            {cartDrawerText.continueShopping}
          </Button>
          {count > 0 && (
            <Button asChild flex="1">
              <RouterLink to={path.checkout} onClick={onClose}>
                {cartDrawerText.checkout}
              </RouterLink>
            </Button>
          )}
        </Flex>
      }
    >
      <CartContents onNavigate={onClose} />
    </SideDrawer>
  );
}
