import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter, replace } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';

// The hook remembers the page it last focused for the whole document (the app's error page mounts
// a layout of its own), so each test takes a fresh copy of its module: a new document.
let useFocusPageOnNavigation: typeof import('./use-focus-page-on-navigation.ts').useFocusPageOnNavigation;
beforeEach(async () => {
  vi.resetModules();
  ({ useFocusPageOnNavigation } = await import('./use-focus-page-on-navigation.ts'));
});

function Layout({ whileLoading = false }: { whileLoading?: boolean }) {
  useFocusPageOnNavigation('main', { whileLoading });
  return (
    <>
      <Link to="/laptops">Laptops</Link>
      <main id="main">{whileLoading ? <p>Loading</p> : <Outlet />}</main>
    </>
  );
}

const page = (title: string) => (
  <>
    <h1>{title}</h1>
    <button type="button">Add to cart</button>
  </>
);

const pages = [
  { path: '/', element: page('Home') },
  { path: '/laptops', element: page('Laptops') },
  { path: '/no-heading', element: <p>No heading here</p> },
];

it('moves focus to the heading of each new page, not on the first page nor for a new query', async () => {
  const router = createMemoryRouter([{ element: <Layout />, children: pages }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);

  // The first page: focus stays where the browser put it.
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(document.body).toHaveFocus();

  screen.getByRole('link', { name: 'Laptops' }).click();
  const laptops = await screen.findByRole('heading', { name: 'Laptops' });
  // The focus moves in a passive effect, which a busy machine runs after the heading is drawn.
  await waitFor(() => expect(laptops).toHaveFocus());
  expect(laptops).toHaveAttribute('tabindex', '-1');

  // Only the query changes (a filter): focus stays on the control the shopper used.
  const add = screen.getByRole('button', { name: 'Add to cart' });
  add.focus();
  await act(() => router.navigate('/laptops?brand=hp'));
  expect(router.state.location.search).toBe('?brand=hp');
  expect(add).toHaveFocus();

  // A page without a heading: the page itself.
  await act(() => router.navigate('/no-heading'));
  expect(screen.getByText('No heading here')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveFocus();

  // Back to a page seen before is still a new page.
  await act(() => router.navigate(-1));
  const again = await screen.findByRole('heading', { name: 'Laptops' });
  await waitFor(() => expect(again).toHaveFocus());
});

it('leaves the focus alone when the first load is redirected from an old address', async () => {
  let arrive = () => {};
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        hydrateFallbackElement: <Layout whileLoading />,
        children: [
          ...pages,
          {
            path: '/old-laptops',
            loader: () =>
              new Promise((resolve) => {
                arrive = () => resolve(replace('/laptops'));
              }),
          },
        ],
      },
    ],
    { initialEntries: ['/old-laptops'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Loading')).toBeInTheDocument();

  act(() => arrive());
  expect(await screen.findByRole('heading', { name: 'Laptops' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/laptops');
  // The focus would move in a passive effect: let the effects run before saying it did not.
  await act(() => Promise.resolve());
  expect(document.body).toHaveFocus();
});

it("moves focus to the page a shopper's link opened while the first page was still loading", async () => {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        hydrateFallbackElement: <Layout whileLoading />,
        children: [
          // The first page's data never arrives: the shopper leaves before it does.
          { path: '/', loader: () => new Promise(() => {}), element: page('Home') },
          ...pages.slice(1),
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Loading')).toBeInTheDocument();

  screen.getByRole('link', { name: 'Laptops' }).click();
  const laptops = await screen.findByRole('heading', { name: 'Laptops' });
  await waitFor(() => expect(laptops).toHaveFocus());
});
