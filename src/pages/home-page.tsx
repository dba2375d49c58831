import { Container, Heading, Text } from '@chakra-ui/react';
import { PageMeta } from '../components/ui/page-meta';
import { shop } from '../content/shop';

/** The home page's frame; the catalog issue adds the hero, tabs, sliders and newsletter. */
export function HomePage() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageMeta title="Electronics shop" description={shop.tagline} />
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
        Welcome to {shop.name}
      </Heading>
      <Text mt="3" fontSize="lg" color="fg.muted" maxW="2xl">
        {shop.tagline}
      </Text>
    </Container>
  );
}
