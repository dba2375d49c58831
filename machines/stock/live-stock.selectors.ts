import type { SnapshotFrom } from 'xstate';
import type { liveStockMachine } from './live-stock.machine.ts';

type LiveStockSnapshot = SnapshotFrom<typeof liveStockMachine>;

/** The server's count of `productId`; undefined until it answered, or when it cannot. */
export const selectLiveStock = (productId: string) => (snapshot: LiveStockSnapshot) =>
  snapshot.context.levels[productId];
