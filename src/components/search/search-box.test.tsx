import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import raw from '#catalog/products.json';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { createProductSearch } from '#catalog/product-search.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { SearchBox } from './search-box.tsx';

// The server's answers, made by the search the server runs, over the shop's catalog.
const shopSearch = createProductSearch(parseCatalog(raw).products);
const suggest = (text: string) =>
  Promise.resolve(
    shopSearch
      .suggest(text)
      .map(({ id, name, imageUrl, priceCents }) => ({ id, name, imageUrl, priceCents })),
  );

function renderBox(path = '/') {
  return renderApp(null, {
    path,
    routes: [{ path: '*', element: <SearchBox /> }],
    servers: { search: { suggest } },
  });
}

const field = () => screen.getByRole('combobox', { name: 'Search products' });
// The suggestions' list loads its code on the first suggestion: more than 1 s on a busy machine.
const slow = { timeout: 5000 };

describe('SearchBox: the WAI-ARIA combobox', () => {
  it('is a combobox, collapsed with no list until there are suggestions, then controlling it', async () => {
    renderBox();
    const box = field();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.type(box, 'ipho');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested products' }, slow);
    expect(box).toHaveAttribute('aria-controls', listbox.id);
  });

  it('suggests products with picture, name and price, and announces how many', async () => {
    renderBox();
    await userEvent.type(field(), 'ipho');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested products' }, slow);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('iPhone 15 128 GB');
    expect(options[0]).toHaveTextContent(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    const picture = options[0]!.querySelector('img')!;
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '300');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 suggestions, use up and down arrows to choose',
    );
  });

  it('highlights with the arrow keys through aria-activedescendant; Enter opens the product', async () => {
    const { router } = renderBox();
    await userEvent.type(field(), 'ipho');
    await screen.findByRole('listbox', {}, slow);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(field()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toMatch(/^\/products\/vb-\d{4}$/);
  });

  it('opens the product a click chooses', async () => {
    const { router } = renderBox();
    await userEvent.type(field(), 'ipho');
    const option = (await screen.findAllByRole('option', {}, slow))[0]!;
    await userEvent.click(option);
    expect(router.state.location.pathname).toBe('/products/vb-0004');
  });

  it('closes the list on Escape, then clears the field on a second Escape', async () => {
    renderBox();
    await userEvent.type(field(), 'ipho');
    await screen.findByRole('listbox', {}, slow);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('ipho');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    renderBox();
    await userEvent.type(field(), 'qqqqqq');
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'),
      slow,
    );
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the query of the search page it is on, and follows the address', async () => {
    const { router } = renderBox('/search?q=gaming%20laptop');
    expect(field()).toHaveValue('gaming laptop');
    await act(() => router.navigate('/search?q=%E0%A4%A'));
    expect(field()).toHaveValue('\uFFFD%A');
  });
});
