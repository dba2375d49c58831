import type { Order, OrderStatus, OrderSummary } from '#shop-api/orders.ts';

/** A pickup order of two iPad minis at the Riverside store, in `status`. */
export function anOrder(number = 'VB-204817', status: OrderStatus = 'placed'): Order {
  return {
    number,
    status,
    placedAt: '2026-10-03T04:00:00.000Z',
    contact: { name: 'Ada', email: 'ada@voltbay.example', phone: '+880 1700 000000' },
    fulfilment: { type: 'pickup', store: 'riverside', payment: 'pay-at-store' },
    lines: [
      {
        productId: 'vb-0003',
        name: 'iPad mini',
        unitPriceCents: 49900,
        quantity: 2,
        lineTotalCents: 99800,
        discountCents: 0,
      },
    ],
    subtotalCents: 99800,
    discountCents: 0,
    deliveryCents: 0,
    totalCents: 99800,
    events: [{ status: 'placed', at: '2026-10-03T04:00:00.000Z', by: 'shopper' }],
  };
}

export const summaryOf = ({ number, status, placedAt, totalCents }: Order): OrderSummary => ({
  number,
  status,
  placedAt,
  totalCents,
});
