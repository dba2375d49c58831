import type {
  CheckoutDelivery,
  CheckoutLine,
  CheckoutQuote,
  OrderAttempt,
} from '#machines/checkout/checkout.machine.ts';
import type { PlaceOrderRequest, StoreId } from '#shop-api/orders.ts';
import { placeOrderRoute, quoteRoute } from '#shop-api/orders.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

/** The server's price of the cart's lines, for delivery or pickup. */
export const quoteCart = (
  lines: CheckoutLine[],
  method: CheckoutDelivery['method'],
): Promise<CheckoutQuote> => callRoute(quoteRoute, { body: { lines, fulfilment: method } });

/** How the order is fulfilled and paid, as the API takes it: payment follows from the choice. */
function fulfilmentOf(delivery: CheckoutDelivery): PlaceOrderRequest['fulfilment'] {
  if (delivery.method === 'pickup') {
    return { type: 'pickup', store: delivery.store as StoreId, payment: 'pay-at-store' };
  }
  const { line1, line2, city, postcode } = delivery;
  return {
    type: 'delivery',
    address: { line1, ...(line2.trim() ? { line2 } : {}), city, postcode },
    payment: 'cash-on-delivery',
  };
}

/**
 * Places the order; the idempotency key makes a repeat (a retry, a reload) answer the same order.
 * Made by a signed-in shopper, it is theirs.
 */
export const placeOrder = (attempt: OrderAttempt) =>
  callRoute(placeOrderRoute, {
    body: {
      lines: attempt.lines,
      contact: attempt.contact,
      fulfilment: fulfilmentOf(attempt.delivery),
    },
    headers: { 'Idempotency-Key': attempt.idempotencyKey },
  });
