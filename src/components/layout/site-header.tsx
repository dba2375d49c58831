import { Container, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { path } from '../../app/paths';
import { shellText } from '../../content/messages';
import { shop } from '../../content/shop';
import { AccountLink } from '../account/account-link';

/** The header's frame: logo and account. The shell issue adds search, cart, menu and nav bar. */
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
          <AccountLink />
        </Flex>
      </Container>
    </Flex>
  );
}
