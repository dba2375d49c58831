import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { useFocusPageOnNavigation } from './use-focus-page-on-navigation.ts';

function Layout() {
  useFocusPageOnNavigation('main');
  return (
    <>
      <Link to="/laptops">Laptops</Link>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

const page = (title: string) => (
  <>
    <h1>{title}</h1>
    <button type="button">Add to cart</button>
  </>
);

// One shopper's way through the pages, in order: the hook remembers the page it last focused for
// the whole document, as the app's error page needs (it mounts a layout of its own).
it('moves focus to the heading of each new page, not on the first page nor for a new query', async () => {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: page('Home') },
          { path: '/laptops', element: page('Laptops') },
          { path: '/no-heading', element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);

  // The first page: focus stays where the browser put it.
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(document.body).toHaveFocus();

  screen.getByRole('link', { name: 'Laptops' }).click();
  const laptops = await screen.findByRole('heading', { name: 'Laptops' });
  expect(laptops).toHaveFocus();
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
  expect(await screen.findByRole('heading', { name: 'Laptops' })).toHaveFocus();
});
