import type { Order, OrderProgress } from '#shop-api/orders.ts';
import { orderText } from '#src/features/orders/text.ts';
import { shop, type Store } from '#src/content/shop.ts';

/** The store a pickup order is collected from. */
export const storeOf = (id: string): Store | undefined =>
  shop.stores.find((candidate) => candidate.id === id);

/** How the order comes, in one sentence: to its address when the order at hand names it. */
export function howItComes(order: Pick<Order | OrderProgress, 'fulfilment'>): string {
  const { fulfilment } = order;
  if (fulfilment.type === 'pickup') {
    return orderText.pickupAt(storeOf(fulfilment.store)?.name ?? fulfilment.store);
  }
  if (!('address' in fulfilment)) return orderText.deliveryToAddressGiven;
  const { line1, line2, city, postcode } = fulfilment.address;
  return orderText.deliveryTo([line1, line2, `${city} ${postcode}`].filter(Boolean).join(', '));
}
