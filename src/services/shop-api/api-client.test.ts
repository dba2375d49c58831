import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactRoute } from '#shop-api/messages.ts';
import { getOrderRoute, listOrdersRoute, staffOrdersRoute } from '#shop-api/orders.ts';
import { questionsRoute } from '#shop-api/questions.ts';
import { saveReviewRoute } from '#shop-api/reviews.ts';
import { stockRoute } from '#shop-api/stock.ts';
import { requestStockAlertRoute } from '#shop-api/stock-alerts.ts';
import { idToken, sessionUnreadable, signedInAs } from '#src/testing/id-token.ts';
import { authorizationOf, serverAnswers } from '#src/testing/server-answer.ts';
import { apiText } from './api-text.ts';
import { callRoute, ShopApiError } from './api-client.ts';

// The server's side of these answers is proven in server/http/app.test.ts and end to end; here,
// what the browser sends for each route and what it makes of each kind of answer.

vi.mock(
  '#src/services/firebase/index.ts',
  async () => (await import('#src/testing/id-token.ts')).firebaseDoor,
);

async function rejection(promise: Promise<unknown>): Promise<ShopApiError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopApiError))
    throw new Error(`expected a ShopApiError, got ${String(error)}`);
  return error;
}

const aMessage = {
  name: 'Ada',
  email: 'ada@voltbay.example',
  subject: 'Hi',
  message: 'Hello there, shop',
};
const aReview = {
  id: 7,
  productId: 'vb-0001',
  author: 'Ada L.',
  stars: 5,
  title: 'Good',
  body: 'Very good',
  verifiedPurchase: true,
  helpfulCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
};

describe('callRoute', () => {
  beforeEach(() => {
    signedInAs('token-of-ada');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the checked JSON to /api, with no token on a route for anyone, and answers the JSON', async () => {
    const fetch = serverAnswers(201, { received: true });
    await expect(
      callRoute(contactRoute, { body: { ...aMessage, email: ' Ada@Voltbay.example ' } }),
    ).resolves.toEqual({ received: true });
    expect(fetch).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(aMessage),
    });
    expect(idToken.read).not.toHaveBeenCalled();
  });

  it('fills in the path, encoded, and the query, and sends the token a signed-in route needs', async () => {
    const fetch = serverAnswers(200, aReview);
    await callRoute(saveReviewRoute, {
      params: { productId: 'vb-0001' },
      body: { stars: 5, title: 'Good', body: 'Very good' },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/products/vb-0001/reviews/mine');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(authorizationOf(fetch)).toBe('Bearer token-of-ada');
    const list = serverAnswers(200, { orders: [] });
    await callRoute(staffOrdersRoute, { query: { status: 'shipped' } });
    expect(list.mock.calls[0]?.[0]).toBe('/api/staff/orders?status=shipped');
    const track = serverAnswers(404, { error: { code: 'not-found', message: 'No order found.' } });
    await rejection(callRoute(getOrderRoute, { params: { number: 'VB 1/2' } }));
    expect(track.mock.calls[0]?.[0]).toBe('/api/orders/VB%201%2F2');
  });

  it("does not send a body the route's schema refuses, and says why in the schema's words", async () => {
    const fetch = serverAnswers(200, aReview);
    const error = await rejection(
      callRoute(saveReviewRoute, {
        params: { productId: 'vb-0001' },
        body: { stars: 5, title: 'x'.repeat(121), body: 'Very good' },
      }),
    );
    expect(error).toMatchObject({
      code: 'bad-request',
      message: 'A title is at most 120 characters',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a signed-in route without asking the server when no one is signed in', async () => {
    signedInAs(undefined);
    const fetch = serverAnswers(200, { orders: [] });
    const error = await rejection(callRoute(listOrdersRoute, {}));
    expect(error).toMatchObject({ code: 'unauthenticated', message: apiText.signedOut });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads as a guest when the session cannot be read, but sends no write meant for the account as a guest's", async () => {
    sessionUnreadable();
    const page = {
      productId: 'vb-0001',
      questionCount: 0,
      page: 1,
      pageCount: 0,
      questions: [],
      viewer: null,
    };
    const fetch = serverAnswers(200, page);
    await expect(
      callRoute(questionsRoute, { params: { productId: 'vb-0001' }, query: { page: '1' } }),
    ).resolves.toEqual(page);
    expect(authorizationOf(fetch)).toBeNull();
    const alert = serverAnswers(201, { created: true });
    const error = await rejection(
      callRoute(requestStockAlertRoute, {
        body: { productId: 'vb-0001', email: 'ada@voltbay.example' },
      }),
    );
    expect(error).toMatchObject({ code: 'offline', message: apiText.unreachable });
    expect(alert).not.toHaveBeenCalled();
  });

  it('says the page cannot read an answer of another shape, naming the route and the field', async () => {
    serverAnswers(200, { ...aReview, stars: 'five' });
    const error = await rejection(
      callRoute(saveReviewRoute, {
        params: { productId: 'vb-0001' },
        body: { stars: 5, title: 'Good', body: 'Very good' },
      }),
    );
    expect(error).toMatchObject({ code: 'unreadable-answer', message: apiText.unreadable });
    expect(String((error.cause as Error).message)).toContain(
      'PUT /products/:productId/reviews/mine: stars',
    );
  });

  it("rejects with the server's code, message and lines", async () => {
    const lines = [{ productId: 'vb-0001', problem: 'sold-out' }];
    serverAnswers(409, {
      error: { code: 'order-not-accepted', message: 'Some products cannot be ordered.', lines },
    });
    const error = await rejection(callRoute(contactRoute, { body: aMessage }));
    expect(error).toMatchObject({
      code: 'order-not-accepted',
      status: 409,
      message: 'Some products cannot be ordered.',
      lines,
    });
  });

  it('says the shop cannot answer when something else answered (a gateway page)', async () => {
    serverAnswers(502, '<html>Bad gateway</html>');
    const error = await rejection(callRoute(stockRoute, { query: { ids: 'vb-0001' } }));
    expect(error).toMatchObject({ code: 'unavailable', status: 502, message: apiText.unavailable });
  });

  it('says the shop could not be reached when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await rejection(callRoute(contactRoute, { body: aMessage }));
    expect(error).toMatchObject({ code: 'offline', message: apiText.unreachable });
  });
});
