import { Badge, Box, Flex, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { findBrand, findCategory } from '../../content/navigation';
import { productImageSize, type Product } from '../../services/catalog/product';
import { formatPrice } from './format-price';

/** A simple grid of products; the listing issue brings filters, sorting and full product cards. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap="5">
      {products.map((product) => (
        <ProductTile key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}

function brandLabel(product: Product) {
  const category = findCategory(product.category);
  return (category && findBrand(category, product.brand)?.label) ?? product.brand;
}

function ProductTile({ product }: { product: Product }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg">
      <Image
        src={product.imageUrl}
        alt={product.imageAlt}
        {...productImageSize}
        w="full"
        h="auto"
        aspectRatio="4 / 3"
        bg="bg.muted"
        loading="lazy"
      />
      <Stack p="4" gap="1.5">
        <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {brandLabel(product)}
        </Text>
        <Text as="h2" fontWeight="semibold" lineClamp="2">
          {product.name}
        </Text>
        <Flex align="baseline" gap="2" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg">
            {formatPrice(product.price)}
          </Text>
          {product.originalPrice > product.price && (
            <Text as="s" color="fg.muted" textStyle="sm">
              <Box as="span" srOnly>
                Was{' '}
              </Box>
              {formatPrice(product.originalPrice)}
            </Text>
          )}
        </Flex>
        <Badge alignSelf="start" colorPalette={product.inStock ? 'green' : 'gray'}>
          {product.inStock ? 'In stock' : 'Out of stock'}
        </Badge>
      </Stack>
    </Box>
  );
}
