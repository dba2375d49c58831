import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { StaffProduct } from '#shop-api/staff-products.ts';
import type { ProductStock } from '#shop-api/staff-stock.ts';
import type { LocationId } from '#shop-api/stores.ts';
import type { StaffServer } from '#src/features/staff/server.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { StaffStockPage } from './staff-stock.tsx';

// As the server answers them, by name; one no longer sold is not offered.
const products: StaffProduct[] = [
  { id: 'vb-0099', name: 'Cable No Longer Sold', stock: 4, sold: false },
  { id: 'vb-0053', name: 'Corsair 4000D', stock: 0, sold: true },
  { id: 'vb-0001', name: 'iPad Air', stock: 1, sold: true },
];

/** A product's stock as the server answers it: the units by location, in the contract's order. */
const stockOf = (
  productId: string,
  units: Partial<Record<LocationId, number>>,
  transfers: ProductStock['transfers'] = [],
): ProductStock => ({
  productId,
  locations: (
    ['warehouse', 'circuit-square', 'riverside', 'lakeview-mall', 'northgate-plaza'] as const
  ).map((location) => ({ location, units: units[location] ?? 0 })),
  transfers,
});

function renderStock(staff: Partial<StaffServer>, signedIn = true) {
  const rendered = renderApp(null, {
    path: '/staff/stock',
    routes: [{ path: '/staff/stock', element: <StaffStockPage /> }],
    servers: {
      staff: {
        listProducts: () => Promise.resolve(products),
        productStock: (productId) => Promise.resolve(stockOf(productId, {})),
        storePickups: () => Promise.resolve([]),
        ...staff,
      },
    },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: signedIn ? testUser : null }));
  return rendered;
}

