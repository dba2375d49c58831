import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { AuthToasts } from '../components/auth/auth-toasts';
import { ShoppingNotices } from '../components/cart/shopping-notices';
import { LazyToaster } from '../components/ui/notify';
import { system } from '../theme/system';
import { AuthActor, appAuthLogic } from './auth-actor';
import { cartStore } from '../services/storage/cart-store';
import { wishlistStore } from '../services/storage/wishlist-store';
import { appCartLogic, CartActor } from './cart-actor';
import { appWishlistLogic, WishlistActor } from './wishlist-actor';
import { inspect } from './inspect';

interface AppProvidersProps {
  children: ReactNode;
  /** The session logic; tests pass one whose identity service they drive. */
  authLogic?: typeof appAuthLogic;
}

/** The cart and the wishlist start empty, as the prerendered HTML shows them. */
const NOTHING_KEPT = { lines: [], productIds: [] };

/**
 * Hands the cart and the wishlist what the shopper kept from an earlier visit, once the first
 * render (the hydration of a prerendered page) is done: that render must match the HTML, which
 * knows nothing of this browser. A layout effect, so the counts change before the next paint.
 */
function RestoreKeptShopping() {
  const cart = CartActor.useActorRef();
  const wishlist = WishlistActor.useActorRef();
  useLayoutEffect(() => {
    cart.send({ type: 'cart.storageChanged', lines: cartStore.read() });
    wishlist.send({ type: 'wishlist.storageChanged', productIds: wishlistStore.read() });
  }, [cart, wishlist]);
  return null;
}

/** What every page runs inside: the theme, the session, the cart, the wishlist and the toasts. */
export function AppProviders({ children, authLogic = appAuthLogic }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <AuthActor.Provider logic={authLogic} options={{ inspect }}>
        <CartActor.Provider logic={appCartLogic} options={{ inspect, input: NOTHING_KEPT }}>
          <WishlistActor.Provider logic={appWishlistLogic} options={{ inspect, input: NOTHING_KEPT }}>
            <RestoreKeptShopping />
            {children}
            <ShoppingNotices />
          </WishlistActor.Provider>
        </CartActor.Provider>
        <AuthToasts />
        <Suspense fallback={null}>
          <LazyToaster />
        </Suspense>
      </AuthActor.Provider>
    </ChakraProvider>
  );
}
