import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CartEmitted, cartMachine } from '#machines/cart/cart.machine.ts';
import type { Product } from '#catalog/product.ts';
import { CartActor, toCartProduct } from './cart-actor.ts';
import { useAnnouncements, usePicks, type NamedApart, type Picks } from './app-actor-hooks.ts';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** What drives the cart, each function named for the event it sends (`add` sends `cart.add`...). */
const cartFunctions = (cart: ActorRefFrom<typeof cartMachine>) => ({
  /**
   * Adds `quantity` of a catalog product, within the line's limit; `stockCount` is the server's
   * live count when the page has it (else the catalog's). `cart.added` says how many fitted.
   */
  add: (product: Product, quantity: number, stockCount?: number) =>
    cart.send({ type: 'cart.add', product: toCartProduct(product, stockCount), quantity }),
  increment: (productId: string) => cart.send({ type: 'cart.increment', productId }),
  decrement: (productId: string) => cart.send({ type: 'cart.decrement', productId }),
  /** The quantity the shopper typed, kept within the line's limit. */
  setQuantity: (productId: string, quantity: number) =>
    cart.send({ type: 'cart.setQuantity', productId, quantity }),
  remove: (productId: string) => cart.send({ type: 'cart.remove', productId }),
  clear: () => cart.send({ type: 'cart.clear' }),
  /** Prices the lines again after the catalog could not be reached. */
  retry: () => cart.send({ type: 'cart.retry' }),
});
type CartFunctions = ReturnType<typeof cartFunctions>;

/**
 * The cart for components and pages: the functions that drive it (`add`, `increment`,
 * `decrement`, `setQuantity`, `remove`, `clear`, `retry`, named for the machine's events), and the
 * values `picks` names, each read by its selector (`machines/cart/cart.selectors.ts`, or the
 * component's own):
 *
 *     const { count } = useCart({ count: selectItemCount });
 *     const { add } = useCart();
 *
 * The picked values are read in one subscription and compared one by one (`shallowEqual`), so
 * the component draws again only when one of them changes; with no picks, never on the cart's
 * account (a product card's Add to Cart does not redraw when another product is added). The
 * only way the UI reads or drives the app-wide cart actor.
 */
export function useCart<Names extends Picks<CartSnapshot> = Record<never, never>>(
  picks?: NamedApart<Names, CartFunctions>,
) {
  return usePicks(CartActor, picks, cartFunctions);
}

/**
 * Calls `listener` with each thing the cart announces (what was added, lines dropped or lowered,
 * a cart that cannot be saved) while the calling component is mounted. Keep `listener` the same
 * function from render to render (define it outside the component), or it is subscribed again
 * each time.
 */
export function useCartAnnouncements(listener: (announcement: CartEmitted) => void) {
  useAnnouncements(CartActor.useActorRef(), listener);
}
