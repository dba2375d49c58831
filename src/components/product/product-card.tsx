import { SizedImage } from '../ui/sized-image';
import { Badge, Box, Button, Card, Flex, Heading, Icon, Text } from '@chakra-ui/react';
import { CartActor, toCartProduct } from '../../app/cart-actor';
import { href } from '../../app/paths';
import { findBrand } from '../../content/navigation';
import { cartText } from '../../content/messages';
import { productImageSize, type Product } from '../../services/catalog/product';
import { AppLink } from '../ui/app-link';
import { WishlistButton } from '../wishlist/wishlist-button';
import { ProductPrice } from './product-price';

export type ProductHeadingLevel = 2 | 3 | 4;

interface ProductCardProps {
  product: Product;
  /** The level under the section the card sits in: 2 under a page's h1, 3 under a section's h2. */
  headingLevel?: ProductHeadingLevel;
}

/**
 * A product as cards show it everywhere (spec §4, Product card). The name's link stretches over
 * the whole card, so the card is one click target but one tab stop; the wishlist heart and Add to
 * Cart sit above it. Callers put the card in their own list item.
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
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        <ProductPrice product={product} />
        <StockBadge product={product} />
      </Card.Body>
      <Card.Footer>
        <AddToCartButton product={product} />
      </Card.Footer>
    </Card.Root>
  );
}

/** In stock or out of stock, as the card and the product page show it. */
export function StockBadge({ product }: { product: Product }) {
  return (
    <Badge alignSelf="start" colorPalette={product.inStock ? 'green' : 'gray'}>
      {product.inStock ? 'In stock' : 'Out of stock'}
    </Badge>
  );
}

/** The brand's label from the shop's brand list ('Apple'), or its slug when it is not listed. */
function brandLabel(product: Product) {
  return findBrand(product.brand)?.label ?? product.brand;
}

interface AddToCartButtonProps {
  product: Product;
  /** How many to add: the product page's stepper chooses, a card adds one. */
  quantity?: number;
  /** `lg` on the product page, level with the stepper. */
  size?: 'md' | 'lg';
}

/** Adds to the app's cart, which confirms with a toast (`ShoppingNotices`). */
export function AddToCartButton({ product, quantity = 1, size = 'md' }: AddToCartButtonProps) {
  const cart = CartActor.useActorRef();
  const add = () => cart.send({ type: 'cart.add', product: toCartProduct(product), quantity });
  return (
    // Above the stretched link, so a click adds to the cart instead of opening the product.
    <Button
      w="full"
      size={size}
      position="relative"
      zIndex="1"
      disabled={!product.inStock}
      onClick={add}
    >
      {cartText.addToCart}
    </Button>
  );
}

const STARS = 5;

/** Whole stars, rounded down (spec §4), read out as one phrase instead of five glyphs. */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const filled = Math.floor(rating);
  const reviews = `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <Flex
      role="img"
      aria-label={`Rated ${filled} out of ${STARS}, ${reviews}`}
      align="center"
      gap="0.5"
    >
      {Array.from({ length: STARS }, (_, index) => (
        <StarIcon key={index} filled={index < filled} />
      ))}
      <Text as="span" textStyle="xs" color="fg.muted" ms="1">
        ({reviewCount})
      </Text>
    </Flex>
  );
}

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

// orange.600 and gray.500 both keep 3:1 against white, the minimum for meaningful graphics.
function StarIcon({ filled }: { filled: boolean }) {
  return (
    <Icon boxSize="4" color={filled ? 'orange.600' : 'gray.500'} asChild>
      <svg
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={starPath} />
      </svg>
    </Icon>
  );
}
