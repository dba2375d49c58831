import { IconButton } from '@chakra-ui/react';
import { selectIsSaved } from '#machines/wishlist/wishlist.selectors.ts';
import { useWishlist } from '#src/actors/use-wishlist.ts';
import { wishlistText } from '#src/content/wishlist.ts';
import type { Product } from '#catalog/product.ts';
import { HeartIcon } from '#src/components/ui/icons.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';

interface WishlistButtonProps {
  product: Pick<Product, 'id' | 'name'>;
  /** `md` (40 px) on cards, `lg` beside the product page's buttons. */
  size?: 'md' | 'lg';
}

/**
 * The heart that saves a product to the wishlist or takes it out, for guests too. Its name stays
 * the same and `aria-pressed` tells whether the product is saved, as a toggle button should.
 */
export function WishlistButton({ product, size = 'md' }: WishlistButtonProps) {
  const { savedHere, toggle } = useWishlist({
    savedHere: (wishlist) => selectIsSaved(wishlist, product.id),
  });
  // A prerendered page shows every heart empty until this browser's wishlist is known.
  const saved = useHydrated() && savedHere;
  return (
    <IconButton
      variant="outline"
      colorPalette="gray"
      size={size}
      rounded="full"
      bg="bg"
      // The minimum for meaningful graphics, 3:1, against the page in both colour schemes: red.600
      // is 4.8:1 on white and 4.1:1 on the dark page; fg.muted is gray.600 (7.7:1) on white and
      // gray.400 (7.8:1) on the dark page, where gray.600 is 2.6:1.
      color={saved ? 'red.600' : 'fg.muted'}
      aria-label={wishlistText.toggle(product.name)}
      aria-pressed={saved}
      onClick={() => toggle(product.id, product.name)}
    >
      <HeartIcon filled={saved} />
    </IconButton>
  );
}
