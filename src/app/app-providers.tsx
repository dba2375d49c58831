import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { AuthToasts } from '#src/components/auth/auth-toasts.tsx';
import { ShoppingNotices } from '#src/components/cart/shopping-notices.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { loadToaster, toastContainer } from '#src/components/ui/notify.ts';
import { createStyleCache } from '#src/theme/style-cache.ts';
import { system, systemForPrerenderedPage } from '#src/theme/system.ts';
import { AuthActor, appAuthLogic } from '#src/actors/auth-actor.ts';
import { cartStore } from '#src/services/storage/cart-store.ts';
import { wishlistStore } from '#src/services/storage/wishlist-store.ts';
import { appCartLogic, CartActor } from '#src/actors/cart-actor.ts';
import { LiveStockContext } from '#src/actors/live-stock-context.ts';
import { appWishlistLogic, WishlistActor } from '#src/actors/wishlist-actor.ts';
import { inspect } from '#src/actors/inspect.ts';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';

// The toasts' container, fetched when it is wanted (`toastContainer`).
const Toaster = lazyPart(() => loadToaster().then((module) => module.Toaster));

/**
 * The toasts' container, fetched at idle and mounted when the shopper first acts on the page, or
 * at once when a toast is asked for before then (`notify.ts`). Fetching its code and starting its
 * machine were part of hydrating the page, in one task of 50-66 ms at 4x CPU
 * (docs/performance-log.md, "2026-11-27: The last long tasks, and the control's own"); mounted
 * at idle, they were two tasks of 57-85 ms at 8x. A toast waits for the container.
 */
function ToasterWhenNeeded() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    toastContainer.fetchWhenIdle();
    void toastContainer.wanted().then(() => startTransition(() => setNeeded(true)));
  }, []);
  return needed && <Toaster onShown={toastContainer.shown} />;
}

interface AppProvidersProps {
  children: ReactNode;
  /** The session logic; tests pass one whose identity service they drive. */
  authLogic?: typeof appAuthLogic;
  /** How live stock is read, when not from the shop's server; tests pass counts of their own. */
  readStock?: ReadLiveStock;
  /** The page came with the theme's global CSS in its HTML (a prerendered page or the app shell). */
  prerendered?: boolean;
  /** Where the styles go: the prerender passes the page's own, to write them into its HTML. */
  styleCache?: EmotionCache;
}

/**
 * What every page runs inside: the theme, the session, the cart, the wishlist, live stock and the
 * toasts.
 */
export function AppProviders({
  children,
  authLogic = appAuthLogic,
  readStock,
  prerendered = false,
  styleCache,
}: AppProvidersProps) {
  const [cache] = useState(() => styleCache ?? createStyleCache());
  const [cartLogic] = useState(appCartLogic);
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
    <CacheProvider value={cache}>
      <ChakraProvider value={prerendered ? systemForPrerenderedPage : system}>
        <AuthActor.Provider logic={authLogic} options={{ inspect, systemId: 'auth' }}>
          <CartActor.Provider
            logic={cartLogic}
            options={{ inspect, systemId: 'cart', input: stored.cart }}
          >
            <WishlistActor.Provider
              logic={appWishlistLogic}
              options={{ inspect, systemId: 'wishlist', input: stored.wishlist }}
            >
              <LiveStockContext value={readStock}>{children}</LiveStockContext>
              <ShoppingNotices />
            </WishlistActor.Provider>
          </CartActor.Provider>
          <AuthToasts />
          <ToasterWhenNeeded />
        </AuthActor.Provider>
      </ChakraProvider>
    </CacheProvider>
  );
}
