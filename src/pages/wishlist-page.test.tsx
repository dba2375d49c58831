import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectLines } from '#machines/cart/cart.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { href, path } from '#src/routing/paths.ts';
import rawProducts from '#catalog/products.json';
import { createWishlistStore, wishlistStore } from '#src/services/storage/wishlist-store.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { WishlistPage } from './wishlist-page.tsx';

/** A product of the shop's catalog, by id: what the page must show for it. */
const catalogProduct = (id: string) => {
  const entry = rawProducts.find((product) => product.id === id);
  if (!entry) throw new Error(`no product ${id} in products.json`);
  return { id, name: entry.name };
};

const ipad = catalogProduct('vb-0001');
const ipadAir = catalogProduct('vb-0002');
const ipadMini = catalogProduct('vb-0003'); // Out of stock.
const iphone = catalogProduct('vb-0004');

// Shows the cart's lines, as the cart drawer would list them.
function CartLines() {
  const { lines } = useCart({ lines: selectLines });
  return (
    <p>
      In cart: {lines.map((line) => `${line.productId} × ${line.quantity}`).join(', ') || 'none'}
    </p>
  );
}

/** The page with the shopper's `saved` ids kept from an earlier visit. */
async function renderWishlist(saved: string[]) {
  // Saved in an earlier visit: that page's own store, over the storage this test starts empty.
  createWishlistStore().write(saved);
  const result = renderApp(null, {
    routes: [
      {
        path: path.wishlist,
        Component: () => (
          <>
            <WishlistPage />
            <CartLines />
          </>
        ),
        HydrateFallback: () => null,
      },
    ],
    path: path.wishlist,
  });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Wishlist' });
  // Drawn with the heading, while the shop's server answers for the saved ids.
  await waitFor(() =>
    expect(
      screen.queryByRole('status', { name: 'Loading your saved products' }),
    ).not.toBeInTheDocument(),
  );
  return { ...result, heading };
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const rowNames = () =>
  rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent);
const moveButton = (name: string) => screen.getByRole('button', { name: `Move to cart, ${name}` });
const removeButton = (name: string) =>
  screen.getByRole('button', { name: `Remove ${name} from wishlist` });

describe('WishlistPage', () => {
  it('says the wishlist is empty and links to the products', async () => {
    await renderWishlist([]);
    expect(document.title).toBe('Wishlist | Voltbay');
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the saved products in the order they were saved, each linked to its page', async () => {
    await renderWishlist([iphone.id, ipad.id, ipadAir.id]);
    expect(screen.getByText('3 saved products')).toBeInTheDocument();
    expect(rowNames()).toEqual([iphone.name, ipad.name, ipadAir.name]);
    const [first] = rows();
    expect(within(first!).getByRole('link', { name: iphone.name })).toHaveAttribute(
      'href',
      href('product', { productId: iphone.id }),
    );
    expect(within(first!).getByRole('img', { name: /./ })).toHaveAttribute('loading', 'lazy');
    expect(within(first!).getByText('In stock')).toBeInTheDocument();
  });

  it('does not list ids the catalog does not sell, and says they were removed', async () => {
    // vb-0023 is withdrawn; vb-9999 never existed.
    await renderWishlist(['vb-0023', ipad.id, 'vb-9999']);
    expect(rowNames()).toEqual([ipad.name]);
    expect(screen.getByText('1 saved product')).toBeInTheDocument();
    expect(
      await screen.findByText('2 products on your wishlist are no longer sold and were removed.'),
    ).toBeInTheDocument();
    expect(wishlistStore.read().value).toEqual([ipad.id]);
  });

  it('names each button by the words it shows first, then the product (WCAG 2.5.3)', async () => {
    await renderWishlist([ipad.id]);
    // A voice control user says what a button shows: 'click Move to cart'.
    expect(screen.getByRole('button', { name: /^Move to cart/ })).toHaveTextContent('Move to cart');
    expect(screen.getByRole('button', { name: /^Remove/ })).toHaveTextContent('Remove');
  });

  it('moves a product to the cart: one added, gone from the list, focus on the next product', async () => {
    await renderWishlist([ipad.id, iphone.id]);
    expect(screen.getByText('In cart: none')).toBeInTheDocument();

    await userEvent.click(moveButton(ipad.name));
    expect(screen.getByText(`In cart: ${ipad.id} × 1`)).toBeInTheDocument();
    expect(await screen.findByText(`${ipad.name} added to your cart`)).toBeInTheDocument();
    expect(rowNames()).toEqual([iphone.name]);
    expect(screen.getByText('1 saved product')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: iphone.name })).toHaveFocus());
    expect(wishlistStore.read().value).toEqual([iphone.id]);
  });

  it('removes a product without adding it to the cart, focusing the previous one when it was last', async () => {
    await renderWishlist([ipad.id, iphone.id]);
    await userEvent.click(removeButton(iphone.name));
    expect(rowNames()).toEqual([ipad.name]);
    await waitFor(() => expect(screen.getByRole('link', { name: ipad.name })).toHaveFocus());
    expect(screen.getByText('In cart: none')).toBeInTheDocument();
    expect(wishlistStore.read().value).toEqual([ipad.id]);
  });

  it('focuses the heading when the last product is removed', async () => {
    const { heading } = await renderWishlist([ipad.id]);
    await userEvent.click(removeButton(ipad.name));
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('cannot move an out-of-stock product to the cart, and says why', async () => {
    await renderWishlist([ipadMini.id]);
    expect(moveButton(ipadMini.name)).toBeDisabled();
    expect(within(rows()[0]!).getByText('Out of stock')).toBeInTheDocument();
    expect(removeButton(ipadMini.name)).toBeEnabled();
  });
});
