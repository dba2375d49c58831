import type {
  Order,
  OrderProgress,
  OrderStatus,
  OrderSummary,
  StaffOrderSummary,
} from '#shop-api/orders.ts';
import { apiText } from './api-text.ts';
import { readIdToken } from '#src/services/firebase/index.ts';
import { callApi, ShopApiError } from './api-client.ts';

/** `answer`, or null when the server says there is no such order (for this caller). */
async function orNotFound<Answer>(answer: Promise<Answer>): Promise<Answer | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ShopApiError && error.code === 'not-found') return null;
    throw error;
  }
}

/** Where an order stands, by its number and e-mail; null when none matches both. */
export const trackOrder = (query: { number: string; email: string }) =>
  orNotFound(callApi<OrderProgress>('/orders/track', { body: query }));

/** The whole order, by the key of the link the shop e-mailed; null when the key does not open it. */
export const openOrder = (query: { number: string; key: string }) =>
  orNotFound(callApi<Order>('/orders/open', { body: query }));

/** The ID token of the signed-in account; a `ShopApiError` ('unauthenticated') when signed out. */
export async function idToken(): Promise<string> {
  const token = await readIdToken().catch(() => {
    throw new ShopApiError(apiText.unreachable, 'offline', 0);
  });
  if (!token) throw new ShopApiError(apiText.signedOut, 'unauthenticated', 401);
  return token;
}

/**
 * For what guests may read too (reviews, questions): the signed-in shopper's token as `callApi`
 * takes it, or nothing for a guest or a session that cannot be read.
 */
export async function idTokenIfSignedIn(): Promise<{ idToken?: string }> {
  const token = await readIdToken().catch(() => undefined);
  return token ? { idToken: token } : {};
}

const orderPath = (number: string) => `/orders/${encodeURIComponent(number)}`;

/** The signed-in shopper's orders, newest first. */
export async function listMyOrders(): Promise<OrderSummary[]> {
  const { orders } = await callApi<{ orders: OrderSummary[] }>('/orders', {
    idToken: await idToken(),
  });
  return orders;
}

/**
 * The order `number` for the signed-in shopper who placed it, or staff; null when no one is signed
 * in or the account may not see it (the server says neither whether it exists).
 */
export async function getMyOrder(number: string): Promise<Order | null> {
  try {
    return await callApi<Order>(orderPath(number), { idToken: await idToken() });
  } catch (error) {
    const noAccess =
      error instanceof ShopApiError &&
      (error.code === 'not-found' || error.code === 'unauthenticated');
    if (noAccess) return null;
    throw error;
  }
}

/** Cancels the signed-in shopper's order while the shop has not confirmed it: the order after. */
export async function cancelOrder(number: string): Promise<Order> {
  return callApi<Order>(`${orderPath(number)}/cancel`, {
    method: 'POST',
    idToken: await idToken(),
  });
}

/** Every order for the shop's staff, newest first, or those in `status`. */
export async function listStaffOrders(status?: OrderStatus): Promise<StaffOrderSummary[]> {
  const query = status ? `?${new URLSearchParams({ status })}` : '';
  const { orders } = await callApi<{ orders: StaffOrderSummary[] }>(`/staff/orders${query}`, {
    idToken: await idToken(),
  });
  return orders;
}

/** Staff move an order to one of its next states: the order after. */
export async function changeOrderStatus(number: string, status: OrderStatus): Promise<Order> {
  return callApi<Order>(`${orderPath(number)}/status`, {
    body: { status },
    idToken: await idToken(),
  });
}
