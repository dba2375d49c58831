import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubmittedValues } from '#machines/submission/submission.machine.ts';
import { timing } from '#machines/timing.ts';
import { trackingText } from '#src/content/info-text.ts';
import { fakeTimersFromNow } from '#src/testing/fake-timers.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { TrackingForm } from './tracking-form.tsx';

function renderForm(lookUp: (query: SubmittedValues) => Promise<void> = () => Promise.resolve()) {
  renderApp(<TrackingForm lookUp={lookUp} />);
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

  it.each(['VB-12345', 'VB-1234567', 'VB123456', 'AB-123456', '123456', 'VB-12 456'])(
    'refuses %s with the expected format',
    async (value) => {
      const { orderNumber, submit } = renderForm();
      await userEvent.type(orderNumber, value);
      await userEvent.click(submit);
      expect(orderNumber).toHaveAccessibleDescription(
        `Order number must look like VB-123456: VB- followed by 6 digits ${trackingText.orderNumberHelp}`,
      );
    },
  );

  it('accepts lower case and spaces, and answers politely that no order was found', async () => {
    const queries: SubmittedValues[] = [];
    const { orderNumber, email, submit } = renderForm((query) => {
      queries.push(query);
      return Promise.resolve();
    });
    await userEvent.type(orderNumber, '  vb-204817 ');
    await userEvent.type(email, 'ada@voltbay.example');
    const advance = fakeTimersFromNow();
    fireEvent.click(submit);
    await advance(timing.simulatedSend - 1);
    expect(screen.queryByRole('status')).toBeNull();

    await advance(1);
    const answer = screen.getByRole('status');
    expect(answer).toHaveTextContent('No order found for VB-204817');
    expect(answer).toHaveTextContent(
      'Online orders will appear here once our online checkout opens.',
    );
    expect(within(answer).getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    expect(queries).toEqual([{ orderNumber: 'VB-204817', email: 'ada@voltbay.example' }]);
    expect(orderNumber).toHaveValue('  vb-204817 ');
    expect(email).toHaveValue('ada@voltbay.example');

    vi.useRealTimers();
    await userEvent.type(orderNumber, '{Backspace}{Backspace}9');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is busy while looking up', async () => {
    const { orderNumber, email, submit } = renderForm(() => new Promise<void>(() => {}));
    await userEvent.type(orderNumber, 'VB-204817');
    await userEvent.type(email, 'ada@voltbay.example');
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Looking up your order...');
  });

  it('says so when the lookup fails, keeping the values', async () => {
    const { orderNumber, email, submit } = renderForm(() => Promise.reject(new Error('offline')));
    await userEvent.type(orderNumber, 'VB-204817');
    await userEvent.type(email, 'ada@voltbay.example');
    const advance = fakeTimersFromNow();
    fireEvent.click(submit);
    await advance(timing.simulatedSend);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not look up your order');
    expect(orderNumber).toHaveValue('VB-204817');
  });
});
