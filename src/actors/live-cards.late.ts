import { createActor } from 'xstate';
import { withLivePrice } from '#catalog/live-price.ts';
import type { Product } from '#catalog/product.ts';
import type { LiveStockLevel } from '#machines/stock/live-stock.machine.ts';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';
import { inspect } from './inspect.ts';
import { liveStockReadWith } from './live-stock.ts';

// The cards' live prices and stock, loaded once the cards run (`useLiveCards`).

/** A product as its card shows it, and whether its stock is the server's, read just now. */
export interface LiveCard {
  product: Product;
  stockIsLive: boolean;
}

/**
 * Asks the shop's server once, with `read`, for the price and stock of `products` (the
 * `liveStock` machine, one call for them all) and gives `onLive` their cards as it sells them
 * now; never when it cannot answer. Gives back what stops the asking (the cards went away).
 */
export function readLiveCards(
  products: readonly Product[],
  read: ReadLiveStock,
  onLive: (cards: LiveCard[]) => void,
): () => void {
  const actor = createActor(liveStockReadWith(read), {
    input: { productIds: products.map(({ id }) => id) },
    inspect,
  });
  actor.subscribe((snapshot) => {
    if (!snapshot.matches('live')) return;
    onLive(products.map((product) => liveCard(product, snapshot.context.levels[product.id])));
  });
  actor.start();
  return () => actor.stop();
}

/** `product` at the server's price and count; the build's when the server left it out. */
function liveCard(product: Product, level: LiveStockLevel | undefined): LiveCard {
  if (!level) return { product, stockIsLive: false };
  const priced = withLivePrice(product, level.priceCents, level.sale ?? null);
  return {
    product: { ...priced, inStock: level.stock > 0, stockCount: level.stock },
    stockIsLive: true,
  };
}
