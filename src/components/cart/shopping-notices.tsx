import { useEffect } from 'react';
import { CartActor } from '#src/actors/cart-actor.ts';
import { WishlistActor } from '#src/actors/wishlist-actor.ts';
import { cartText, wishlistText } from '#src/content/messages.ts';
import { notify } from '#src/components/ui/notify.ts';
import { openCartDrawer } from './cart-drawer-requests.ts';

/**
 * A change the shopper did not make to what they had kept (lines dropped or lowered, data that
 * could not be read, a browser that will not save): it stays until closed, since it comes as the
 * page starts, when the shopper may be looking elsewhere, and a phone may take longer to show the
 * page than a timed toast lasts (WCAG 2.2.1). What the shopper did themselves is confirmed by a
 * timed toast.
 */
const untilClosed = (title: string) => notify({ type: 'info', title, duration: Infinity });

/**
 * Turns the cart's and the wishlist's events into toasts: what was added to the cart, saved to or
 * taken off the wishlist (timed), and, until closed, what was dropped from a cart or wishlist
 * kept from an earlier visit (products no longer sold or sold out, or stored data that could not
 * be read), the lines lowered to the stock that is left, and that this browser will not keep them
 * (storage full or turned off).
 */
export function ShoppingNotices() {
  const cart = CartActor.useActorRef();
  const wishlist = WishlistActor.useActorRef();
  useEffect(() => {
    const subscriptions = [
      cart.on('cart.added', ({ name, requested, added, max }) => {
        const viewCart = { label: cartText.viewCart, onClick: openCartDrawer };
        notify(
          added === requested
            ? { type: 'success', title: cartText.added(name, added), action: viewCart }
            : { type: 'info', title: cartText.limitReached(name, max), action: viewCart },
        );
      }),
      cart.on('cart.linesDropped', ({ count }) => {
        untilClosed(cartText.linesDropped(count));
      }),
      cart.on('cart.soldOut', ({ names }) => {
        untilClosed(cartText.soldOut(names));
      }),
      cart.on('cart.quantitiesLowered', ({ lines }) => {
        untilClosed(cartText.quantitiesLowered(lines));
      }),
      cart.on('cart.unreadableDropped', () => {
        untilClosed(cartText.unreadableDropped);
      }),
      cart.on('cart.cannotSave', () => {
        untilClosed(cartText.cannotSave);
      }),
      wishlist.on('wishlist.toggled', ({ name, saved }) => {
        notify(
          saved
            ? { type: 'success', title: wishlistText.added(name) }
            : { type: 'info', title: wishlistText.removed(name) },
        );
      }),
      wishlist.on('wishlist.itemsDropped', ({ count }) => {
        untilClosed(wishlistText.itemsDropped(count));
      }),
      wishlist.on('wishlist.unreadableDropped', () => {
        untilClosed(wishlistText.unreadableDropped);
      }),
      wishlist.on('wishlist.cannotSave', () => {
        untilClosed(wishlistText.cannotSave);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [cart, wishlist]);
  return null;
}
