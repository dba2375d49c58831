import { useActorRef } from '@xstate/react';
import { useContext, useState } from 'react';
import { fromPromise } from 'xstate';
import { liveStockMachine } from '#machines/stock/live-stock.machine.ts';
import { inspect } from './inspect.ts';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';
import { LiveStockContext, readServerStock } from './live-stock-context.ts';

/** The `liveStock` machine, reading the server's stock and prices with `read`. */
export const liveStockReadWith = (read: ReadLiveStock) =>
  liveStockMachine.provide({
    actors: { readStock: fromPromise(({ input }) => read(input.productIds)) },
  });

/**
 * The stock and price of `productId` as the shop's server has them now, read once after the page
 * loads; read them with `selectLiveStock` and `selectLivePrice` (the build's stand until the
 * server answered, and when it cannot).
 */
export function useLiveStock(productId: string) {
  const read = useContext(LiveStockContext) ?? readServerStock;
  const [logic] = useState(() => liveStockReadWith(read));
  return useActorRef(logic, {
    input: { productIds: [productId] },
    inspect,
    systemId: 'liveStock',
  });
}

export type LiveStockRef = ReturnType<typeof useLiveStock>;
