import { screen } from '@testing-library/react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CategoryDrawerPanel } from '#src/components/layout/category-drawer-panel.tsx';
import { MenuDrawerPanel } from '#src/components/layout/menu-drawer-panel.tsx';
import { SiteFooter } from '#src/components/layout/site-footer.tsx';
import { SiteHeader } from '#src/components/layout/site-header.tsx';
import { renderApp } from '#src/testing/render-app.tsx';
import { routes } from './router.tsx';

const SHOP = 'http://shop.test';
const MAX_REDIRECTS = 3;

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400;
const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: ResponseInit }).init?.status;

/**
 * What is wrong with the page at `to`, the way the app itself decides it: the route table has a
 * route for it and that route's loader (the listing's category and brand lookups, the content
 * page index, ...) neither throws a 404 nor fails; redirects are followed. `undefined` when fine.
 */
async function problemAt(to: string): Promise<string | undefined> {
  let url = new URL(to, SHOP);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const matches = matchRoutes(routes, url.pathname);
    const leaf = matches?.at(-1);
    if (!leaf) return 'no route';
    const route: RouteObject = leaf.route;
    const lazy = typeof route.lazy === 'function' ? await route.lazy() : {};
    const loader = lazy.loader ?? route.loader;
    if (typeof loader !== 'function') return undefined;
    let outcome: unknown;
    try {
      outcome = await loader({
        request: new Request(url),
        params: leaf.params,
        context: {},
      } as LoaderFunctionArgs);
    } catch (thrown) {
      outcome = thrown;
      if (!isRedirect(thrown)) return statusOf(thrown) === 404 ? '404' : String(thrown);
    }
    if (!isRedirect(outcome)) return undefined;
    url = new URL(outcome.headers.get('Location') ?? '/', url);
  }
  return 'too many redirects';
}

/** The same-site links on the page now, shown or hidden (closed dropdowns included). */
const linksOnPage = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].flatMap((link) => {
    const url = new URL(link.getAttribute('href') ?? '', SHOP);
    return url.origin === SHOP ? [`${url.pathname}${url.search}`] : [];
  });

/** Every same-site link of the header, nav bar, footer, menu drawer and phone drawer. */
async function siteLinks(): Promise<string[]> {
  const found = new Set<string>();
  const keep = () => linksOnPage().forEach((link) => found.add(link));
  const close = () => {};

  const page = renderApp(
    <>
      <SiteHeader />
      <SiteFooter />
    </>,
  );
  keep();
  page.unmount();
  const menu = renderApp(<MenuDrawerPanel isOpen onClose={close} />);
  await screen.findByRole('dialog', { name: 'Menu' });
  keep();
  menu.unmount();

  // The phone drawer's closed sections are in the page too, hidden.
  renderApp(<CategoryDrawerPanel isOpen onClose={close} />);
  await screen.findByRole('dialog', { name: 'Categories' });
  keep();
  return [...found].sort();
}

describe('the links of the header, nav bar, drawers and footer', () => {
  it('all lead to a real page', async () => {
    const links = await siteLinks();
    // The nav bar's and drawer's categories and brands, the menu, the footer.
    expect(links.length).toBeGreaterThan(90);
    expect(links).toEqual(
      expect.arrayContaining([
        '/',
        '/categories',
        '/laptop-desktop/hp',
        '/phone-tablets/apple',
        '/page/warranty-policy',
        '/about-us',
      ]),
    );
    const problems: string[] = [];
    for (const link of links) {
      const problem = await problemAt(link);
      if (problem !== undefined) problems.push(`${link}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('finds a link that leads nowhere', async () => {
    expect(await problemAt('/laptop-desktop/no-such-brand')).toBe('404');
    expect(await problemAt('/page/no-such-page')).toBe('404');
    expect(await problemAt('/products/vb-9999')).toBe('404');
    expect(await problemAt('/gaming/apple')).toBe('404');
    expect(await problemAt('/laptop-desktop/star-pc')).toBeUndefined();
    expect(await problemAt('/product/details')).toBeUndefined();
  });
});
