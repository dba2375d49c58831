import { SizedImage } from '#src/components/ui/sized-image.tsx';
import { Badge, Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useCart } from '#src/actors/use-cart.ts';
import { href } from '#src/routing/paths.ts';
import { findBrand } from '#catalog/taxonomy.ts';
import { productText } from '#src/content/product.ts';
import type { Product } from '#catalog/product.ts';
import { productImageSize } from '#src/services/catalog/product-image.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { WishlistButton } from '#src/components/wishlist/wishlist-button.tsx';
import { Compare } from '#src/components/compare/compare-entry.tsx';
import { ProductPrice, saleText } from './product-price.tsx';
import { formatDateTime } from '#shop-api/dates.ts';
import { RatingSlot } from './product-rating.tsx';

export type ProductHeadingLevel = 2 | 3 | 4;

interface ProductCardProps {
  product: Product;
  /** The level under the section the card sits in: 2 under a page's h1, 3 under a section's h2. */
  headingLevel?: ProductHeadingLevel;
  /** `product`'s stock is the server's, read just now (`useLiveCards`): "Only 3 left" may show. */
  stockIsLive?: boolean;
}

/**
 * A product as cards show it everywhere (docs/decisions/0016-what-is-shown-when.md). The name's
 * link stretches over the whole card, so the card is one click target but one tab stop; the
 * wishlist heart and Add to Cart sit above it. Callers put the card in their own list item.
 */
export function ProductCard({ product, headingLevel = 3, stockIsLive = false }: ProductCardProps) {
  return (
    <Card.Root
      size="sm"
      h="full"
      overflow="hidden"
      transitionProperty="box-shadow"
      transitionDuration="moderate"
      _hover={{ shadow: 'md' }}
    >
      <Box position="relative">
        <SizedImage
          src={product.imageUrl}
          alt={product.imageAlt}
          size={productImageSize}
          bg="bg.muted"
          loading="lazy"
        />
        {/* Over the image's foot, so a sale the server names once the cards run moves nothing;
            read out after the price instead. */}
        {product.sale && (
          <Text {...saleRibbonLook} aria-hidden="true" data-testid="sale-ribbon">
            {productText.saleEnds(product.sale.title, formatDateTime(product.sale.endsAt))}
          </Text>
        )}
      </Box>
      {/* The body grows, so each card's button lines up at the bottom of its row. */}
      <Card.Body gap="1.5">
        <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {brandLabel(product)}
        </Text>
        <Heading as={`h${headingLevel}`} size="md">
          <AppLink
            to={href('product', { productId: product.id })}
            color="fg"
            fontWeight="semibold"
            // The stretched link: its ::after covers the card (Card.Root is position: relative).
            _after={{ content: '""', position: 'absolute', inset: '0' }}
          >
            {product.name}
          </AppLink>
        </Heading>
        {/* After the name in reading and tab order; shown over the image's corner, above the link. */}
        <Box position="absolute" top="2" insetEnd="2" zIndex="1">
          <WishlistButton product={product} />
        </Box>
        {/* Once the page has started, over the image's other corner: nothing moves. */}
        <Box position="absolute" top="2" insetStart="2" zIndex="1">
          <Compare productId={product.id} productName={product.name} />
        </Box>
        <RatingSlot productId={product.id} />
        {/* The badge's height kept when there is none: a count the server gives once the cards
            run moves nothing below it. */}
        <ProductPrice product={product} saleLine="none" />
        {product.sale && <Text srOnly>{saleText(product.sale)}</Text>}
        <Flex minH="5">
          {product.inStock && <StockBadge stockCount={product.stockCount} live={stockIsLive} />}
        </Flex>
      </Card.Body>
      <Card.Footer>
        {product.inStock ? <AddToCartButton product={product} /> : <OutOfStockNote />}
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * A card's sale over its image's foot. It may come only with the server's answer, so the
 * prerendered page carries its CSS (`late-styles.tsx`).
 */
export const saleRibbonLook = {
  position: 'absolute',
  insetX: '0',
  bottom: '0',
  px: '3',
  py: '1',
  textStyle: 'xs',
  fontWeight: 'medium',
  bg: 'red.solid',
  color: 'red.contrast',
  lineClamp: 2,
} as const;

/** The stock badge's look for each count; "Only 3 left" comes only with the server's answer. */
export const stockBadgeLook = (palette: 'gray' | 'orange' | 'green') =>
  ({ alignSelf: 'start', colorPalette: palette }) as const;

/** At this live count or below, the badge says how many are left. */
const FEW_LEFT = 5;

interface StockBadgeProps {
  stockCount: number;
  /**
   * The count is the server's, read just now: only then is "Only 3 left" said, as a count from
   * the build could be stale.
   */
  live?: boolean;
}

/** In stock, only a few left, or out of stock, as the card and the product page show it. */
export function StockBadge({ stockCount, live = false }: StockBadgeProps) {
  if (stockCount <= 0) {
    return <Badge {...stockBadgeLook('gray')}>{productText.outOfStock}</Badge>;
  }
  const few = live && stockCount <= FEW_LEFT;
  return (
    <Badge {...stockBadgeLook(few ? 'orange' : 'green')}>
      {few ? productText.onlyLeft(stockCount) : productText.inStock}
    </Badge>
  );
}

/** The brand's label from the shop's brand list ('Apple'), or its slug when it is not listed. */
function brandLabel(product: Product) {
  return findBrand(product.brand)?.label ?? product.brand;
}

type ActionSize = 'md' | 'lg';

// The buttons' heights at the recipe's sizes, so the note below takes a button's place exactly.
const actionHeight: Record<ActionSize, string> = { md: '10', lg: '11' };

interface AddToCartButtonProps {
  product: Product;
  /** How many to add: the product page's stepper chooses, a card adds one. */
  quantity?: number;
  /** `lg` on the product page, level with the stepper. */
  size?: ActionSize;
  /** The product page's live count, when the server gave one: the cart's limit follows it. */
  stockCount?: number;
}

/** Adds to the app's cart, which confirms with a toast (`ShoppingNotices`). */
export function AddToCartButton({
  product,
  quantity = 1,
  size = 'md',
  stockCount,
}: AddToCartButtonProps) {
  const cart = useCart();
  return (
    // Above the stretched link, so a click adds to the cart instead of opening the product.
    <Button
      w="full"
      size={size}
      position="relative"
      zIndex="1"
      aria-label={productText.addToCartLabel(product.name)}
      onClick={() => cart.add(product, quantity, stockCount)}
    >
      {productText.addToCart}
    </Button>
  );
}

/**
 * In the place of Add to Cart, a sold-out product says so plainly, in full-contrast text: a faded
 * button that cannot be pressed reads as broken, and its grey text is hard to read.
 */
export function OutOfStockNote({ size = 'md' }: { size?: ActionSize }) {
  return (
    <Flex
      w="full"
      h={actionHeight[size]}
      align="center"
      justify="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="l2"
      bg="bg.muted"
      color="fg"
      fontWeight="semibold"
      textStyle={size === 'lg' ? 'md' : 'sm'}
    >
      {productText.outOfStock}
    </Flex>
  );
}
