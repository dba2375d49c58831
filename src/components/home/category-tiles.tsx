import { SizedImage } from '#src/components/ui/sized-image.tsx';
import { Box, Container, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#src/routing/paths.ts';
import { categoryTileImageSize, categoryTiles, homeText } from '#src/content/home.ts';
import { drawnWhenNear, type HeldHeights } from '#src/components/ui/drawn-when-near.ts';

/**
 * The tiles' height at each breakpoint as drawn (measured at 320-1920 px): a tile's picture keeps
 * its proportions, so up to 1023 px the section grows with the window's width.
 */
const tileHeights: HeldHeights = {
  base: 'calc(300vw + 324px)',
  sm: 'calc(75vw + 188px)',
  md: 'calc(75vw + 178px)',
  lg: '340px',
  xl: '349px',
};

/** 'Shop By Category': four categories with their real counts (docs/decisions/0007-catalog.md). */
export function CategoryTiles({ counts }: { counts: Partial<Record<string, number>> }) {
  return (
    <Container
      as="section"
      aria-labelledby="shop-by-category"
      maxW="7xl"
      py={{ base: '8', md: '12' }}
      css={drawnWhenNear(tileHeights)}
    >
      <Heading as="h2" id="shop-by-category" size={{ base: 'xl', md: '2xl' }} mb="6">
        {homeText.categoryTiles.heading}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {categoryTiles.map(({ category, name, image, imageAlt }) => (
          <LinkBox
            as="li"
            key={category.slug}
            borderWidth="1px"
            borderRadius="xl"
            overflow="hidden"
            bg="bg"
            transition="box-shadow 0.2s"
            _hover={{ shadow: 'md' }}
          >
            <SizedImage
              src={image}
              alt={imageAlt}
              size={categoryTileImageSize}
              bg="bg.muted"
              loading="lazy"
            />
            <Box p="4">
              <Heading as="h3" size="md">
                <LinkOverlay asChild>
                  <RouterLink to={href('category', { category: category.slug })}>{name}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {homeText.categoryTiles.productCount(counts[category.slug] ?? 0)}
              </Text>
            </Box>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Container>
  );
}
