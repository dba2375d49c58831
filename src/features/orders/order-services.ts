import { createContext, useContext } from 'react';
import {
  cancelOrder,
  changeOrderStatus,
  getMyOrder,
  listMyOrders,
  listStaffOrders,
  openOrder,
  trackOrder,
} from '#src/features/orders/server.ts';

const shopServer = {
  getMyOrder,
  openOrder,
  trackOrder,
  cancelOrder,
  listMyOrders,
  listStaffOrders,
  changeOrderStatus,
};

/** How the order pages reach the shop's server: its API, or a test's fakes. */
export type OrderServices = typeof shopServer;

export const OrderServicesContext = createContext<OrderServices>(shopServer);

export const useOrderServices = () => useContext(OrderServicesContext);
