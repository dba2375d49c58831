import { Container, Text } from '@chakra-ui/react';
import { shop } from '../../content/shop';

/** The footer's frame; the shell issue fills in links, stores and contact details. */
export function SiteFooter() {
  return (
    <Container as="footer" maxW="7xl" py="6" borderTopWidth="1px">
      <Text textStyle="sm" color="fg.muted">
        © {shop.copyrightYear} {shop.name}. All rights reserved.
      </Text>
    </Container>
  );
}
