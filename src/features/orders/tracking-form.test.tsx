import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderProgress } from '#shop-api/orders.ts';
import { trackingText } from '#src/content/info-text.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { progressOf } from '#shop-api/orders.ts';
import { anOrder } from '#src/testing/orders.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { TrackingForm } from './tracking-form.tsx';

type Query = { number: string; email: string };

const order: OrderProgress = progressOf({
  ...anOrder('VB-204817', 'ready-for-pickup'),
  events: [
    { status: 'placed', at: '2026-10-03T04:00:00.000Z', by: 'shopper' },
    { status: 'confirmed', at: '2026-10-03T10:00:00.000Z', by: 'staff' },
    { status: 'ready-for-pickup', at: '2026-10-04T10:00:00.000Z', by: 'staff' },
  ],
});

function renderForm(
  lookUp: (query: Query) => Promise<OrderProgress | null> = () => Promise.resolve(null),
) {
  renderApp(<TrackingForm />, { servers: { orders: { trackOrder: lookUp } } });
  const form = within(screen.getByRole('form', { name: 'Track your order' }));
  return {
    orderNumber: form.getByLabelText(/^Order number/),
    email: form.getByLabelText(/^Email/),
    submit: form.getByRole('button', { name: 'Track order' }),
  };
}

describe('TrackingForm', () => {
  it('asks for both fields and shows the expected order number format', async () => {
    const { orderNumber, email, submit } = renderForm();
    expect(orderNumber).toHaveAccessibleDescription(trackingText.orderNumberHelp);
    await userEvent.click(submit);
    expect(orderNumber).toHaveFocus();
    expect(orderNumber).toHaveAccessibleDescription(
      `Order number is required ${trackingText.orderNumberHelp}`,
    );
    expect(email).toHaveAccessibleDescription(`Email is required ${trackingText.emailHelp}`);
  });

  it.each([
    'VB-12345',
    'VB-1234567',
    'VB-123456789',
    'VB-12345678901',
    'VB123456',
    'AB-1234567890',
    '1234567890',
    'VB-12 456',
  ])('refuses %s with the expected format', async (value) => {
    const { orderNumber, submit } = renderForm();
    await userEvent.type(orderNumber, value);
    await userEvent.click(submit);
    expect(orderNumber).toHaveAccessibleDescription(
      `${trackingText.orderNumberFormat} ${trackingText.orderNumberHelp}`,
    );
  });

  it('accepts lower case and spaces, and says plainly when no order matches', async () => {
    const queries: Query[] = [];
    const { orderNumber, email, submit } = renderForm((query) => {
      queries.push(query);
      return Promise.resolve(null);
    });
    await userEvent.type(orderNumber, '  vb-204817 ');
    await userEvent.type(email, 'ada@voltbay.example');
    await userEvent.click(submit);

    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('No order found for VB-204817');
    expect(answer).toHaveTextContent('Check both against your order confirmation.');
    expect(within(answer).getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    expect(queries).toEqual([{ number: 'VB-204817', email: 'ada@voltbay.example' }]);
    expect(orderNumber).toHaveValue('  vb-204817 ');
    expect(email).toHaveValue('ada@voltbay.example');

    await userEvent.type(orderNumber, '{Backspace}{Backspace}9');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows where the order found stands: its state, its history and how it comes, no more', async () => {
    const { orderNumber, email, submit } = renderForm(() => Promise.resolve(order));
    await userEvent.type(orderNumber, 'VB-204817');
    await userEvent.type(email, 'ada@voltbay.example');
    await userEvent.click(submit);

    const found = await screen.findByRole('region', { name: 'Order VB-204817' });
    // The answer comes after the form and its button, not drawn inside it above the button.
    expect(screen.getByRole('form', { name: 'Track your order' })).not.toContainElement(found);
    expect(submit.compareDocumentPosition(found) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(found).toHaveTextContent('Status: Ready for pickup');
    expect(found).toHaveTextContent('Pickup at our Riverside store; you pay at the store.');
    const [history, ...others] = within(found).getAllByRole('list');
    expect(others).toEqual([]);
    expect(
      within(history!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Placed: 3 Oct 2026, 10:00',
      'Confirmed: 3 Oct 2026, 16:00',
      'Ready for pickup: 4 Oct 2026, 16:00',
    ]);
    expect(found).toHaveTextContent(
      'What happens nextYour order is waiting for you at our Riverside store.',
    );
    expect(within(found).queryByRole('table')).toBeNull();
    expect(found).toHaveTextContent(
      'Only where your order stands is shown hereIts items, address and totals open through the link in your order confirmation e-mail',
    );
  });

  it('is busy while looking up', async () => {
    const { orderNumber, email, submit } = renderForm(
      () => new Promise<OrderProgress | null>(() => {}),
    );
    await userEvent.type(orderNumber, 'VB-204817');
    await userEvent.type(email, 'ada@voltbay.example');
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Looking up your order...');
  });

  it('gives the reason when the lookup fails, keeping the values', async () => {
    const { orderNumber, email, submit } = renderForm(() =>
      Promise.reject(
        new ShopApiError(
          'Too many tries. Please wait a minute and try again.',
          'rate-limited',
          429,
        ),
      ),
    );
    await userEvent.type(orderNumber, 'VB-204817');
    await userEvent.type(email, 'ada@voltbay.example');
    await userEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not look up your order');
    expect(alert).toHaveTextContent('Too many tries.');
    expect(orderNumber).toHaveValue('VB-204817');
  });
});
