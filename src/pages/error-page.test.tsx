import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorPageText } from '#src/content/messages.ts';
import { routingText } from '#src/routing/routing-text.ts';
import { catalogText } from '#src/services/catalog/catalog-text.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { PageLoadError } from '#src/routing/load-page-module.ts';
import { routes } from '#src/app/router.tsx';
import { CatalogLoadError } from '#src/services/catalog/catalog.ts';

function expectEscapeLinks() {
  expect(screen.getByRole('link', { name: errorPageText.homeLink })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: errorPageText.productsLink })).toHaveAttribute(
    'href',
    '/products',
  );
  expect(screen.getByRole('link', { name: errorPageText.contactLink })).toHaveAttribute(
    'href',
    '/contact',
  );
}

// The app's error page around one page whose loader is `loader`.
const pageWith = (loader: () => unknown, Component: () => ReactNode = () => null) => [
  {
    path: '/',
    errorElement: routes[0]?.errorElement,
    HydrateFallback: () => null,
    children: [{ index: true, loader, Component }],
  },
];

const throwing = (error: unknown) =>
  pageWith(() => {
    throw error;
  });

describe('the error page', () => {
  it('says Page Not Found for an unknown route, inside the layout', async () => {
    renderApp(null, { routes, path: '/no-such-page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: errorPageText.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(errorPageText.notFoundBody)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expectEscapeLinks();
    expect(document.title).toBe(`${errorPageText.notFoundTitle} | Voltbay`);
  });

  afterEach(() => vi.restoreAllMocks());

  it.each([
    [
      'the catalog failing',
      new CatalogLoadError(new TypeError('Failed to fetch')),
      catalogText.loadFailed,
    ],
    [
      "a page's code not arriving",
      new PageLoadError(new TypeError('Failed to fetch')),
      routingText.pageLoadFailed,
    ],
  ])(
    "shows the message of %s, written for the shopper, under 'Something went wrong'",
    async (_, error, message) => {
      // Offline: online, a page's code that did not arrive reloads the page once (below).
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      renderApp(null, { routes: throwing(error), path: '/' });
      expect(
        await screen.findByRole('heading', { level: 1, name: errorPageText.errorTitle }),
      ).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: errorPageText.retry })).toBeInTheDocument();
      expectEscapeLinks();
    },
  );

  it("reloads the page once, online, when a page's code is gone since a deploy", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const gone = new PageLoadError(new TypeError('Failed to fetch dynamically imported module'));
    renderApp(null, { routes: throwing(gone), path: '/' });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['an exception', new TypeError("Cannot read properties of undefined (reading 'price')")],
    ['something that is not an Error', { unexpected: true }],
  ])('shows the general message for %s, and logs it instead', async (_, error) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(null, { routes: throwing(error), path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: errorPageText.errorTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(errorPageText.errorFallback)).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    // Logged from an effect, which may run after the page has been drawn.
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.any(String), error));
  });

  it('offers no retry for a missing page', async () => {
    renderApp(null, { routes, path: '/no-such-page' });
    await screen.findByRole('heading', { level: 1, name: errorPageText.notFoundTitle });
    expect(screen.queryByRole('button', { name: errorPageText.retry })).not.toBeInTheDocument();
  });

  it('loads the page again with Try again, and shows it once the data comes', async () => {
    let attempts = 0;
    const flaky = pageWith(
      () => {
        attempts += 1;
        if (attempts === 1) throw new CatalogLoadError(new TypeError('Failed to fetch'));
        return 'Here are the products';
      },
      () => <p>{useLoaderData<string>()}</p>,
    );
    renderApp(null, { routes: flaky, path: '/' });
    expect(await screen.findByText(catalogText.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: errorPageText.retry }));
    expect(await screen.findByText('Here are the products')).toBeInTheDocument();
    expect(screen.queryByText(catalogText.loadFailed)).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
