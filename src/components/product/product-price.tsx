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
   * Keeps the sale's line when there is none: the product page and the cards, whose sale may
   * start or end once the server answers, so that nothing below it moves.
   */
  keepSaleLine?: boolean;
}

/**
 * The price, the original price struck through only when it is higher, and the discount badge:
 * no made-up reductions (docs/decisions/0012-prices-and-delivery.md), and under them the running
 * sale that gives the price, with its end (docs/decisions/0042-offers.md). Cards, compare and the
 * product page share it.
 */
export function ProductPrice({ product, size = 'md', keepSaleLine = false }: ProductPriceProps) {
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
      {(product.sale || keepSaleLine) && (
        // On a card, two lines at most, always kept: a card's width wraps the line, and a sale
        // that starts once the server answers must not make it taller. Read out in full.
        <Text
          textStyle="sm"
          color="fg.muted"
          minH={size === 'lg' ? '5' : '10'}
          lineClamp={size === 'lg' ? undefined : 2}
          data-testid="sale-line"
        >
          {product.sale &&
            productText.saleUntil(product.sale.title, formatDateTime(product.sale.endsAt))}
        </Text>
      )}
    </>
  );
}
