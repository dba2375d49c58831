import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { EditableProduct, ProductEdit, StaffProduct } from '#shop-api/staff-products.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { StaffProductsPage } from './staff-products.tsx';

// As the server answers them; those on sale come first, each group by name.
const products: StaffProduct[] = [
  { id: 'vb-0099', name: 'Cable No Longer Sold', stock: 4, sold: false },
  { id: 'vb-0053', name: 'Corsair 4000D', stock: 0, sold: true },
  { id: 'vb-0001', name: 'iPad Air', stock: 1, sold: true },
];

const editable = (id: string): EditableProduct => ({
  id,
  name: products.find((product) => product.id === id)!.name,
  description: 'A good product.',
  priceCents: 9_900,
  originalPriceCents: 9_900,
  isActive: true,
  editedAt: null,
});

function renderEditor(editProduct: (id: string, edit: ProductEdit) => Promise<EditableProduct>) {
  const asked: string[] = [];
  const rendered = renderApp(null, {
    path: '/staff/products',
    routes: [{ path: '/staff/products', element: <StaffProductsPage /> }],
    servers: {
      staff: {
        listProducts: () => Promise.resolve(products),
        editableProduct: (id: string) => {
          asked.push(id);
          return Promise.resolve(editable(id));
        },
        editProduct,
      },
    },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: testUser }));
  return { asked };
}

const field = (name: RegExp) => screen.findByRole('textbox', { name });

describe('StaffProductsPage', () => {
  it("shows the chosen product as the server holds it, checks by the server's rules, and saves cents", async () => {
    const sent: [string, ProductEdit][] = [];
    const { asked } = renderEditor((id, edit) => {
      sent.push([id, edit]);
      return Promise.resolve({ ...editable(id), ...edit, editedAt: '2026-11-30T10:00:00.000Z' });
    });
    const chooser = await screen.findByRole('combobox', { name: 'Product' });
    expect(chooser).toHaveValue('vb-0053');
    await userEvent.selectOptions(chooser, 'vb-0001');
    expect(await screen.findByRole('heading', { name: 'Edit iPad Air' })).toBeVisible();
    // Each product asked for as it is chosen (twice under React's strict mode).
    expect([...new Set(asked)]).toEqual(['vb-0053', 'vb-0001']);
    expect(
      screen.getByText('As the catalog file has it: staff have not changed it.'),
    ).toBeVisible();

    const price = await field(/^Price \(\$\)/);
    expect(price).toHaveValue('99.00');
    await userEvent.clear(price);
    await userEvent.type(price, '12,5');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await userEvent.click(save);
    expect(price).toHaveAccessibleDescription(/Write the price \(\$\) in dollars, like 199.50/);
    expect(price).toHaveFocus();
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    expect(price).toHaveAccessibleDescription(/The price is above 0/);
    expect(sent).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, '79.50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    await userEvent.click(save);
    expect(await screen.findByText(/Shoppers pay the new price from now on/)).toBeVisible();
    expect(sent).toEqual([
      [
        'vb-0001',
        {
          name: 'iPad Air',
          description: 'A good product.',
          priceCents: 7_950,
          originalPriceCents: 9_900,
          isActive: false,
        },
      ],
    ]);
    expect(screen.getByText('Last changed by staff on 30 Nov 2026, 16:00.')).toBeVisible();
    expect(price).toHaveValue('79.50');
  });

  it("keeps what was typed and says the server's reason when it refuses", async () => {
    renderEditor(() =>
      Promise.reject(
        new ShopApiError(
          'The request was not accepted. The price before is the price or more',
          'bad-request',
          400,
        ),
      ),
    );
    const name = await field(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Corsair 4000D Airflow');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/The price before is the price or more/)).toBeVisible();
    expect(screen.getByText('The product was not changed')).toBeVisible();
    expect(name).toHaveValue('Corsair 4000D Airflow');
  });

  it('lists a product renamed here by its new name, and finds it by it', async () => {
    renderEditor((id, edit) => Promise.resolve({ ...editable(id), ...edit }));
    const name = await field(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Corsair 4000D Airflow');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Shoppers pay the new price from now on/)).toBeVisible();
    const chooser = screen.getByRole('combobox', { name: 'Product' });
    expect(
      within(chooser).getByRole('option', { name: 'Corsair 4000D Airflow (vb-0053)' }),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'airflow');
    expect(screen.getByText('1 product matches.')).toBeVisible();
  });
});
