import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectItemCount } from '../../../machines/cart/cart.selectors';
import { CartActor } from '../../app/cart-actor';
import { path } from '../../app/paths';
import { SideDrawer } from '../ui/side-drawer';

interface CartDrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The cart drawer; the cart issue fills it with the table of lines and the totals. */
export function CartDrawerPanel({ isOpen, onClose }: CartDrawerPanelProps) {
  const count = CartActor.useSelector(selectItemCount);
  return (
    <SideDrawer
      title="Cart"
      placement="end"
      maxW="sm"
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <Button variant="outline" w="full" onClick={onClose}>
          Continue Shopping
        </Button>
      }
    >
      <Stack gap="4" py="6" textAlign="center" align="center">
        <Text fontWeight="semibold">
          {count === 0
            ? 'Your cart is empty'
            : `${count} item${count === 1 ? '' : 's'} in your cart`}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          Find something you like, then add it here.
        </Text>
        <Button asChild>
          <RouterLink to={path.products} onClick={onClose}>
            Browse products
          </RouterLink>
        </Button>
      </Stack>
    </SideDrawer>
  );
}
