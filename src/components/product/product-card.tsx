import { SizedImage } from '#src/components/ui/sized-image.tsx';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useCart } from '#src/actors/use-cart.ts';
import { href } from '#src/routing/paths.ts';
import { findBrand } from '#catalog/taxonomy.ts';
import { productText } from '#src/content/product.ts';
import type { Product } from '#catalog/product.ts';
import { productImageSize } from '#src/services/catalog/product-image.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { WishlistButton } from '#src/components/wishlist/wishlist-button.tsx';
import { Compare } from '#src/components/compare/compare-entry.tsx';
import { ProductPrice } from './product-price.tsx';

export type ProductHeadingLevel = 2 | 3 | 4;

interface ProductCardProps {
  product: Product;
  /** The level under the section the card sits in: 2 under a page's h1, 3 under a section's h2. */
  headingLevel?: ProductHeadingLevel;
}

/**
 * A product as cards show it everywhere (docs/decisions/0016-what-is-shown-when.md). The name's
 * link stretches over the whole card, so the card is one click target but one tab stop; the
 * wishlist heart and Add to Cart sit above it. Callers put the card in their own list item.
 */
export function ProductCard({ product, headingLevel = 3 }: ProductCardProps) {
  return (
    <Card.Root
      size="sm"
      h="full"
      overflow="hidden"
      transitionProperty="box-shadow"
      transitionDuration="moderate"
      _hover={{ shadow: 'md' }}
    >
      <SizedImage
        src={product.imageUrl}
        alt={product.imageAlt}
        size={productImageSize}
        bg="bg.muted"
        loading="lazy"
      />
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
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        <ProductPrice product={product} />
        {product.inStock && <StockBadge stockCount={product.stockCount} />}
      </Card.Body>
      <Card.Footer>
        {product.inStock ? <AddToCartButton product={product} /> : <OutOfStockNote />}
      </Card.Footer>
    </Card.Root>
  );
}

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
    return (
      <Badge alignSelf="start" colorPalette="gray">
        {productText.outOfStock}
      </Badge>
    );
  }
  const few = live && stockCount <= FEW_LEFT;
  return (
    <Badge alignSelf="start" colorPalette={few ? 'orange' : 'green'}>
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

const STARS = 5;

// A star is 24 units drawn 16 px wide, with 2 px between stars (3 units).
const STAR_SIZE = 24;
const STAR_PX = 16;
const STAR_GAP_PX = 2;
const STAR_PITCH = STAR_SIZE + (STAR_GAP_PX * STAR_SIZE) / STAR_PX;
/** One star from its top point, in relative steps, so that it can be drawn anywhere along the row. */
const STAR_STEPS = 'l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** Each star of the row as a subpath, made once; a path of stars is a slice of them. */
const STAR_SUBPATHS = Array.from(
  { length: STARS },
  (_, index) => `M${STAR_PITCH * index + STAR_SIZE / 2} 2.5${STAR_STEPS}`,
);
const ROW_UNITS = STAR_PITCH * (STARS - 1) + STAR_SIZE;
const ROW_VIEW_BOX = `0 0 ${ROW_UNITS} ${STAR_SIZE}`;
const ROW_WIDTH_PX = STAR_PX * STARS + STAR_GAP_PX * (STARS - 1);

/** The stars from index `from` up to `to` (not included), as one path. */
const starsPath = (from: number, to: number) => STAR_SUBPATHS.slice(from, to).join('');

/**
 * The five stars are one SVG with two paths, the outlines and the filled stars (in an inner SVG
 * cut at the rating), styled by their row: drawn as five SVGs, a rating on every card was ten
 * elements, a sixth of the home
 * page's elements and 35 KB of its HTML (docs/performance-log.md, "2026-11-28: The product page
 * on a quiet machine").
 * orange.600 and gray.500 both keep 3:1 against white, the minimum for meaningful graphics.
 */
const starRow: SystemStyleObject = {
  '& svg': { display: 'inline-block', flexShrink: '0', verticalAlign: 'middle' },
  '& path': { color: 'gray.500' },
  '& path[data-filled]': { color: 'orange.600' },
};

/**
 * The rating drawn to the tenth of a star (4.7: four stars and seven tenths of the fifth) and read
 * out as one phrase instead of five glyphs. The stars not wholly filled are drawn as outlines; the
 * filled stars over them sit in an inner SVG as wide as the rating, whose viewport cuts the last
 * one (no clip path, so no id to keep unique across a page of cards). With `reviewCount`, how
 * many reviews it is of.
 */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const tenths = Math.min(STARS, Math.max(0, Math.round(rating * 10) / 10));
  const whole = Math.floor(tenths);
  const filledWidth = Math.min(ROW_UNITS, whole * STAR_PITCH + (tenths - whole) * STAR_SIZE);
  return (
    <Flex
      role="img"
      aria-label={productText.rating(rating, reviewCount)}
      align="center"
      gap="1.5"
      css={starRow}
    >
      <svg
        viewBox={ROW_VIEW_BOX}
        width={ROW_WIDTH_PX}
        height={STAR_PX}
        strokeWidth="1.5"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {whole < STARS && <path d={starsPath(whole, STARS)} fill="none" stroke="currentColor" />}
        {tenths > 0 && (
          <svg width={filledWidth} height={STAR_SIZE}>
            <path
              d={starsPath(0, Math.ceil(tenths))}
              fill="currentColor"
              stroke="currentColor"
              data-filled
            />
          </svg>
        )}
      </svg>
      {reviewCount !== undefined && (
        <Text as="span" textStyle="xs" color="fg.muted">
          ({reviewCount})
        </Text>
      )}
    </Flex>
  );
}
