import { Button } from '@chakra-ui/react';
import { lazyPart } from '../ui/lazy-part';
import { useDisclosure } from '../ui/use-disclosure';

// The drawer's machinery loads when the shopper first opens it.
const MenuDrawerPanel = lazyPart(() =>
  import('./menu-drawer-panel').then((module) => module.MenuDrawerPanel),
);

/** The header's Menu button and its right-side drawer. */
export function MenuDrawer() {
  const drawer = useDisclosure();
  return (
    <>
      <Button variant="outline" size="sm" {...drawer.triggerProps}>
        Menu
      </Button>
      {drawer.mounted && <MenuDrawerPanel isOpen={drawer.isOpen} onClose={drawer.close} />}
    </>
  );
}
