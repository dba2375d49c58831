import { vi } from 'vitest';

/**
 * The shop's server, for a test of what the browser sends it: `fetch` answers `body` (JSON, or a
 * string as it is: a gateway's page) with `status`, and records each request. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The `Authorization` header of the first request `fetch` was given, or null. */
export const authorizationOf = (fetch: ReturnType<typeof serverAnswers>) =>
  new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization');
