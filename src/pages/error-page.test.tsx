import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorPageText } from '../content/messages';
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

const throwing = (error: unknown) => [
  {
    path: '/',
    errorElement: routes[0]?.errorElement,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        loader: () => {
          throw error;
        },
        element: null,
      },
    ],
  },
];

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
});
