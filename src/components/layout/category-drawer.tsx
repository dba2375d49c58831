import { IconButton } from '@chakra-ui/react';
import { MenuIcon } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { useDisclosure } from '../ui/use-disclosure';

// The drawer's machinery loads when the shopper first opens it.
const CategoryDrawerPanel = lazyPart(() =>
  import('./category-drawer-panel').then((module) => module.CategoryDrawerPanel),
);

/** The phone header's hamburger and the left drawer of categories it opens. */
export function CategoryDrawer() {
  const drawer = useDisclosure();
  return (
    <>
      <IconButton aria-label="Browse categories" variant="ghost" {...drawer.triggerProps}>
        <MenuIcon />
      </IconButton>
      {drawer.mounted && <CategoryDrawerPanel isOpen={drawer.isOpen} onClose={drawer.close} />}
    </>
  );
}
