import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { AppProviders } from '#src/app/app-providers.tsx';
import { serverUnreachable } from '#src/testing/live-stock.ts';
import { fakeSession, renderApp } from '#src/testing/render-app.tsx';
import { AppLayout } from './app-layout.tsx';
import { PageLeftToTheBrowser } from './page-left-to-the-browser.ts';

// The header and footer stand in by name, counting their draws.
const draws = vi.hoisted(() => ({ header: 0, footer: 0 }));
vi.mock('./site-header.tsx', () => ({
  SiteHeader: () => {
    draws.header++;
    return <header>Header</header>;
  },
}));
vi.mock('./site-footer.tsx', () => ({
  SiteFooter: () => {
    draws.footer++;
    return <footer>Footer</footer>;
  },
}));

function Steps() {
  const [params] = useSearchParams();
  return <h1>Step {params.get('step') ?? 'one'}</h1>;
}

it('does not draw the header and footer again for a new address', async () => {
  const { router } = renderApp(null, {
    path: '/checkout',
    routes: [
      {
        element: <AppLayout />,
        children: [{ path: '/checkout', element: <Steps /> }],
      },
    ],
  });
  expect(await screen.findByRole('heading', { name: 'Step one' })).toBeInTheDocument();
  const before = { ...draws };

  // A checkout step or a filter written in the address: on a slow phone, redrawing the header
  // and footer for it was a long task after every step.
  await act(() => router.navigate('/checkout?step=two'));
  expect(screen.getByRole('heading', { name: 'Step two' })).toBeInTheDocument();
  expect(draws).toEqual(before);
});

it('hydrates the layout of the app shell, then draws the page in place of its loading status', async () => {
  // The app shell's HTML and the app over it: the same layout, with the page left to the browser.
  const shell = () => (
    <PageLeftToTheBrowser value>
      <AppProviders authLogic={fakeSession().logic} readStock={serverUnreachable}>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                element: <AppLayout />,
                children: [{ path: '/search', element: <h1>Results</h1> }],
              },
            ],
            { initialEntries: ['/search'] },
          )}
        />
      </AppProviders>
    </PageLeftToTheBrowser>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(shell());
  const shellPage = within(container);
  expect(shellPage.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
  expect(shellPage.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
  const htmlHeader = container.querySelector('header');

  const mismatches: unknown[] = [];
  act(() => {
    hydrateRoot(container, shell(), { onRecoverableError: (error) => void mismatches.push(error) });
  });
  expect(await shellPage.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
  expect(shellPage.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
  // Hydrated, not drawn again: the header is the element the HTML made.
  expect(container.querySelector('header')).toBe(htmlHeader);
  expect(mismatches).toEqual([]);
  container.remove();
});
