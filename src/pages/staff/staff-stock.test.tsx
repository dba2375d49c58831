import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { RestockReceipt } from '#shop-api/staff-stock.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import type { StaffProduct } from '#shop-api/staff-products.ts';
import { StaffStockPage } from './staff-stock.tsx';

// As the server answers them, by name; one no longer sold is not offered.
const products: StaffProduct[] = [
  { id: 'vb-0099', name: 'Cable No Longer Sold', stock: 4, sold: false },
  { id: 'vb-0053', name: 'Corsair 4000D', stock: 0, sold: true },
  { id: 'vb-0001', name: 'iPad Air', stock: 1, sold: true },
];

function renderStock(
  restock: (productId: string, quantity: number) => Promise<RestockReceipt>,
  signedIn = true,
) {
  const rendered = renderApp(null, {
    path: '/staff/stock',
    routes: [
      {
        path: '/staff/stock',
        element: <StaffStockPage />,
      },
    ],
    servers: { staff: { listProducts: () => Promise.resolve(products), restockProduct: restock } },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: signedIn ? testUser : null }));
  return rendered;
}

const quantityField = () => screen.findByRole('textbox', { name: /^Quantity that arrived/ });

describe('StaffStockPage', () => {
  it("checks the quantity by the server's rule, sends it, and says only what the server answered", async () => {
    const sent: [string, number][] = [];
    renderStock((productId, quantity) => {
      sent.push([productId, quantity]);
      return Promise.resolve({ productId, stock: quantity + 1, notified: 2 });
    });
    const quantity = await quantityField();
    const product = screen.getByRole('combobox', { name: 'Product' });
    // Sold-out products first: the first is chosen. One no longer sold is not offered.
    expect(product).toHaveValue('vb-0053');
    expect(
      within(product)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Corsair 4000D (vb-0053)', 'iPad Air (vb-0001)']);
    const submit = screen.getByRole('button', { name: 'Restock' });

    await userEvent.click(submit);
    expect(quantity).toHaveAccessibleDescription(/Quantity that arrived is required/);
    expect(quantity).toHaveFocus();
    await userEvent.type(quantity, '2.5');
    expect(quantity).toHaveAccessibleDescription(/The quantity is a whole number/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10001');
    expect(quantity).toHaveAccessibleDescription(/The quantity is at most 10000/);
    expect(sent).toEqual([]);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.selectOptions(product, 'vb-0001');
    await userEvent.click(submit);
    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent(
      'Stock of iPad Air is now 5. 2 waiting shoppers are being e-mailed.',
    );
    expect(sent).toEqual([['vb-0001', 4]]);
    expect(quantity).toHaveValue('4');
    expect(quantity).not.toHaveAccessibleDescription(/required/);
    expect(product).toHaveValue('vb-0001');
  });

  it('says nobody is e-mailed when nobody was waiting', async () => {
    renderStock((productId) => Promise.resolve({ productId, stock: 3, notified: 0 }));
    await userEvent.type(await quantityField(), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Restock' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Stock of Corsair 4000D is now 3. Nobody was waiting for it, so no e-mail is sent.',
    );
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    renderStock(() =>
      Promise.reject(new ShopApiError('The shop does not sell this product.', 'not-found', 404)),
    );
    const quantity = await quantityField();
    await userEvent.type(quantity, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Restock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stock was not changedThe shop does not sell this product.',
    );
    expect(quantity).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('vb-0053');
  });

  it('says the page is for staff when the server refuses the account', async () => {
    renderStock(() =>
      Promise.reject(new ShopApiError("Only the shop's staff may do this.", 'forbidden', 403)),
    );
    await userEvent.type(await quantityField(), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Restock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'this account is not a staff account',
    );
    expect(screen.queryByRole('button', { name: 'Restock' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in with a staff account', async () => {
    renderStock(() => Promise.reject(new Error('not expected')), false);
    expect(await screen.findByRole('status')).toHaveTextContent('Staff only');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fstaff%2Fstock',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});
