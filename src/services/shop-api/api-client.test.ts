import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiText } from './api-text.ts';
import { callApi, ShopApiError } from './api-client.ts';

// The server's side of these answers is proven in server/http/app.test.ts and end to end; here,
// what the browser makes of each kind of answer.
const answer = (status: number, body: unknown) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
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

describe('callApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts JSON to /api with the ID token, and answers the JSON', async () => {
    const fetch = answer(201, { received: true });
    vi.stubGlobal('fetch', fetch);
    await expect(callApi('/contact', { body: { name: 'Ada' }, idToken: 'token' })).resolves.toEqual(
      {
        received: true,
      },
    );
    expect(fetch).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token' },
      body: '{"name":"Ada"}',
    });
  });

  it("rejects with the server's code, message and lines", async () => {
    const lines = [{ productId: 'vb-0001', problem: 'sold-out' }];
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: { code: 'order-not-accepted', message: 'Some products cannot be ordered.', lines },
      }),
    );
    const error = await rejection(callApi('/orders', { body: {} }));
    expect(error).toMatchObject({
      code: 'order-not-accepted',
      status: 409,
      message: 'Some products cannot be ordered.',
      lines,
    });
  });

  it('says the shop cannot answer when something else answered (a gateway page)', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    const error = await rejection(callApi('/health'));
    expect(error).toMatchObject({ code: 'unavailable', status: 502, message: apiText.unavailable });
  });

  it('says the shop could not be reached when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await rejection(callApi('/newsletter', { body: {} }));
    expect(error).toMatchObject({ code: 'offline', message: apiText.unreachable });
  });
});
