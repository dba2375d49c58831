import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  orderListMachine,
  type ListedOrder,
  type PendingChange,
} from '#machines/orders/order-list.machine.ts';
import type { Order, OrderStatus } from '#shop-api/orders.ts';
import { inspect } from '#src/actors/inspect.ts';

interface OrderListServices<Row> {
  load: (filter: OrderStatus | null) => Promise<Row[]>;
  change: (change: { number: string; status: OrderStatus }) => Promise<Order>;
}

/**
 * A list of orders on the orderList machine: what `load` lists, one confirmed `change` at a
 * time; `systemId` names it in `?inspect` ('yourOrders', 'staffOrders').
 */
export function useOrderList<Row extends { number: string; status: OrderStatus }>(
  services: OrderListServices<Row>,
  systemId: string,
) {
  const [logic] = useState(() =>
    orderListMachine.provide({
      actors: {
        loadOrders: fromPromise<ListedOrder[], { filter: string | null }>(({ input }) =>
          services.load(input.filter as OrderStatus | null),
        ),
        changeOrder: fromPromise<ListedOrder, PendingChange>(({ input }) =>
          services.change(input as { number: string; status: OrderStatus }),
        ),
      },
    }),
  );
  return useMachine(logic, { input: {}, inspect, systemId });
}
