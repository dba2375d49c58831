import type { Order } from '#shop-api/orders.ts';
import { callApi, ShopApiError } from './api-client.ts';

/** A guest's order by its number and e-mail; null when none matches both. */
export async function trackOrder(query: { number: string; email: string }): Promise<Order | null> {
  try {
    return await callApi<Order>('/orders/track', { body: query });
  } catch (error) {
    if (error instanceof ShopApiError && error.code === 'not-found') return null;
    throw error;
  }
}
