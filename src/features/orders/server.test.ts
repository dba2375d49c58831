import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '#src/testing/id-token.ts';
import { authorizationOf, serverAnswers } from '#src/testing/server-answer.ts';
import { anOrder } from '#src/testing/orders.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { ordersServer } from './server.ts';

const { cancelOrder, changeOrderStatus, getMyOrder, listMyOrders, listStaffOrders } = ordersServer;

vi.mock(
  '#src/services/firebase/index.ts',
  async () => (await import('#src/testing/id-token.ts')).firebaseDoor,
);

describe("the browser's order services", () => {
  beforeEach(() => {
    signedInAs('token-of-ada');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("send the signed-in account's ID token with each call", async () => {
    const fetch = serverAnswers(200, { orders: [] });
    await expect(listMyOrders()).resolves.toEqual([]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/orders');
    expect(authorizationOf(fetch)).toBe('Bearer token-of-ada');
  });

  it('ask the staff list by state, and post a change of state', async () => {
    const list = serverAnswers(200, { orders: [] });
    await listStaffOrders('shipped');
    expect(list.mock.calls[0]?.[0]).toBe('/api/staff/orders?status=shipped');
    const change = serverAnswers(200, anOrder('VB-123456', 'delivered'));
    await changeOrderStatus('VB-123456', 'delivered');
    expect(change.mock.calls[0]?.[0]).toBe('/api/orders/VB-123456/status');
    expect(change.mock.calls[0]?.[1]?.body).toBe('{"status":"delivered"}');
    const cancel = serverAnswers(200, anOrder('VB-123456', 'cancelled'));
    await cancelOrder('VB-123456');
    expect(cancel.mock.calls[0]?.[0]).toBe('/api/orders/VB-123456/cancel');
    expect(cancel.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it("answer null for an order the account may not see, as for one that doesn't exist", async () => {
    serverAnswers(404, { error: { code: 'not-found', message: 'No order found.' } });
    await expect(getMyOrder('VB-123456')).resolves.toBeNull();
  });

  it('answer null without asking the server when no one is signed in', async () => {
    signedInAs(undefined);
    const fetch = serverAnswers(200, {});
    await expect(getMyOrder('VB-123456')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    await expect(listMyOrders()).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('reject with the reason when the server cannot answer', async () => {
    serverAnswers(503, { error: { code: 'unavailable', message: 'Try again in a minute.' } });
    const error: unknown = await getMyOrder('VB-123456').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ code: 'unavailable', status: 503 });
  });
});
