import { useContext, useEffect, useMemo, useState } from 'react';
import type { Product } from '#catalog/product.ts';
import type { LiveCard } from './live-cards.late.ts';
import { LiveStockContext, readServerStock } from './live-stock-context.ts';

const doNothing = () => {};

interface LiveCards {
  /** The products the server answered for: the same array, so an answer for others is dropped. */
  of: readonly Product[];
  cards: readonly LiveCard[];
}

/**
 * The cards of `products` (a grid's or a slider's, one array for as long as they are shown) at
 * the price and stock the shop's server gives them now: the build's in the prerendered HTML,
 * then, asked once the cards run, the server's (a sale that started or ended since the build,
 * staff's changes, the counts). When the server cannot answer, the build's stand, silently.
 */
export function useLiveCards(products: readonly Product[]): readonly LiveCard[] {
  const read = useContext(LiveStockContext) ?? readServerStock;
  const [live, setLive] = useState<LiveCards>();
  useEffect(() => {
    let shown = true;
    let stopReading = () => {};
    // Its code loaded only now: no page's first view carries the machine. Without it (offline)
    // the build's figures stand.
    import('./live-cards.late.ts').then(({ readLiveCards }) => {
      if (!shown) return;
      stopReading = readLiveCards(products, read, (cards) => setLive({ of: products, cards }));
    }, doNothing);
    return () => {
      shown = false;
      stopReading();
    };
  }, [products, read]);
  const built = useMemo(
    () => products.map((product) => ({ product, stockIsLive: false })),
    [products],
  );
  return live?.of === products ? live.cards : built;
}
