import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { AuthToasts } from '../components/auth/auth-toasts';
import { ShoppingNotices } from '../components/cart/shopping-notices';
import { lazyPart } from '../components/ui/lazy-part';
import { system } from '../theme/system';
import { AuthActor, appAuthLogic } from './auth-actor';
import { cartStore } from '../services/storage/cart-store';
import { wishlistStore } from '../services/storage/wishlist-store';
import { appCartLogic, CartActor } from './cart-actor';
import { appWishlistLogic, WishlistActor } from './wishlist-actor';
import { inspect } from './inspect';

// The toasts' container, fetched after the first paint.
const Toaster = lazyPart(() => import('../components/ui/toaster').then((module) => module.Toaster));

interface AppProvidersProps {
  children: ReactNode;
  /** The session logic; tests pass one whose identity service they drive. */
  authLogic?: typeof appAuthLogic;
}

/** What every page runs inside: the theme, the session, the cart, the wishlist and the toasts. */
export function AppProviders({ children, authLogic = appAuthLogic }: AppProvidersProps) {
  // Read once: the cart and the wishlist start with what the shopper kept from an earlier visit.
  // What could not be read is left out, and the machines tell the shopper as they start.
  const [stored] = useState(() => {
    const cart = cartStore.read();
    const wishlist = wishlistStore.read();
    return {
      cart: { lines: cart.value, unreadable: cart.unreadable },
      wishlist: { productIds: wishlist.value, unreadable: wishlist.unreadable },
    };
  });
  return (
    <ChakraProvider value={system}>
      <AuthActor.Provider logic={authLogic} options={{ inspect }}>
        <CartActor.Provider logic={appCartLogic} options={{ inspect, input: stored.cart }}>
          <WishlistActor.Provider
            logic={appWishlistLogic}
            options={{ inspect, input: stored.wishlist }}
          >
            {children}
            <ShoppingNotices />
          </WishlistActor.Provider>
        </CartActor.Provider>
        <AuthToasts />
        <Toaster />
      </AuthActor.Provider>
    </ChakraProvider>
  );
}
