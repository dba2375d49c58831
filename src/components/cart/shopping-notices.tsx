import { useEffect } from 'react';
import { CartActor } from '#src/actors/cart-actor.ts';
import { WishlistActor } from '#src/actors/wishlist-actor.ts';
import { cartText, wishlistText } from '#src/content/messages.ts';
import { notify } from '#src/components/ui/notify.ts';
import { openCartDrawer } from './cart-drawer-requests.ts';

/**
 * Turns the cart's and the wishlist's events into toasts: what was added to the cart, saved to or
 * taken off the wishlist, what was dropped from a cart or wishlist kept from an earlier visit
 * (products no longer sold or sold out, or stored data that could not be read), the lines lowered
 * to the stock that is left, and that this browser will
 * not keep them (storage full or turned off).
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
        notify({ type: 'info', title: cartText.linesDropped(count) });
      }),
      cart.on('cart.soldOut', ({ names }) => {
        notify({ type: 'info', title: cartText.soldOut(names) });
      }),
      cart.on('cart.quantitiesLowered', ({ lines }) => {
        notify({ type: 'info', title: cartText.quantitiesLowered(lines) });
      }),
      cart.on('cart.unreadableDropped', () => {
        notify({ type: 'info', title: cartText.unreadableDropped });
      }),
      cart.on('cart.cannotSave', () => {
        notify({ type: 'info', title: cartText.cannotSave });
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
      wishlist.on('wishlist.unreadableDropped', () => {
        notify({ type: 'info', title: wishlistText.unreadableDropped });
      }),
      wishlist.on('wishlist.cannotSave', () => {
        notify({ type: 'info', title: wishlistText.cannotSave });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [cart, wishlist]);
  return null;
}
