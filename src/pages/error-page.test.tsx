import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalogText, errorPageText } from '../content/messages';
import { renderApp } from '../testing/render-app';
import { routes } from '../app/router';

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

  it("shows another error's message under 'Something went wrong'", async () => {
    renderApp(null, { routes: throwing(new Error('The shelf fell over')), path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: errorPageText.errorTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('The shelf fell over')).toBeInTheDocument();
    expectEscapeLinks();
  });

  it('falls back to a general message when the error says nothing', async () => {
    renderApp(null, { routes: throwing({ unexpected: true }), path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: errorPageText.errorTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(errorPageText.errorFallback)).toBeInTheDocument();
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
        if (attempts === 1) throw new Error(catalogText.loadFailed);
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
