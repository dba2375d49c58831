import type { Order } from '#shop-api/orders.ts';
import { orderPageText, orderText } from '#src/content/orders.ts';
import { shop, type Store } from '#src/content/shop.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { shopperMessage } from '#src/services/shopper-message.ts';

// The shop's own time zone: an order's times read the same wherever it is opened (or printed).
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The store a pickup order is collected from. */
export const storeOf = (id: string): Store | undefined =>
  shop.stores.find((candidate) => candidate.id === id);

/** How the order comes, in one sentence. */
export function howItComes(order: Pick<Order, 'fulfilment'>): string {
  const { fulfilment } = order;
  if (fulfilment.type === 'pickup') {
    return orderText.pickupAt(storeOf(fulfilment.store)?.name ?? fulfilment.store);
  }
  const { line1, line2, city, postcode } = fulfilment.address;
  return orderText.deliveryTo([line1, line2, `${city} ${postcode}`].filter(Boolean).join(', '));
}

/**
 * What to tell the shopper about a failed call to the shop's server: no connection, the
 * server's own reason, or that it cannot answer now.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ShopApiError && error.code === 'offline') return orderPageText.offline;
  return shopperMessage(error) ?? orderPageText.unavailable;
}
