import { Box, Separator, Stack } from '@chakra-ui/react';
import { href, path } from '#src/routing/paths.ts';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { headerText } from '#src/content/messages.ts';
import { accountText } from '#src/content/account.ts';
import { categories } from '#catalog/taxonomy.ts';
import { AccountLink } from '#src/components/account/account-link.tsx';
import { AccordionList } from '#src/components/ui/accordion-list.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { SideDrawer } from '#src/components/ui/side-drawer.tsx';
import { menuBrands } from './menu-brands.ts';
import { ColorSchemeSwitch } from './color-scheme-switch.late.tsx';
import { LogOutButton, MenuLinks } from './site-links.tsx';

interface CategoryDrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The phone's left drawer: an accordion of the categories (one open at a time) whose brands are
 * links, then the menu's links and the account slot.
 */
export function CategoryDrawerPanel({ isOpen, onClose }: CategoryDrawerPanelProps) {
  useAuthNow();
  const { isSignedIn } = useAuth();
  const items = categories.map((category) => ({
    value: category.slug,
    title: category.label,
    content: (
      <Stack as="ul" listStyleType="none" gap="2.5" ps="2">
        <li>
          <AppLink to={href('category', { category: category.slug })} onClick={onClose}>
            {headerText.allInCategory(category.label)}
          </AppLink>
        </li>
        {menuBrands(category).map((brand) => (
          <li key={brand.slug}>
            <AppLink
              to={href('brand', { category: category.slug, brand: brand.slug })}
              onClick={onClose}
              fontWeight="normal"
              color="fg"
            >
              {brand.label}
            </AppLink>
          </li>
        ))}
      </Stack>
    ),
  }));

  return (
    <SideDrawer title={headerText.categories} placement="start" isOpen={isOpen} onClose={onClose}>
      <Stack gap="5">
        <Box as="nav" aria-label={headerText.categories}>
          <AccordionList items={items} size="sm" />
        </Box>
        <Separator />
        <MenuLinks onNavigate={onClose} />
        <ColorSchemeSwitch labelled />
        <Separator />
        {isSignedIn ? (
          <Stack gap="4">
            <AppLink to={path.account} onClick={onClose}>
              {accountText.account}
            </AppLink>
            <LogOutButton onLoggedOut={onClose} />
          </Stack>
        ) : (
          // The login link (or the session's state while it is not known); following it closes.
          <Box onClick={onClose}>
            <AccountLink />
          </Box>
        )}
      </Stack>
    </SideDrawer>
  );
}
