import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { path } from '#src/routing/paths.ts';
import { routes } from './router.tsx';

// Every page module, by the path `handle.page` gives it ('src/pages/home-page.tsx').
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../pages/**/*.tsx',
  '!**/*.test.tsx',
]);

/** The page module a route names, or undefined. */
const pageOf = (route: RouteObject): string | undefined => {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && 'page' in handle
    ? String(handle.page)
    : undefined;
};

const lazyRoutes = (routes[0]?.children ?? []).filter(
  (route) => typeof route.lazy === 'function' && pageOf(route) !== undefined,
);

describe('the route table', () => {
  it('names, for every page a shopper can open, the module its prerendered HTML preloads', () => {
    // One address per path of the shop, its parameters filled with values that exist.
    const sample: Record<string, string> = {
      category: 'phone-tablets',
      brand: 'apple',
      productId: 'vb-0001',
      slug: 'privacy-policy',
    };
    const addresses = Object.values(path)
      .filter((pattern) => pattern !== path.productDetails) // a redirect, not a page
      .map((pattern) => pattern.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? name));
    const unnamed = addresses.filter((address) => {
      const page = pageOf(matchRoutes(routes, address)?.at(-1)?.route ?? {});
      return !page || !pageModules[`../${page.replace(/^src\//, '')}`];
    });
    expect(unnamed).toEqual([]);
  });

  it.each(lazyRoutes.map((route) => [route.path ?? '(index)', route] as const))(
    '%s: handle.page is the module its lazy() loads',
    async (_, route) => {
      const page = pageOf(route) ?? '';
      const load = pageModules[`../${page.replace(/^src\//, '')}`];
      if (!load) throw new Error(`${page}: no such page module`);
      const module = await load();
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      expect(loaded.Component).toBeTypeOf('function');
      expect(loaded.Component).toBe((module.route as PageRoute | undefined)?.Component);
    },
  );
});
