import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shop-api/orders.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { anOrder, summaryOf } from '#src/testing/orders.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { YourOrders } from './your-orders.tsx';

const newer = anOrder('VB-000002', 'placed');
const older = { ...anOrder('VB-000001', 'delivered'), placedAt: '2026-09-01T04:00:00.000Z' };

describe('YourOrders', () => {
  it('lists the orders newest first, each linking to its page with its date, state and total', async () => {
    renderApp(<YourOrders />, {
      servers: {
        orders: { listMyOrders: () => Promise.resolve([summaryOf(newer), summaryOf(older)]) },
      },
    });
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VB-0000023 Oct 2026 · $998.00PlacedCancel order',
      'VB-0000011 Sept 2026 · $998.00Delivered',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'VB-000002' })).toHaveAttribute(
      'href',
      '/orders/VB-000002',
    );
  });

  it('says when there is no order yet', async () => {
    renderApp(<YourOrders />);
    expect(
      await screen.findByText('You have not placed an order with this account yet.'),
    ).toBeVisible();
  });

  it('says when the orders cannot be loaded, and loads again on Try again', async () => {
    let reachable = false;
    renderApp(<YourOrders />, {
      servers: {
        orders: {
          listMyOrders: () =>
            reachable
              ? Promise.resolve([summaryOf(newer)])
              : Promise.reject(new ShopApiError('unreachable', 'offline', 0)),
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your orders');
    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'VB-000002' })).toBeVisible();
  });

  it("cancels a placed order after confirmation, and says 'Cancelled' once the server answered", async () => {
    let answer!: (order: Order) => void;
    const cancelled: string[] = [];
    renderApp(<YourOrders />, {
      servers: {
        orders: {
          listMyOrders: () => Promise.resolve([summaryOf(newer), summaryOf(older)]),
          cancelOrder: (number) => {
            cancelled.push(number);
            return new Promise((resolve) => (answer = resolve));
          },
        },
      },
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel order VB-000002' });
    const row = screen.getAllByRole('listitem')[0]!;
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order VB-000002?' });
    expect(dialog).toHaveTextContent('its items go back into stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(row).toHaveTextContent('Placed');
    act(() => answer({ ...newer, status: 'cancelled' }));
    expect(await within(row).findByText('Cancelled')).toBeVisible();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(cancelled).toEqual(['VB-000002']);
    expect(screen.getByText('Order VB-000002 is cancelled.')).toBeInTheDocument();
  });

  it('cancels nothing when the shopper keeps the order', async () => {
    const cancelled: string[] = [];
    renderApp(<YourOrders />, {
      servers: {
        orders: {
          listMyOrders: () => Promise.resolve([summaryOf(newer)]),
          cancelOrder: (number) => {
            cancelled.push(number);
            return Promise.resolve({ ...newer, status: 'cancelled' });
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order VB-000002' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Placed');
    expect(cancelled).toEqual([]);
  });
});
