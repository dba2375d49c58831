import { requestStockAlert, restock } from '#server/shop/stock-alerts.ts';
import { readStock } from '#server/shop/stock.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

/** Live stock, back-in-stock alerts (docs/decisions/0029-back-in-stock-alerts.md) and restocks. */
export const stockRoutes = ({
  db,
  queued,
  clock,
}: ResourceContext): Handlers<'stock' | 'requestStockAlert' | 'restock'> => ({
  stock: async ({ c, query }) => {
    const levels = await readStock(db, query.ids, clock());
    // Cheap to serve and fine a few seconds old: shared caches may keep it briefly.
    c.header('Cache-Control', 'public, max-age=5');
    return c.json({ products: levels });
  },
  requestStockAlert: async ({ c, body }) => {
    const { created } = await requestStockAlert(db, body);
    return c.json({ created }, created ? 201 : 200);
  },
  restock: async ({ c, params, body }) => {
    const receipt = await restock(db, params.id, body.quantity);
    if (receipt.notified > 0) queued();
    return c.json(receipt);
  },
});
