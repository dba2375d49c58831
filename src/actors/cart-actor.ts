import { createActorContext } from '@xstate/react';
import { createContext } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { cartMachine, type CartEvent, type CartProduct } from '#machines/cart/cart.machine.ts';
import type { Product } from '#catalog/product.ts';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';
import { cartStore } from '#src/services/storage/cart-store.ts';

/**
 * How the cart and the product page read live stock when not from the shop's server
 * (`readLiveStock`): tests give their own counts. Unset in the app, so its first chunk holds no
 * client for the server.
 */
export const LiveStockContext = createContext<ReadLiveStock | undefined>(undefined);

/**
 * The app-wide cart actor. The app provides it; components and pages read and drive it through
 * `useCart()` (`use-cart.ts`), never directly.
 */
export const CartActor = createActorContext(cartMachine);

/**
 * What the cart keeps of a catalog product: its terms, and its stock as the server counts it
 * when that is known (`stockCount`), else as the catalog was built.
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
 * The server's counts, its client (and the contract's schemas it checks answers with) loaded on
 * demand, like the catalog: no page's first view carries them.
 */
export const readServerStock: ReadLiveStock = async (ids) =>
  (await import('#src/services/shop-api/stock.ts')).readLiveStock(ids);

/** The server's counts of `ids`; none when it cannot be reached (the build's counts stand). */
const liveCounts = (readStock: ReadLiveStock = readServerStock, ids: string[]) =>
  readStock(ids).catch(() => []);

/**
 * The cart machine wired to the catalog, to the server's live stock (`readStock` when not the server's) and to
 * localStorage (shared with the shopper's other tabs). Lines are priced from the catalog, as the
 * pages show them; the server prices the order again when it is placed.
 */
export const appCartLogic = (readStock?: ReadLiveStock) =>
  cartMachine.provide({
    actors: {
      loadProducts: fromPromise(async ({ input }) => {
        const [{ findProducts }, levels] = await Promise.all([
          import('#src/services/catalog/find-products.ts'),
          liveCounts(readStock, input.ids),
        ]);
        const live = new Map(levels.map((level) => [level.productId, level.stock]));
        return (await findProducts(input.ids)).found.map((product) =>
          toCartProduct(product, live.get(product.id)),
        );
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
