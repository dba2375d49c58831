import { IconButton } from '@chakra-ui/react';
import { MenuIcon } from '#src/components/ui/icons.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useDisclosure } from '#src/components/ui/use-disclosure.ts';
import { headerText } from '#src/content/messages.ts';

// The drawer's machinery loads when the shopper first opens it.
const CategoryDrawerPanel = lazyPart(() =>
  import('./category-drawer-panel.tsx').then((module) => module.CategoryDrawerPanel),
);

/** The phone header's hamburger and the left drawer of categories it opens. */
export function CategoryDrawer() {
  const drawer = useDisclosure('categoryDrawer');
  return (
    <>
      <IconButton aria-label={headerText.browseCategories} variant="ghost" {...drawer.triggerProps}>
        <MenuIcon />
      </IconButton>
      {drawer.mounted && <CategoryDrawerPanel isOpen={drawer.isOpen} onClose={drawer.close} />}
    </>
  );
}
