import { useEffect } from 'react';
import { CartActor } from '../../app/cart-actor';
import { WishlistActor } from '../../app/wishlist-actor';
import { cartText, wishlistText } from '../../content/messages';
import { notify } from '../ui/notify';

/**
 * Turns the cart's and the wishlist's events into toasts: what was added to the cart, saved to or
 * taken off the wishlist, and what was dropped from a cart or wishlist kept from an earlier visit.
 */
export function ShoppingNotices() {
  const cart = CartActor.useActorRef();
  const wishlist = WishlistActor.useActorRef();
  useEffect(() => {
    const subscriptions = [
      cart.on('cart.added', ({ name, requested, added, max }) => {
        notify(
          added === requested
            ? { type: 'success', title: cartText.added(name, added) }
            : { type: 'info', title: cartText.limitReached(name, max) },
        );
      }),
      cart.on('cart.linesDropped', ({ count }) => {
        notify({ type: 'info', title: cartText.linesDropped(count) });
      }),
      wishlist.on('wishlist.toggled', ({ name, saved }) => {
        notify(
          saved
            ? { type: 'success', title: wishlistText.added(name) }
            : { type: 'info', title: wishlistText.removed(name) },
        );
      }),
      wishlist.on('wishlist.itemsDropped', ({ count }) => {
        notify({ type: 'info', title: wishlistText.itemsDropped(count) });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [cart, wishlist]);
  return null;
}
