import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { path } from '../app/paths';
import { AppLink } from '../components/ui/app-link';
import { PageMeta } from '../components/ui/page-meta';

/** The wishlist's page; saving products to it comes with the wishlist issue. */
export function WishlistPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="Wishlist" description="The products you have saved for later at Voltbay." />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Wishlist
      </Heading>
      <Stack gap="3" mt="6">
        <Text fontWeight="semibold">Your wishlist is empty.</Text>
        <Text color="fg.muted">
          Saving products for later is not available yet. Until it is, browse the shop and add what
          you like to your cart.
        </Text>
        <AppLink to={path.products}>Browse products</AppLink>
      </Stack>
    </Container>
  );
}
