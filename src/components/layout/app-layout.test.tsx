import { act, screen } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { renderApp } from '#src/testing/render-app.tsx';
import { AppLayout } from './app-layout.tsx';

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
