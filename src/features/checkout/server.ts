import type {
  CheckoutDelivery,
  CheckoutLine,
  CheckoutQuote,
  OrderAttempt,
  QuoteAttempt,
} from '#machines/checkout/checkout.machine.ts';
import type { PickupChoice } from '#shop-api/availability.ts';
import type { PlaceOrderRequest } from '#shop-api/orders.ts';
import type { StoreId } from '#shop-api/stores.ts';
import { placeOrderRoute, quoteRoute } from '#shop-api/orders.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

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
 * The checkout at the shop's server: the calls its steps reach by `useCheckoutServer()`; a test
 * puts fakes in their place (`renderApp(ui, { servers: { checkout } })`).
 */
export const checkoutServer = {
  /**
   * The server's price of the cart's lines, for delivery or pickup, with the promo code when one
   * is asked for (its cap on one shopper counted for the contact, and the account when signed in).
   */
  quoteCart: ({ lines, method, store, promoCode, contact }: QuoteAttempt): Promise<CheckoutQuote> =>
    callRoute(quoteRoute, {
      body: {
        lines,
        fulfilment: method,
        ...(method === 'pickup' && store && { store: store as StoreId }),
        ...(promoCode && { promoCode }),
        ...(contact.email && contact.phone && { contact }),
      },
    }),

  /**
   * Each store for pickup of `lines`, with the lines it lacks and the nearest store that has them
   * all, from the server's counts now. The module is fetched on first use: the checkout's first
   * view carries none of it.
   */
  pickupChoices: async (lines: CheckoutLine[]): Promise<PickupChoice[]> => {
    const { availabilityRoute, pickupChoices } = await import('#shop-api/availability.ts');
    const ids = lines.map((line) => line.productId).join(',');
    const { products } = await callRoute(availabilityRoute, { query: { ids } });
    return pickupChoices(lines, products);
  },

  /**
   * Places the order; the idempotency key makes a repeat (a retry, a reload) answer the same
   * order. Made by a signed-in shopper, it is theirs.
   */
  placeOrder: (attempt: OrderAttempt) =>
    callRoute(placeOrderRoute, {
      body: {
        lines: attempt.lines,
        contact: attempt.contact,
        fulfilment: fulfilmentOf(attempt.delivery),
        ...(attempt.promoCode && { promoCode: attempt.promoCode }),
      },
      headers: { 'Idempotency-Key': attempt.idempotencyKey },
    }),
};

export type CheckoutServer = typeof checkoutServer;
export const { Context: CheckoutServerContext, useServer: useCheckoutServer } =
  serverContext(checkoutServer);
