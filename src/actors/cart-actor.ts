import { createActorContext } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { cartMachine, type CartEvent, type CartProduct } from '#machines/cart/cart.machine.ts';
import type { Product } from '#catalog/product.ts';
import { cartStore } from '#src/services/storage/cart-store.ts';

/**
 * The app-wide cart actor. The app provides it; components and pages read and drive it through
 * `useCart()` (`use-cart.ts`), never directly.
 */
export const CartActor = createActorContext(cartMachine);

/**
 * What the cart keeps of a product: its terms, and its stock as the server counts it when that
 * is known (`stockCount`), else as the product came (the server's, for a kept line).
 */
export const toCartProduct = (
  product: Product,
  stockCount: number = product.stockCount,
): CartProduct => ({
  id: product.id,
  name: product.name,
  imageUrl: product.imageUrl,
  imageAlt: product.imageAlt,
  priceCents: product.priceCents,
  stockCount,
});

/**
 * The cart machine wired to the shop's server and to localStorage (shared with the shopper's
 * other tabs). Kept lines are priced with the products the server answers for their ids, with
 * its stock now (`findProducts`); the server prices the order again when it is placed.
 */
export const appCartLogic = () =>
  cartMachine.provide({
    actors: {
      loadProducts: fromPromise(async ({ input }) => {
        const { findProducts } = await import('#src/services/catalog/find-products.ts');
        return (await findProducts(input.ids)).found.map((product) => toCartProduct(product));
      }),
      watchStorage: fromCallback<CartEvent>(({ sendBack }) =>
        cartStore.watch((lines) => sendBack({ type: 'cart.storageChanged', lines })),
      ),
    },
    actions: {
      saveLines: ({ self }, { lines }) => {
        if (!cartStore.write(lines)) self.send({ type: 'cart.saveFailed' });
      },
    },
  });
