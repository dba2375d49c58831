import { formatCents } from './money.ts';
import type { Order, OrderProgress, OrderStatus, PricedLine } from './orders.ts';
import { storeOf, type Store } from './stores.ts';

// The words an order is told in wherever a shopper reads it: its page and tracking (the browser)
// and the e-mails each change sends (server/texts.ts). Kept once, here, so that the page's history
// and the e-mail about the same change say the same thing.

/** How an order comes, as its page, its tracking and its e-mails know it. */
type Comes = Pick<Order | OrderProgress, 'fulfilment'>;

/** The store a pickup order is collected from; none for a delivery. */
export const pickupStoreOf = ({ fulfilment }: Comes): Store | undefined =>
  fulfilment.type === 'pickup' ? storeOf(fulfilment.store) : undefined;

/** How an order's state reads to a shopper (`OrderStatus`). */
export const orderStatusText = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  'ready-for-pickup': 'Ready for pickup',
  shipped: 'On its way',
  collected: 'Collected',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;

/** An order's details, as its page and its e-mails write them. */
export const orderDetailsText = {
  status: 'Status',
  whatNext: 'What happens next',
  items: 'Items',
  /**
   * A line: its unit price when it holds more than one, the sale that priced it with the price
   * without it, and the promo code's share of the discount on it.
   */
  line: ({ quantity, name, unitPriceCents, lineTotalCents, sale, discountCents }: PricedLine) =>
    [
      `${quantity} × ${name}`,
      quantity > 1 ? `, ${formatCents(unitPriceCents)} each` : '',
      sale ? ` (${sale.title}: was ${formatCents(sale.regularPriceCents)})` : '',
      `: ${formatCents(lineTotalCents)}`,
      discountCents > 0 ? `, ${formatCents(discountCents)} off with the promo code` : '',
    ].join(''),
  subtotal: 'Subtotal',
  /** The promo code's row of the totals. */
  discount: (code: string) => `Promo code ${code}`,
  delivery: 'Delivery',
  /** The delivery charge: "Free" rather than $0.00. */
  deliveryCharge: (cents: number) => (cents === 0 ? 'Free' : formatCents(cents)),
  total: 'Total',
  deliveryTitle: 'Delivery address',
  pickupTitle: 'Pickup store',
  openingHours: 'Opening hours',
  storePhone: 'Phone',
  paymentTitle: 'Payment',
  payment: {
    'cash-on-delivery': 'Cash on delivery: you pay the courier when the order arrives.',
    'pay-at-store': 'You pay at the store when you collect the order.',
  },
  noCardOnline: 'No card is taken online: nothing has been charged.',
  pickupAt: (store: string) => `Pickup at our ${store} store; you pay at the store.`,
  deliveryTo: (address: string) => `Delivery to ${address}; you pay in cash on delivery.`,
  deliveryToAddressGiven:
    'Delivery to the address given with the order; you pay in cash on delivery.',
  /** What happens next, for each state and how the order comes. */
  next: (status: OrderStatus, order: Comes): string => {
    const store = pickupStoreOf(order)?.name ?? '';
    switch (status) {
      case 'placed':
        return 'We have your order and will check it shortly. Until we confirm it, it can still be cancelled: on its page, signed in to the account that placed it, or by calling us.';
      case 'confirmed':
        return order.fulfilment.type === 'pickup'
          ? `We are getting your order ready at our ${store} store. We will e-mail you when you can collect it.`
          : 'We are packing your order. We will e-mail you when it leaves us.';
      case 'ready-for-pickup':
        return `Your order is waiting for you at our ${store} store. Bring the order number; you pay when you collect it.`;
      case 'shipped':
        return 'Your order is on its way. Have the total ready in cash for the courier.';
      case 'collected':
        return 'You collected this order. Thank you for shopping with us.';
      case 'delivered':
        return 'This order was delivered. Thank you for shopping with us.';
      case 'cancelled':
        return 'This order is cancelled. Nothing is owed, and its items went back into stock.';
    }
  },
} as const;

/**
 * How the order comes, in one sentence: to its address only when the order at hand names it (its
 * e-mails are given where it stands alone: docs/decisions/0036-order-e-mails.md).
 */
export function howItComes(order: Comes): string {
  const { fulfilment } = order;
  if (fulfilment.type === 'pickup') {
    return orderDetailsText.pickupAt(storeOf(fulfilment.store)?.name ?? fulfilment.store);
  }
  if (!('address' in fulfilment)) return orderDetailsText.deliveryToAddressGiven;
  const { line1, line2, city, postcode } = fulfilment.address;
  return orderDetailsText.deliveryTo(
    [line1, line2, `${city} ${postcode}`].filter(Boolean).join(', '),
  );
}
