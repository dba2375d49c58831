import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import type { Product } from '#catalog/product.ts';
import { productText } from '#src/content/product.ts';
import { formatCents } from '#shop-api/money.ts';

interface ProductPriceProps {
  product: Pick<Product, 'priceCents' | 'originalPriceCents' | 'discountPercentage'>;
  /** `md` on cards, `lg` on the product's own page. */
  size?: 'md' | 'lg';
}

/**
 * The price, the original price struck through only when it is higher, and the discount badge:
 * no made-up reductions (docs/decisions/0012-prices-and-delivery.md). Cards and the product page
 * share it.
 */
export function ProductPrice({ product, size = 'md' }: ProductPriceProps) {
  const reduced = product.originalPriceCents > product.priceCents;
  return (
    <Flex align="baseline" columnGap="2" rowGap="1" wrap="wrap">
      <Text fontWeight="bold" textStyle={size === 'lg' ? '2xl' : 'lg'}>
        {formatCents(product.priceCents)}
      </Text>
      {reduced && (
        <Text as="s" color="fg.muted" textStyle={size === 'lg' ? 'md' : 'sm'}>
          <Box as="span" srOnly>
            {productText.was}{' '}
          </Box>
          {formatCents(product.originalPriceCents)}
        </Text>
      )}
      {product.discountPercentage > 0 && (
        <Badge colorPalette="red" variant="solid" size={size === 'lg' ? 'md' : 'sm'}>
          <span aria-hidden="true">-{product.discountPercentage}%</span>
          <Box as="span" srOnly>
            {productText.percentOff(product.discountPercentage)}
          </Box>
        </Badge>
      )}
    </Flex>
  );
}
