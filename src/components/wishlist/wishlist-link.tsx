import { Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectSavedCount } from '#machines/wishlist/wishlist.selectors.ts';
import { path } from '#src/routing/paths.ts';
import { useWishlist } from '#src/actors/use-wishlist.ts';
import { wishlistText } from '#src/content/wishlist.ts';
import { HeartIcon } from '#src/components/ui/icons.tsx';
import { KeptCount } from '#src/components/ui/kept-count.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';
import { LinkButton } from '#src/components/ui/link-button.tsx';

/** The header's link to the wishlist, beside the cart: a heart and how many products are saved. */
export function WishlistLink() {
  const { count } = useWishlist({ count: selectSavedCount });
  const hydrated = useHydrated();
  return (
    <LinkButton asChild variant="ghost" px="2" gap="1">
      <RouterLink
        to={path.wishlist}
        aria-label={hydrated ? wishlistText.link(count) : wishlistText.linkUncounted}
      >
        <HeartIcon />
        <Text as="span" textStyle="sm" fontWeight="semibold" aria-hidden>
          <KeptCount count={count} />
        </Text>
      </RouterLink>
    </LinkButton>
  );
}
