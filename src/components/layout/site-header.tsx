import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { path } from '#src/routing/paths.ts';
import { headerText, shellText } from '#src/content/messages.ts';
import { shop } from '#src/content/shop.ts';
import { AccountLink } from '#src/components/account/account-link.tsx';
import { CartButton } from '#src/components/cart/cart-button.tsx';
import { Compare } from '#src/components/compare/compare-entry.tsx';
import { SearchBox } from '#src/components/search/search-box.tsx';
import { SearchDialog } from '#src/components/search/search-dialog.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { WishlistLink } from '#src/components/wishlist/wishlist-link.tsx';
import { HeaderColorSchemeSwitch } from './color-scheme-entry.tsx';
import { CategoryDrawer } from './category-drawer.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { NavBar } from './nav-bar.tsx';

// Below this the phone's top bar shows; from it, the desktop header and its nav bar.
const DESKTOP = 'lg';

function Logo({ fontSize }: { fontSize: string }) {
  return (
    <Link
      asChild
      fontSize={fontSize}
      fontWeight="extrabold"
      color="brand.fg"
      letterSpacing="tight"
      flexShrink="0"
      aria-label={shellText.homeLink}
    >
      <RouterLink to={path.home}>{shop.name}</RouterLink>
    </Link>
  );
}

/** The desktop header with its nav bar, and the phone's top bar. */
export function SiteHeader() {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Box hideBelow={DESKTOP}>
        <Container maxW="7xl">
          <Flex align="center" gap="6" minH="16">
            <Logo fontSize="2xl" />
            <Box flex="1" maxW="xl">
              <SearchBox />
            </Box>
            <Flex align="center" gap="4" ms="auto">
              <AppLink to={path.offers}>{headerText.offers}</AppLink>
              {/* The chooser's dialog, once for both headers. */}
              <Compare chooser />
              <WishlistLink />
              <CartButton />
              {/* As wide as the placeholder, the login link and most names: nothing moves when
                  the session becomes known. */}
              <Flex minW="36" justify="flex-end">
                <AccountLink />
              </Flex>
              <HeaderColorSchemeSwitch />
              <MenuDrawer />
            </Flex>
          </Flex>
        </Container>
        <NavBar />
      </Box>
      <Flex hideFrom={DESKTOP} align="center" gap="1" minH="14" px="2">
        <CategoryDrawer />
        <Logo fontSize="xl" />
        <Flex ms="auto" align="center">
          <SearchDialog />
          <Compare />
          <WishlistLink />
          <CartButton compact />
        </Flex>
      </Flex>
    </Box>
  );
}
