import type { Order, OrderStatus } from '#shop-api/orders.ts';
import { useRowList } from '#src/actors/use-row-list.ts';

/** A change of one order's state, asked about in a dialog first: the order's number, its state. */
export interface OrderChange {
  rowId: string;
  status: OrderStatus;
}

interface OrderListServices<Row> {
  load: (filter: OrderStatus | null) => Promise<Row[]>;
  change: (change: { number: string; status: OrderStatus }) => Promise<Order>;
}

/**
 * A list of orders on the rowList machine: what `load` lists (each row keyed by its order's
 * number), one `change` at a time, asked about first (`request`, then `confirm` or `dismiss`);
 * `systemId` names it in `?inspect` ('yourOrders', 'staffOrders').
 */
export function useOrderList<Row extends { number: string; status: OrderStatus }>(
  services: OrderListServices<Row>,
  systemId: string,
) {
  return useRowList<Row & { id: string }, OrderChange, OrderStatus | null>({
    systemId,
    filter: null,
    load: async (filter) =>
      (await services.load(filter)).map((order) => ({ ...order, id: order.number })),
    // The row keeps what the list said of the order (a summary); its state is the server's answer.
    act: async ({ status }, order) => {
      const changed = await services.change({ number: order.number, status });
      return { ...order, status: changed.status };
    },
  });
}
