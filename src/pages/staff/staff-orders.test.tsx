import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { OrderStatus, StaffOrderSummary } from '#shop-api/orders.ts';
import type { OrdersServer } from '#src/features/orders/server.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { anOrder } from '#src/testing/orders.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { StaffOrdersPage } from './staff-orders.tsx';

function row(number: string, status: OrderStatus, delivery = false): StaffOrderSummary {
  const { placedAt, totalCents, contact, fulfilment } = anOrder(number, status);
  return {
    number,
    status,
    placedAt,
    totalCents,
    contact,
    fulfilment: delivery
      ? {
          type: 'delivery',
          address: { line1: '1 Road', city: 'Dhaka', postcode: '1205' },
          payment: 'cash-on-delivery',
        }
      : fulfilment,
    itemCount: 2,
  };
}

function renderStaffPage(orders: Partial<OrdersServer>, signedIn = true) {
  const rendered = renderApp(<StaffOrdersPage />, { path: '/staff/orders', servers: { orders } });
  act(() => rendered.session.report({ type: 'auth.changed', user: signedIn ? testUser : null }));
  return rendered;
}

describe('StaffOrdersPage', () => {
  it('lists the orders with their next steps, and lists again by the state chosen', async () => {
    const filters: (OrderStatus | undefined)[] = [];
    renderStaffPage({
      listStaffOrders: (status) => {
        filters.push(status);
        const all = [row('VB-000003', 'confirmed'), row('VB-000002', 'shipped', true)];
        return Promise.resolve(all.filter((order) => !status || order.status === status));
      },
    });
    const list = await screen.findByRole('list');
    const [pickup, delivery] = within(list).getAllByRole('listitem');
    expect(pickup).toHaveTextContent('Pickup, Riverside · 2 items · $998.00');
    expect(
      within(pickup!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ready for pickup', 'Cancel']);
    expect(
      within(delivery!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delivered']);
    // StrictMode (every test's, src/testing/vitest-setup.ts) starts the page's machine twice, so
    // its first list may be asked twice; each choice after it, once.
    expect(new Set(filters)).toEqual(new Set([undefined]));
    const firstLists = filters.length;

    await userEvent.selectOptions(screen.getByLabelText('Show orders that are'), 'shipped');
    await screen.findByRole('button', { name: 'Delivered: order VB-000002' });
    expect(screen.queryByRole('link', { name: 'VB-000003' })).toBeNull();
    expect(filters.slice(firstLists)).toEqual(['shipped']);
  });

  it('moves an order on after confirmation, and the row shows its new state', async () => {
    const changes: [string, OrderStatus][] = [];
    renderStaffPage({
      listStaffOrders: () => Promise.resolve([row('VB-000003', 'confirmed')]),
      changeOrderStatus: (number, status) => {
        changes.push([number, status]);
        return Promise.resolve({ ...anOrder(number, status) });
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ready for pickup: order VB-000003' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark order VB-000003 as Ready for pickup?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
    const item = screen.getAllByRole('listitem')[0]!;
    expect(
      await within(item).findByRole('button', { name: 'Collected: order VB-000003' }),
    ).toBeVisible();
    expect(item).toHaveTextContent('Ready for pickup');
    expect(changes).toEqual([['VB-000003', 'ready-for-pickup']]);
  });

  it('says the page is for staff when the server refuses the account', async () => {
    renderStaffPage({
      listStaffOrders: () =>
        Promise.reject(new ShopApiError("Only the shop's staff may do this.", 'forbidden', 403)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Staff onlyThis page is for the shop's staff, and this account is not a staff account.",
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks a signed-out visitor to sign in with a staff account', async () => {
    renderStaffPage({}, false);
    expect(await screen.findByRole('status')).toHaveTextContent('Staff only');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fstaff%2Forders',
    );
  });
});
