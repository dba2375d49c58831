import type { Order, OrderStatus } from '#shop-api/orders.ts';
import {
  cancelOrderRoute,
  changeOrderStatusRoute,
  getOrderRoute,
  listOrdersRoute,
  openOrderRoute,
  staffOrdersRoute,
  trackOrderRoute,
} from '#shop-api/orders.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute, orNotFound, ShopApiError } from '#src/services/shop-api/api-client.ts';

/**
 * Orders at the shop's server: the calls the order pages, 'Your orders', the tracking form and
 * the staff's orders reach by `useOrdersServer()`; a test puts fakes in their place
 * (`renderApp(ui, { servers: { orders } })`).
 */
export const ordersServer = {
  /** Where an order stands, by its number and e-mail; null when none matches both. */
  trackOrder: (query: { number: string; email: string }) =>
    orNotFound(callRoute(trackOrderRoute, { body: query })),

  /**
   * The whole order, by the key of the link the shop e-mailed; null when the key does not open it.
   */
  openOrder: (query: { number: string; key: string }) =>
    orNotFound(callRoute(openOrderRoute, { body: query })),

  /** The signed-in shopper's orders, newest first. */
  listMyOrders: async () => (await callRoute(listOrdersRoute, {})).orders,

  /**
   * The order `number` for the signed-in shopper who placed it, or staff; null when no one is
   * signed in or the account may not see it (the server says neither whether it exists).
   */
  getMyOrder: async (number: string): Promise<Order | null> => {
    try {
      return await callRoute(getOrderRoute, { params: { number } });
    } catch (error) {
      const noAccess =
        error instanceof ShopApiError &&
        (error.code === 'not-found' || error.code === 'unauthenticated');
      if (noAccess) return null;
      throw error;
    }
  },

  /** Cancels the signed-in shopper's order while the shop has not confirmed it: the order after. */
  cancelOrder: (number: string) => callRoute(cancelOrderRoute, { params: { number } }),

  /** Every order for the shop's staff, newest first, or those in `status`. */
  listStaffOrders: async (status?: OrderStatus) =>
    (await callRoute(staffOrdersRoute, { query: status ? { status } : {} })).orders,

  /** Staff move an order to one of its next states: the order after. */
  changeOrderStatus: (number: string, status: OrderStatus) =>
    callRoute(changeOrderStatusRoute, { params: { number }, body: { status } }),
};

export type OrdersServer = typeof ordersServer;
export const { Context: OrdersServerContext, useServer: useOrdersServer } =
  serverContext(ordersServer);
