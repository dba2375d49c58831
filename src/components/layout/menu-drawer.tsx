import { Button } from '@chakra-ui/react';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useDisclosure } from '#src/components/ui/use-disclosure.ts';
import { headerText } from '#src/content/messages.ts';

// The drawer's machinery loads when the shopper first opens it.
const MenuDrawerPanel = lazyPart(() =>
  import('./menu-drawer-panel.tsx').then((module) => module.MenuDrawerPanel),
);

/** The header's Menu button and its right-side drawer. */
export function MenuDrawer() {
  const drawer = useDisclosure('menuDrawer');
  return (
    <>
      <Button variant="outline" size="sm" {...drawer.triggerProps}>
        {headerText.menu}
      </Button>
      {drawer.mounted && <MenuDrawerPanel isOpen={drawer.isOpen} onClose={drawer.close} />}
    </>
  );
}
