import { createContext } from 'react';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';

/**
 * How the product page reads live stock when not from the shop's server (`readLiveStock`): tests
 * give their own counts. Unset in the app, so its first chunk holds no client for the server.
 */
export const LiveStockContext = createContext<ReadLiveStock | undefined>(undefined);

/**
 * The server's counts, its client (and the contract's schemas it checks answers with) loaded on
 * demand: no page's first view carries them.
 */
export const readServerStock: ReadLiveStock = async (ids) =>
  (await import('#src/services/shop-api/stock.ts')).readLiveStock(ids);
