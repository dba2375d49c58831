import {
  Button,
  chakra,
  Container,
  Flex,
  Grid,
  Heading,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef } from 'react';
import { selectProductIds } from '#machines/wishlist/wishlist.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { href, path } from '#src/routing/paths.ts';
import { useWishlist } from '#src/actors/use-wishlist.ts';
import { ProductPrice } from '#src/components/product/product-price.tsx';
import { useProductsById } from '#src/components/product/use-products-by-id.ts';
import { StockBadge } from '#src/components/product/product-card.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { focusAfterRemoval, ROW_FOCUS } from '#src/components/ui/focus-after-removal.ts';
import { HeartIcon } from '#src/components/ui/icons.tsx';
import { TrashIcon } from '#src/components/ui/page-icons.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { SizedImage } from '#src/components/ui/sized-image.tsx';
import { wishlistText } from '#src/content/wishlist.ts';
import type { Product } from '#catalog/product.ts';
import { productImageSize } from '#src/services/catalog/product-image.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

/**
 * The saved products, oldest first, each with Move to cart and Remove, as the shop's server has
 * them now (`useProductsById`: never the whole catalog). Ids the shop does not sell are not listed
 * (the wishlist machine drops them with a notice); a failed ask is the error page, with Try
 * again. Removing a row moves focus to the next row, or the previous one, or the heading, so a
 * keyboard user keeps their place.
 */
export function WishlistPage() {
  const { productIds } = useWishlist({ productIds: selectProductIds });
  const productsState = useProductsById(productIds);
  if (productsState.status === 'failed') throw productsState.error;
  const saved = productsState.status === 'loaded' ? productsState.products : undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Focus goes to the product link of the next row, or, once the list is empty, to the heading.
  const moveFocusFrom = (index: number) =>
    focusAfterRemoval(listRef, index, () => headingRef.current);

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={wishlistText.title} description={wishlistText.description} />
      <Stack gap="2" mb={{ base: '4', md: '6' }}>
        {/* Focusable from script only: where focus goes when the last product is removed. */}
        <Heading as="h1" ref={headingRef} tabIndex={-1} size={{ base: '2xl', md: '3xl' }}>
          {wishlistText.title}
        </Heading>
        {saved && saved.length > 0 && (
          <Text color="fg.muted" aria-live="polite">
            {wishlistText.savedCount(saved.length)}
          </Text>
        )}
      </Stack>
      {saved === undefined ? (
        <Flex justify="center" py="10" role="status" aria-label={wishlistText.loading}>
          <Spinner size="lg" color="brand.fg" />
        </Flex>
      ) : saved.length > 0 ? (
        // Safari drops list semantics from a list without bullets unless the role is explicit.
        <chakra.ul ref={listRef} role="list" listStyleType="none" borderTopWidth="1px">
          {saved.map((product, index) => (
            <WishlistRow key={product.id} product={product} onLeave={() => moveFocusFrom(index)} />
          ))}
        </chakra.ul>
      ) : (
        <EmptyState
          icon={<HeartIcon boxSize="10" color="gray.500" />}
          title={wishlistText.empty}
          hint={wishlistText.emptyHint}
          action={{ label: wishlistText.browse, to: path.products }}
        />
      )}
    </Container>
  );
}

interface WishlistRowProps {
  product: Product;
  /** Called just before the product leaves the wishlist. */
  onLeave: () => void;
}

// Image and details side by side with the buttons below on a phone; one row from md up.
function WishlistRow({ product, onLeave }: WishlistRowProps) {
  const cart = useCart();
  const wishlist = useWishlist();
  const remove = () => {
    onLeave();
    wishlist.remove(product.id);
  };
  // The cart's own toast confirms the move.
  const moveToCart = () => {
    cart.add(product, 1);
    remove();
  };
  return (
    <Grid
      as="li"
      templateColumns={{ base: '6rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr) auto' }}
      templateAreas={{ base: '"image details" "actions actions"', md: '"image details actions"' }}
      columnGap={{ base: '4', md: '6' }}
      rowGap="4"
      alignItems="start"
      py="5"
      borderBottomWidth="1px"
    >
      <SizedImage
        gridArea="image"
        src={product.imageUrl}
        alt={product.imageAlt}
        size={productImageSize}
        bg="bg.muted"
        rounded="l2"
        loading="lazy"
      />
      <Stack gridArea="details" gap="2">
        <Heading as="h2" size="md">
          <AppLink to={href('product', { productId: product.id })} color="fg" {...ROW_FOCUS}>
            {product.name}
          </AppLink>
        </Heading>
        <ProductPrice product={product} />
        <StockBadge stockCount={product.stockCount} />
      </Stack>
      <Flex gridArea="actions" direction={{ base: 'row', md: 'column' }} gap="2">
        <Button
          flex={{ base: '1', md: 'none' }}
          disabled={!product.inStock}
          aria-label={wishlistText.moveToCartLabel(product.name)}
          onClick={moveToCart}
        >
          {wishlistText.moveToCart}
        </Button>
        <Button
          flex={{ base: '1', md: 'none' }}
          variant="outline"
          aria-label={wishlistText.removeLabel(product.name)}
          onClick={remove}
        >
          <TrashIcon />
          {wishlistText.remove}
        </Button>
      </Flex>
    </Grid>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: WishlistPage };
