import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { formatDateTime } from '#shop-api/dates.ts';
import type { Product } from '#catalog/product.ts';
import { productText } from '#src/content/product.ts';
import { formatCents } from '#shop-api/money.ts';

interface ProductPriceProps {
  product: Pick<Product, 'priceCents' | 'originalPriceCents' | 'discountPercentage' | 'sale'>;
  /** `md` on cards, `lg` on the product's own page. */
  size?: 'md' | 'lg';
  /**
   * The running sale's line under the price: shown when there is one (compare, the wishlist),
   * `kept` when there is none as well (the product page, whose sale may start or end once the
   * server answers: nothing below it moves), or `none` (a card names it over its image).
   */
  saleLine?: 'when-on-sale' | 'kept' | 'none';
}

/**
 * The price, the original price struck through only when it is higher, and the discount badge:
 * no made-up reductions (docs/decisions/0012-prices-and-delivery.md), and under them the running
 * sale that gives the price, with its end (docs/decisions/0042-offers.md). Cards, compare and the
 * product page share it.
 */
export function ProductPrice({
  product,
  size = 'md',
  saleLine = 'when-on-sale',
}: ProductPriceProps) {
  const reduced = product.originalPriceCents > product.priceCents;
  return (
    <>
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
      {saleLine !== 'none' && (product.sale || saleLine === 'kept') && (
        // Two lines kept on a phone, where the line wraps.
        <Text
          textStyle="sm"
          color="fg.muted"
          minH={saleLine === 'kept' ? { base: '10', md: '5' } : undefined}
          data-testid="sale-line"
        >
          {product.sale && saleText(product.sale)}
        </Text>
      )}
    </>
  );
}

/** "Monitor week: this price until 9 Dec 2026, 07:17 (Dhaka time)". */
export const saleText = (sale: NonNullable<Product['sale']>) =>
  productText.saleUntil(sale.title, formatDateTime(sale.endsAt));
