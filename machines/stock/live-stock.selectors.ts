import type { SnapshotFrom } from 'xstate';
import type { liveStockMachine } from './live-stock.machine.ts';

type LiveStockSnapshot = SnapshotFrom<typeof liveStockMachine>;

/** The server's count of `productId`; undefined until it answered, or when it cannot. */
export const selectLiveStock = (productId: string) => (snapshot: LiveStockSnapshot) =>
  snapshot.context.levels[productId]?.stock;

/**
 * The server's price of `productId`, or `built` (the page's) until it answered or when it
 * cannot: the same number whenever they agree, so the page draws again only for a change.
 */
export const selectLivePrice =
  (productId: string, built: number) => (snapshot: LiveStockSnapshot) =>
    snapshot.context.levels[productId]?.priceCents ?? built;

/**
 * The sale the server says gives `productId`'s price: its title and end, null for none,
 * undefined until it answered or when it cannot. The same object for the same answer.
 */
export const selectLiveSale = (productId: string) => (snapshot: LiveStockSnapshot) => {
  const level = snapshot.context.levels[productId];
  return level && (level.sale ?? null);
};
