import { requestStockAlert, restock } from '#server/shop/stock-alerts.ts';
import { readStock } from '#server/shop/stock.ts';
import { productStock, readAvailability, transferUnits } from '#server/shop/locations.ts';
import { storePickups } from '#server/shop/orders.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

/**
 * Live stock, where each product is (decision 0043), back-in-stock alerts
 * (docs/decisions/0029-back-in-stock-alerts.md), and the staff's restocks, transfers and pickups.
 */
export const stockRoutes = ({
  db,
  queued,
  clock,
}: ResourceContext): Handlers<
  | 'stock'
  | 'availability'
  | 'requestStockAlert'
  | 'restock'
  | 'productStock'
  | 'transfer'
  | 'storePickups'
> => ({
  stock: async ({ c, query }) => {
    const levels = await readStock(db, query.ids, clock());
    // Cheap to serve and fine a few seconds old: shared caches may keep it briefly.
    c.header('Cache-Control', 'public, max-age=5');
    return c.json({ products: levels });
  },
  availability: async ({ c, query }) => {
    const products = await readAvailability(db, query.ids);
    c.header('Cache-Control', 'public, max-age=5');
    return c.json({ products });
  },
  requestStockAlert: async ({ c, body }) => {
    const { created } = await requestStockAlert(db, body);
    return c.json({ created }, created ? 201 : 200);
  },
  restock: async ({ c, params, body }) => {
    const receipt = await restock(db, params.id, body);
    if (receipt.notified > 0) queued();
    return c.json(receipt);
  },
  productStock: async ({ c, params }) => c.json(await productStock(db, params.id)),
  transfer: async ({ c, caller, body }) => {
    const stock = await transferUnits(db, body, caller.uid);
    queued();
    return c.json(stock);
  },
  storePickups: async ({ c, query }) =>
    c.json({ pickups: await storePickups(db, query.store, clock()) }),
});
