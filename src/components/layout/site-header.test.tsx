import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddToCartButton } from '#src/components/product/product-card.tsx';
import { WishlistButton } from '#src/components/wishlist/wishlist-button.tsx';
import { makeProduct } from '#catalog/product.fixtures.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { SiteHeader } from './site-header.tsx';

function renderHeader(path = '/') {
  return renderApp(null, {
    path,
    routes: [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <AddToCartButton product={makeProduct()} quantity={2} />
            <WishlistButton product={makeProduct()} />
          </>
        ),
      },
    ],
  });
}

// jsdom applies no media queries, so the desktop header and the phone's top bar are both here.
const desktop = () => screen.getAllByRole('navigation', { name: 'Categories' })[0]!.parentElement!;

describe('SiteHeader', () => {
  it("shows 'Cart(n)' with 'Add items', n counting the cart machine's items", async () => {
    renderHeader();
    const cartButton = within(desktop()).getByRole('button', { name: /^Cart\(0\)/ });
    expect(cartButton).toHaveTextContent('Add items');
    // The phone's button shows the count beside the icon: its name starts with what it shows.
    const phoneCartButton = screen.getByRole('button', { name: /^0 / });
    expect(phoneCartButton).toHaveTextContent(/^0$/);
    expect(phoneCartButton).toHaveAccessibleName('0 items in your cart');

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart, Voltbay Test Phone' }));
    expect(cartButton).toHaveTextContent('Cart(2)');
    expect(phoneCartButton).toHaveAccessibleName('2 items in your cart');
    // The addition is announced too; the toasts' store outlives the test, so it must show (and be
    // cleared after the test) here, not arrive in the next test's app.
    expect(await screen.findByRole('button', { name: 'View cart' })).toBeInTheDocument();
  });

  it("opens the cart drawer from an addition's toast, by its 'View cart' button", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart, Voltbay Test Phone' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View cart' }));
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
  });

  it('links to the wishlist beside the cart, in both headers, saying how many are saved', async () => {
    renderHeader();
    // The link shows a heart and the count: its name starts with the count (WCAG 2.5.3).
    const links = () => screen.getAllByRole('link', { name: /^\d+ items? in your wishlist$/ });
    expect(links()).toHaveLength(2);
    for (const link of links()) {
      expect(link).toHaveAccessibleName('0 items in your wishlist');
      expect(link).toHaveAttribute('href', '/wishlist');
      expect(link).toHaveTextContent(/^0$/);
    }
    expect(
      within(desktop()).getByRole('link', { name: '0 items in your wishlist' }),
    ).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Save Voltbay Test Phone to wishlist' }),
    );
    for (const link of links()) {
      expect(link).toHaveAccessibleName('1 item in your wishlist');
      expect(link).toHaveTextContent(/^1$/);
    }
  });

  it('opens the cart drawer from the cart button', async () => {
    renderHeader();
    await userEvent.click(within(desktop()).getByRole('button', { name: /^Cart\(0\)/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Cart' });
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }));
    // The panel leaves once its closing is done, which a busy machine can put off a moment.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cart' })).not.toBeInTheDocument(),
    );
  });

  it('links the logo to the home page and Offers to its own page', () => {
    renderHeader('/gaming');
    expect(screen.getAllByRole('link', { name: 'Voltbay home' })[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers');
  });

  it('searches for what was typed in the search box', async () => {
    const { router } = renderHeader();
    const box = within(desktop()).getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'usb hub{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=usb+hub');
  });

  it('lists every category in the nav bar, and in its dropdown the brands it has products of', async () => {
    renderHeader();
    const nav = screen.getAllByRole('navigation', { name: 'Categories' })[0]!;
    const triggers = within(nav).getAllByRole('button');
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'Phones',
      'Laptops',
      'Components',
      'Office',
      'Accessories',
      'Networking',
      'Photocopiers',
      'Projectors',
      'Laptop Gear',
      'Software',
      'Gaming',
    ]);
    // A closed dropdown draws no links.
    expect(within(nav).queryAllByRole('link', { hidden: true })).toEqual([]);
    const linksIn = async (label: string) => {
      await userEvent.click(within(nav).getByRole('button', { name: label }));
      return within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    };
    expect(await linksIn('Laptops')).toContain('/laptop-desktop/hp');
    // Hikvision sells cameras, not laptops: the Laptops menu does not offer it.
    expect(await linksIn('Laptops')).not.toContain('/laptop-desktop/hikvision');
    const phones = await linksIn('Phones');
    expect(phones).toContain('/phone-tablets/apple');
    expect(phones).toContain('/phone-tablets/oneplus');
    expect(new Set(phones).size).toBe(phones.length);
    expect(phones.every((href) => href?.startsWith('/phone-tablets'))).toBe(true);
    expect(await linksIn('Networking')).toContain('/networking/hikvision');
  });
});
