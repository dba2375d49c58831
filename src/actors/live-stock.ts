import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useState } from 'react';
import { fromPromise } from 'xstate';
import { liveStockMachine } from '#machines/stock/live-stock.machine.ts';
import { selectLiveStock } from '#machines/stock/live-stock.selectors.ts';
import { inspect } from './inspect.ts';
import { LiveStockContext, readServerStock } from './live-stock-context.ts';

/**
 * The stock of `productId` as the shop's server counts it now, read once after the page loads;
 * undefined until the server answered, and when it cannot (the build's count stands).
 */
export function useLiveStock(productId: string): number | undefined {
  const read = useContext(LiveStockContext) ?? readServerStock;
  const [logic] = useState(() =>
    liveStockMachine.provide({
      actors: { readStock: fromPromise(({ input }) => read(input.productIds)) },
    }),
  );
  const actor = useActorRef(logic, {
    input: { productIds: [productId] },
    inspect,
    systemId: 'liveStock',
  });
  return useSelector(actor, selectLiveStock(productId));
}
