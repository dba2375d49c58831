import { Container, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { path } from '../../app/paths';
import { shellText } from '../../content/messages';
import { shop } from '../../content/shop';
import { AccountLink } from '../account/account-link';
import { MenuDrawer } from './menu-drawer';

/** The header's frame: logo, account and the menu drawer. The shell issue adds search, cart and nav bar. */
export function SiteHeader() {
  return (
    <Flex as="header" borderBottomWidth="1px" bg="bg" minH="16" align="center">
      <Container maxW="7xl">
        <Flex align="center" justify="space-between" gap="4">
          <Link
            asChild
            fontSize="2xl"
            fontWeight="extrabold"
            color="brand.fg"
            letterSpacing="tight"
            aria-label={shellText.homeLink}
          >
            <RouterLink to={path.home}>{shop.name}</RouterLink>
          </Link>
          <Flex align="center" gap="3">
            <AccountLink />
            <MenuDrawer />
          </Flex>
        </Flex>
      </Container>
    </Flex>
  );
}
