import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { Order } from '#shop-api/orders.ts';
import type { OrdersServer } from '#src/features/orders/server.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { progressOf } from '#shop-api/orders.ts';
import { anOrder } from '#src/testing/orders.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { OrderPage } from './order-page.tsx';

const order = anOrder('VB-204817', 'placed');
/** The key of the order's e-mailed link: 43 base64url characters. */
const ORDER_KEY = 'Kq3-x_'.repeat(8).slice(0, 43);

function renderOrderPage({
  signedIn = true,
  orders = {},
  state,
  hash = '',
}: {
  signedIn?: boolean;
  orders?: Partial<OrdersServer>;
  state?: unknown;
  hash?: string;
} = {}) {
  const rendered = renderApp(null, {
    routes: [{ path: '/orders/:number', element: <OrderPage /> }],
    path: `/orders/vb-204817${hash}`,
    servers: { orders },
    state,
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: signedIn ? testUser : null }));
  return rendered;
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Order VB-204817' });

describe('OrderPage', () => {
  it("shows the signed-in owner's order: state, history, lines, totals, store and payment", async () => {
    const asked: string[] = [];
    renderOrderPage({
      orders: {
        getMyOrder: (number) => {
          asked.push(number);
          return Promise.resolve(order);
        },
      },
    });
    const page = within(await screen.findByRole('region', { name: 'Order VB-204817' }));
    // Only the address's order, its number as the shop writes it (StrictMode, every test's,
    // starts the page's machine twice: src/testing/vitest-setup.ts).
    expect(new Set(asked)).toEqual(new Set(['VB-204817']));
    expect(page.getByText('Status: Placed')).toBeInTheDocument();
    expect(
      page.getByRole('heading', { name: 'What happens next' }).parentElement,
    ).toHaveTextContent('Until we confirm it, it can still be cancelled');
    expect(page.getByRole('heading', { name: 'History' }).nextElementSibling).toHaveTextContent(
      'Placed: 3 Oct 2026, 10:00',
    );
    expect(page.getByText('2 × iPad mini, $499.00 each: $998.00')).toBeInTheDocument();
    expect(page.getByRole('table', { name: 'Total' })).toHaveTextContent('Total$998.00');
    expect(page.getByRole('heading', { name: 'Pickup store' }).parentElement).toHaveTextContent(
      'Opening hours',
    );
    expect(page.getByText('You pay at the store when you collect the order.')).toBeVisible();
    expect(page.getByText('No card is taken online: nothing has been charged.')).toBeVisible();
    expect(page.getByRole('link', { name: '+880 1700-000012' })).toHaveAttribute(
      'href',
      'tel:+8801700000012',
    );
  });

  it("shows a line's sale and the promo code's discount, in the line and the totals", async () => {
    const coded: Order = {
      ...order,
      lines: [
        {
          ...order.lines[0]!,
          sale: { title: 'Tablet week', regularPriceCents: 55_000 },
          discountCents: 4_990,
        },
      ],
      promoCode: 'SAVE5',
      discountCents: 4_990,
      totalCents: 94_810,
    };
    renderOrderPage({ signedIn: false, state: { order: coded } });
    const page = within(await screen.findByRole('region', { name: 'Order VB-204817' }));
    expect(
      page.getByText(
        '2 × iPad mini, $499.00 each (Tablet week: was $550.00): $998.00, $49.90 off with the promo code',
      ),
    ).toBeInTheDocument();
    expect(page.getByRole('table', { name: 'Total' })).toHaveTextContent(
      'Subtotal$998.00Promo code SAVE5-$49.90Total$948.10',
    );
  });

  it('shows the order the checkout just placed at once, without asking the server', async () => {
    const getMyOrder = vi.fn(() => Promise.resolve(null));
    renderOrderPage({ signedIn: false, state: { order }, orders: { getMyOrder } });
    await title();
    expect(screen.getByText('Status: Placed')).toBeInTheDocument();
    expect(getMyOrder).not.toHaveBeenCalled();
    // A guest placed it: there is no account to cancel it with.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says the order just placed is placed, and to which address its confirmation is going', async () => {
    renderOrderPage({ signedIn: false, state: { order } });
    await title();
    const placed = (await screen.findByText('Your order is placed')).closest('[role="status"]');
    // Queued, not yet sent: the page does not claim more than it knows.
    expect(placed).toHaveTextContent('A confirmation is on its way to ada@voltbay.example.');
    expect(placed).not.toHaveTextContent(/\bsent\b/);
  });

  it('says nothing of a confirmation when the order is opened later', async () => {
    renderOrderPage({ orders: { getMyOrder: () => Promise.resolve(order) } });
    await title();
    await screen.findByText('Status: Placed');
    expect(screen.queryByText(/A confirmation is on its way/)).toBeNull();
  });

  it('opens the whole order with the key of the e-mailed link, asking nothing else', async () => {
    const opened: { number: string; key: string }[] = [];
    const getMyOrder = vi.fn(() => Promise.resolve(null));
    renderOrderPage({
      signedIn: false,
      hash: `#key=${ORDER_KEY}`,
      orders: {
        getMyOrder,
        openOrder: (query) => {
          opened.push(query);
          return Promise.resolve(order);
        },
      },
    });
    expect(await screen.findByText('2 × iPad mini, $499.00 each: $998.00')).toBeInTheDocument();
    expect(new Set(opened.map((query) => JSON.stringify(query)))).toEqual(
      new Set([JSON.stringify({ number: 'VB-204817', key: ORDER_KEY })]),
    );
    expect(getMyOrder).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says when the link does not open the order, and asks for the e-mail instead', async () => {
    renderOrderPage({
      signedIn: false,
      hash: `#key=${ORDER_KEY}`,
      orders: { openOrder: () => Promise.resolve(null) },
    });
    expect(await screen.findByText('This link does not open the order')).toBeVisible();
    expect(
      screen.getByRole('form', { name: 'Enter the e-mail of this order' }),
    ).toBeInTheDocument();
  });

  it('asks a visitor without access for the e-mail, answers a wrong one plainly, and shows where the order stands only', async () => {
    const lookUps: { number: string; email: string }[] = [];
    renderOrderPage({
      signedIn: false,
      orders: {
        trackOrder: (query) => {
          lookUps.push(query);
          return Promise.resolve(query.email === 'ada@voltbay.example' ? progressOf(order) : null);
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Enter the e-mail of this order' });
    expect(screen.queryByText('Status: Placed')).toBeNull();
    await userEvent.type(within(form).getByLabelText(/^Email/), 'eve@voltbay.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Show order' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'No order found with this number and e-mail',
    );

    await userEvent.clear(within(form).getByLabelText(/^Email/));
    await userEvent.type(within(form).getByLabelText(/^Email/), 'ada@voltbay.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Show order' }));
    expect(await screen.findByText('Status: Placed')).toBeInTheDocument();
    expect(screen.getByText('Pickup at our Riverside store; you pay at the store.')).toBeVisible();
    expect(screen.getByText('Only where your order stands is shown here')).toBeVisible();
    expect(screen.queryByText('2 × iPad mini, $499.00 each: $998.00')).toBeNull();
    expect(lookUps).toEqual([
      { number: 'VB-204817', email: 'eve@voltbay.example' },
      { number: 'VB-204817', email: 'ada@voltbay.example' },
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says when the shop cannot be reached, and loads again on Try again', async () => {
    let reachable = false;
    renderOrderPage({
      orders: {
        getMyOrder: () =>
          reachable
            ? Promise.resolve(order)
            : Promise.reject(new ShopApiError('unreachable', 'offline', 0)),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this order');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Order VB-204817' })).toBeVisible();
    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Status: Placed')).toBeInTheDocument();
  });

  it('follows what staff do when the page is shown again, telling the new state politely', async () => {
    let status: Order['status'] = 'placed';
    renderOrderPage({
      orders: { getMyOrder: () => Promise.resolve(anOrder('VB-204817', status)) },
    });
    expect(await screen.findByText('Status: Placed')).toBeInTheDocument();
    expect(screen.queryByText(/Your order is now/)).toBeNull();
    const print = screen.getByRole('button', { name: 'Print' });
    act(() => print.focus());

    status = 'ready-for-pickup';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Status: Ready for pickup')).toBeInTheDocument();
    expect(screen.getByText('Your order is now: Ready for pickup')).toHaveAttribute(
      'role',
      'status',
    );
    // Told, not taken there: focus stays where the shopper left it.
    expect(print).toHaveFocus();

    status = 'collected';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Your order is now: Collected')).toBeInTheDocument();
    expect(screen.getByText('Status: Collected')).toBeInTheDocument();
  });

  it('lets the owner cancel after confirming, and says Cancelled once the server answered', async () => {
    let answer!: (cancelled: Order) => void;
    renderOrderPage({
      orders: {
        getMyOrder: () => Promise.resolve(order),
        cancelOrder: () => new Promise((resolve) => (answer = resolve)),
      },
    });
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order VB-204817?' });
    expect(dialog).toHaveTextContent('its items go back into stock');
    // Where focus goes (the safe choice, then back to the title) is checked in a real browser:
    // tests/orders.spec.ts.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(screen.getByText('Status: Placed')).toBeInTheDocument();

    act(() =>
      answer({
        ...order,
        status: 'cancelled',
        events: [
          ...order.events,
          { status: 'cancelled', at: '2026-10-03T05:00:00.000Z', by: 'shopper' },
        ],
      }),
    );
    expect(await screen.findByText('Status: Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'History' }).nextElementSibling).toHaveTextContent(
      'Placed: 3 Oct 2026, 10:00Cancelled: 3 Oct 2026, 11:00',
    );
  });

  it('keeps the order and says why when cancelling is refused', async () => {
    renderOrderPage({
      orders: {
        getMyOrder: () => Promise.resolve(order),
        cancelOrder: () =>
          Promise.reject(
            new ShopApiError(
              'This order can no longer be cancelled online: the shop has confirmed it.',
              'transition-not-allowed',
              409,
            ),
          ),
      },
    });
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The order was not cancelledThis order can no longer be cancelled online',
    );
    expect(screen.getByText('Status: Placed')).toBeInTheDocument();
  });

  it('prints with the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderOrderPage({ orders: { getMyOrder: () => Promise.resolve(order) } });
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
