import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { WishlistEmitted, wishlistMachine } from '#machines/wishlist/wishlist.machine.ts';
import { useAnnouncements, usePicks, type NamedApart, type Picks } from './app-actor-hooks.ts';
import { WishlistActor } from './wishlist-actor.ts';

type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;

/** What drives the wishlist, each function named for the event it sends (`wishlist.toggle`...). */
const wishlistFunctions = (wishlist: ActorRefFrom<typeof wishlistMachine>) => ({
  /** The heart: saves the product or takes it out; `name` is for the notice of which. */
  toggle: (productId: string, name: string) =>
    wishlist.send({ type: 'wishlist.toggle', productId, name }),
  remove: (productId: string) => wishlist.send({ type: 'wishlist.remove', productId }),
});
type WishlistFunctions = ReturnType<typeof wishlistFunctions>;

/**
 * The wishlist for components and pages: the functions that drive it (`toggle`, `remove`, named
 * for the machine's events), and the values `picks` names, each read by its selector
 * (`machines/wishlist/wishlist.selectors.ts`, or the component's own):
 *
 *     const { count } = useWishlist({ count: selectSavedCount });
 *     const { remove } = useWishlist();
 *
 * As `useCart`: the picked values are read in one subscription and compared one by one
 * (`shallowEqual`), so the component draws again only when one of them changes (a card's heart
 * not when another product is saved). The only way the UI reads or drives the app-wide wishlist
 * actor.
 */
export function useWishlist<Names extends Picks<WishlistSnapshot> = Record<never, never>>(
  picks?: NamedApart<Names, WishlistFunctions>,
) {
  return usePicks(WishlistActor, picks, wishlistFunctions);
}

/**
 * Calls `listener` with each thing the wishlist announces (a product saved or taken out, products
 * dropped, a wishlist that cannot be saved) while the calling component is mounted. Keep
 * `listener` the same function from render to render (define it outside the component).
 */
export function useWishlistAnnouncements(listener: (announcement: WishlistEmitted) => void) {
  useAnnouncements(WishlistActor.useActorRef(), listener);
}
