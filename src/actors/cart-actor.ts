import { createActorContext } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { cartMachine, type CartEvent, type CartProduct } from '#machines/cart/cart.machine.ts';
import type { Product } from '#src/services/catalog/product.ts';
import { cartStore } from '#src/services/storage/cart-store.ts';

/** The app-wide cart actor; components read it with `CartActor.useSelector(selectX)`. */
export const CartActor = createActorContext(cartMachine);

/** What the cart keeps of a catalog product. */
export const toCartProduct = (product: Product): CartProduct => ({
  id: product.id,
  name: product.name,
  imageUrl: product.imageUrl,
  imageAlt: product.imageAlt,
  priceCents: product.priceCents,
  stockCount: product.stockCount,
});

/** The cart machine wired to the catalog and to localStorage (shared with the shopper's other tabs). */
export const appCartLogic = cartMachine.provide({
  actors: {
    loadProducts: fromPromise(async ({ input }) => {
      const { findProducts } = await import('#src/services/catalog/find-products.ts');
      return (await findProducts(input.ids)).found.map(toCartProduct);
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
