import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutesWithin } from './route-data.ts';

const Page = () => null;

/** Routes whose `/` page brings its code when `arrive` is called (or fails on `fail`). */
function routesWithLazyPage() {
  let arrive = () => {};
  let fail = () => {};
  const code = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = () => reject(new Error('Failed to fetch dynamically imported module'));
  });
  const page: RouteObject = {
    path: '/',
    lazy: async () => {
      await code;
      return { Component: Page };
    },
  };
  const other: RouteObject = { path: '/other', lazy: () => new Promise(() => {}) };
  return { routes: [page, other], page, arrive, fail };
}

const at = (pathname: string) => ({ pathname, search: '', hash: '' }) as Location;

afterEach(() => {
  vi.useRealTimers();
});

describe('loadMatchedRoutesWithin', () => {
  it("resolves true once the address's page has its code, which is then the route's own", async () => {
    const { routes, page, arrive } = routesWithLazyPage();
    let settled = false;
    const loading = loadMatchedRoutesWithin(routes, at('/'), 60_000).finally(
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    arrive();
    expect(await loading).toBe(true);
    expect(page).toMatchObject({ Component: Page, lazy: undefined });
  });

  it('resolves false after the time given when the code does not come, the route still lazy', async () => {
    vi.useFakeTimers();
    const { routes, page } = routesWithLazyPage();
    const loading = loadMatchedRoutesWithin(routes, at('/'), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await loading).toBe(false);
    expect(page.lazy).toBeTypeOf('function');
  });

  it('resolves false when the code fails to load', async () => {
    const { routes, fail } = routesWithLazyPage();
    const loading = loadMatchedRoutesWithin(routes, at('/'), 60_000);
    fail();
    expect(await loading).toBe(false);
  });
});
