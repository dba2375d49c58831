import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectSavedCount } from '../../../machines/wishlist/wishlist.selectors';
import { path } from '../../app/paths';
import { WishlistActor } from '../../app/wishlist-actor';
import { wishlistText } from '../../content/messages';
import { HeartIcon } from '../ui/icons';
import { KeptCount } from '../ui/kept-count';
import { useHydrated } from '../ui/use-hydrated';

/** The header's link to the wishlist, beside the cart: a heart and how many products are saved. */
export function WishlistLink() {
  const count = WishlistActor.useSelector(selectSavedCount);
  const hydrated = useHydrated();
  return (
    <Button asChild variant="ghost" px="2" gap="1">
      <RouterLink
        to={path.wishlist}
        aria-label={hydrated ? wishlistText.link(count) : wishlistText.linkUncounted}
      >
        <HeartIcon />
        <Text as="span" textStyle="sm" fontWeight="semibold" aria-hidden>
          <KeptCount count={count} />
        </Text>
      </RouterLink>
    </Button>
  );
}
