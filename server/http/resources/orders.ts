import * as v from 'valibot';
import {
  changeStatus,
  getOrder,
  listOrders,
  listStaffOrders,
  openOrder,
  placeOrder,
  quote,
  trackOrder,
} from '#server/shop/orders.ts';
import { check } from '../errors.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

const idempotencyKeySchema = v.pipe(
  v.string('An order needs an Idempotency-Key header'),
  v.regex(
    /^[A-Za-z0-9_-]{16,100}$/,
    'The Idempotency-Key header is 16 to 100 letters, digits, - or _',
  ),
);

/** Quotes, orders, their tracking and their states (docs/decisions/0018-checkout.md). */
export const orderRoutes = ({
  db,
  queued,
  clientOf,
  holdLimits,
  clock,
}: ResourceContext): Handlers<
  | 'quote'
  | 'placeOrder'
  | 'listOrders'
  | 'trackOrder'
  | 'openOrder'
  | 'getOrder'
  | 'cancelOrder'
  | 'changeOrderStatus'
  | 'staffOrders'
> => ({
  quote: async ({ c, caller, body }) => c.json(await quote(db, body, caller, clock())),
  placeOrder: async ({ c, caller, body }) => {
    const idempotencyKey = check(idempotencyKeySchema, c.req.header('idempotency-key'));
    const { order, replayed } = await placeOrder(
      db,
      body,
      idempotencyKey,
      caller,
      {
        client: clientOf(c),
        limits: holdLimits,
      },
      clock(),
    );
    if (!replayed) queued();
    return c.json(order, replayed ? 200 : 201);
  },
  listOrders: async ({ c, caller }) => c.json({ orders: await listOrders(db, caller) }),
  trackOrder: async ({ c, body }) => c.json(await trackOrder(db, body.number, body.email)),
  openOrder: async ({ c, body }) => c.json(await openOrder(db, body.number, body.key)),
  getOrder: async ({ c, caller, params }) => c.json(await getOrder(db, params.number, caller)),
  cancelOrder: async ({ c, caller, params }) =>
    c.json(await changeStatus(db, params.number, 'cancelled', caller)),
  changeOrderStatus: async ({ c, caller, params, body }) =>
    c.json(await changeStatus(db, params.number, body.status, caller)),
  staffOrders: async ({ c, query }) => c.json({ orders: await listStaffOrders(db, query.status) }),
});