const restockForm = async () => screen.findByRole('form', { name: 'Restock' });
const transferForm = async () => screen.findByRole('form', { name: 'Move units' });
/** The units table's rows as staff read them: location and units. */
const unitsRows = async (name: string) => {
  const table = await screen.findByRole('table', { name: `Units of ${name}` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
};

describe('StaffStockPage: units by location', () => {
  it("shows the chosen product's units at each location, and another's when chosen", async () => {
    renderStock({
      productStock: (productId) =>
        Promise.resolve(
          stockOf(productId, productId === 'vb-0053' ? { riverside: 2 } : { warehouse: 9 }),
        ),
    });
    const product = await screen.findByRole('combobox', { name: 'Product' });
    // Sold-out products first: the first is chosen. One no longer sold is not offered.
    expect(product).toHaveValue('vb-0053');
    expect(
      within(product)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Corsair 4000D (vb-0053)', 'iPad Air (vb-0001)']);
    expect(await unitsRows('Corsair 4000D')).toEqual([
      'Warehouse0',
      'Circuit Square0',
      'Riverside2',
      'Lakeview Mall0',
      'Northgate Plaza0',
    ]);
    expect(screen.getByText('No units of it have been moved yet.')).toBeVisible();

    await userEvent.selectOptions(product, 'vb-0001');
    expect((await unitsRows('iPad Air'))[0]).toBe('Warehouse9');
  });

  it('says why the units could not be loaded, and asks again on Try again', async () => {
    let refuse = true;
    renderStock({
      productStock: (productId) =>
        refuse
          ? Promise.reject(
              new ShopApiError('The shop does not sell this product.', 'not-found', 404),
            )
          : Promise.resolve(stockOf(productId, { 'lakeview-mall': 3 })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the unitsThe shop does not sell this product.',
    );
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await unitsRows('Corsair 4000D'))[3]).toBe('Lakeview Mall3');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('StaffStockPage: restock', () => {
  it("checks the quantity by the server's rule, sends it with the location, and says only what the server answered", async () => {
    const sent: [string, LocationId, number][] = [];
    let riverside = 1;
    renderStock({
      productStock: (productId) => Promise.resolve(stockOf(productId, { riverside })),
      restockProduct: (productId, location, quantity) => {
        sent.push([productId, location, quantity]);
        riverside += quantity;
        return Promise.resolve({ productId, location, stock: riverside, notified: 2 });
      },
    });
    const form = await restockForm();
    const quantity = within(form).getByRole('textbox', { name: /^Quantity that arrived/ });
    const location = within(form).getByRole('combobox', { name: 'Where it arrived' });
    expect(location).toHaveValue('warehouse');
    const submit = within(form).getByRole('button', { name: 'Restock' });

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
    await userEvent.selectOptions(location, 'riverside');
    await userEvent.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Riverside now has 5 of Corsair 4000D. 2 waiting shoppers are being e-mailed.',
    );
    expect(sent).toEqual([['vb-0053', 'riverside', 4]]);
    // The units are asked again: the table shows the server's count.
    expect(await screen.findByRole('cell', { name: '5' })).toBeVisible();
    expect((await unitsRows('Corsair 4000D'))[2]).toBe('Riverside5');
    expect(quantity).toHaveValue('4');
    expect(quantity).not.toHaveAccessibleDescription(/required/);
    expect(location).toHaveValue('riverside');
  });

  it('says nobody is e-mailed when nobody was waiting', async () => {
    renderStock({
      restockProduct: (productId, location) =>
        Promise.resolve({ productId, location, stock: 3, notified: 0 }),
    });
    const form = await restockForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Quantity/ }), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Restock' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Warehouse now has 3 of Corsair 4000D. Nobody was waiting for it there, so no e-mail is sent.',
    );
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    renderStock({
      restockProduct: () =>
        Promise.reject(new ShopApiError('The shop does not sell this product.', 'not-found', 404)),
    });
    const form = await restockForm();
    const quantity = within(form).getByRole('textbox', { name: /^Quantity/ });
    await userEvent.type(quantity, '7');
    await userEvent.selectOptions(within(form).getByRole('combobox'), 'lakeview-mall');
    await userEvent.click(within(form).getByRole('button', { name: 'Restock' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The stock was not changedThe shop does not sell this product.',
    );
    expect(quantity).toHaveValue('7');
    expect(within(form).getByRole('combobox')).toHaveValue('lakeview-mall');
  });

  it('says the page is for staff when the server refuses the account', async () => {
    renderStock({
      restockProduct: () =>
        Promise.reject(new ShopApiError("Only the shop's staff may do this.", 'forbidden', 403)),
    });
    const form = await restockForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Quantity/ }), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Restock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'this account is not a staff account',
    );
    expect(screen.queryByRole('button', { name: 'Restock' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in with a staff account', async () => {
    renderStock({}, false);
    expect(await screen.findByRole('status')).toHaveTextContent('Staff only');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fstaff%2Fstock',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('StaffStockPage: moving units', () => {
  it('refuses a move to where the units are by the contract, then shows the counts the server answered', async () => {
    const sent: unknown[] = [];
    renderStock({
      productStock: (productId) => Promise.resolve(stockOf(productId, { warehouse: 10 })),
      transferStock: (transfer) => {
        sent.push(transfer);
        return Promise.resolve(
          stockOf(transfer.productId, { warehouse: 7, riverside: 3 }, [
            { id: 12, at: '2026-12-03T04:30:00Z', from: 'warehouse', to: 'riverside', quantity: 3 },
          ]),
        );
      },
    });
    const form = await transferForm();
    const from = within(form).getByRole('combobox', { name: 'From' });
    const to = within(form).getByRole('combobox', { name: 'To' });
    const quantity = within(form).getByRole('textbox', { name: /^Quantity to move/ });
    expect(from).toHaveValue('warehouse');
    expect(to).toHaveValue('circuit-square');

    await userEvent.selectOptions(to, 'warehouse');
    await userEvent.type(quantity, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Move' }));
    expect(to).toHaveAccessibleDescription('Choose a location other than the one it leaves');
    expect(to).toBeInvalid();
    expect(to).toHaveFocus();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(to, 'riverside');
    expect(to).not.toHaveAccessibleDescription(/other than/);
    await userEvent.click(within(form).getByRole('button', { name: 'Move' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      '3 moved from Warehouse to Riverside. Warehouse now has 7, Riverside 3.',
    );
    expect(sent).toEqual([
      { productId: 'vb-0053', from: 'warehouse', to: 'riverside', quantity: 3 },
    ]);
    const rows = await unitsRows('Corsair 4000D');
    expect([rows[0], rows[2]]).toEqual(['Warehouse7', 'Riverside3']);
    const transfers = screen.getByRole('list', { name: 'Latest transfers' });
    expect(within(transfers).getByRole('listitem')).toHaveTextContent(
      '3 from Warehouse to Riverside3 Dec 2026, 10:30',
    );
  });

  it("says the server's reason when it refuses a move, keeping what was chosen and typed", async () => {
    renderStock({
      productStock: (productId) => Promise.resolve(stockOf(productId, { warehouse: 2 })),
      transferStock: () =>
        Promise.reject(
          new ShopApiError('The warehouse has only 2 units of Corsair 4000D.', 'bad-request', 422),
        ),
    });
    const form = await transferForm();
    const quantity = within(form).getByRole('textbox', { name: /^Quantity to move/ });
    await userEvent.type(quantity, '5');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'To' }), 'riverside');
    await userEvent.click(within(form).getByRole('button', { name: 'Move' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Nothing was movedThe warehouse has only 2 units of Corsair 4000D.',
    );
    expect(quantity).toHaveValue('5');
    expect(within(form).getByRole('combobox', { name: 'To' })).toHaveValue('riverside');
    expect((await unitsRows('Corsair 4000D'))[0]).toBe('Warehouse2');
  });
});
