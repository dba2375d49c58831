import type { CartEmitted } from '#machines/cart/cart.machine.ts';
import type { WishlistEmitted } from '#machines/wishlist/wishlist.machine.ts';
import { useCartAnnouncements } from '#src/actors/use-cart.ts';
import { useWishlistAnnouncements } from '#src/actors/use-wishlist.ts';
import { cartText } from '#src/content/cart.ts';
import { wishlistText } from '#src/content/wishlist.ts';
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
  useCartAnnouncements(noticeOfCart);
  useWishlistAnnouncements(noticeOfWishlist);
  return null;
}

function noticeOfCart(announcement: CartEmitted) {
  switch (announcement.type) {
    case 'cart.added': {
      const { name, requested, added, max } = announcement;
      const viewCart = { label: cartText.viewCart, onClick: openCartDrawer };
      notify(
        added === requested
          ? { type: 'success', title: cartText.added(name, added), action: viewCart }
          : { type: 'info', title: cartText.limitReached(name, max), action: viewCart },
      );
      break;
    }
    case 'cart.linesDropped':
      untilClosed(cartText.linesDropped(announcement.count));
      break;
    case 'cart.soldOut':
      untilClosed(cartText.soldOut(announcement.names));
      break;
    case 'cart.quantitiesLowered':
      untilClosed(cartText.quantitiesLowered(announcement.lines));
      break;
    case 'cart.unreadableDropped':
      untilClosed(cartText.unreadableDropped);
      break;
    case 'cart.cannotSave':
      untilClosed(cartText.cannotSave);
      break;
  }
}

function noticeOfWishlist(announcement: WishlistEmitted) {
  switch (announcement.type) {
    case 'wishlist.toggled':
      notify(
        announcement.saved
          ? { type: 'success', title: wishlistText.added(announcement.name) }
          : { type: 'info', title: wishlistText.removed(announcement.name) },
      );
      break;
    case 'wishlist.itemsDropped':
      untilClosed(wishlistText.itemsDropped(announcement.count));
      break;
    case 'wishlist.unreadableDropped':
      untilClosed(wishlistText.unreadableDropped);
      break;
    case 'wishlist.cannotSave':
      untilClosed(wishlistText.cannotSave);
      break;
  }
}
