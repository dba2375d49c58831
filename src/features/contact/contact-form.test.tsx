import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactMessage, ContactReceipt } from '#shop-api/messages.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { ContactForm } from './contact-form.tsx';

/** A send the test settles by hand, remembering what it was given. */
function controlledSend() {
  const sent: ContactMessage[] = [];
  let settle = { resolve: (_receipt: ContactReceipt) => {}, reject: (_error: Error) => {} };
  const send = (message: ContactMessage) => {
    sent.push(message);
    return new Promise<ContactReceipt>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    send,
    sent,
    resolve: (receipt: ContactReceipt = { received: true }) => settle.resolve(receipt),
    reject: (error: Error) => settle.reject(error),
  };
}

function renderForm(send: (message: ContactMessage) => Promise<ContactReceipt>) {
  renderApp(<ContactForm />, { servers: { contact: { sendContactMessage: send } } });
  const form = within(screen.getByRole('form', { name: 'Send us a message' }));
  return {
    name: form.getByLabelText(/^Name/),
    email: form.getByLabelText(/^Email/),
    subject: form.getByLabelText(/^Subject/),
    message: form.getByLabelText(/^Message/),
    submit: form.getByRole('button', { name: 'Send message' }),
  };
}

async function fillIn(fields: ReturnType<typeof renderForm>) {
  await userEvent.type(fields.name, 'Ada Lovelace');
  await userEvent.type(fields.email, 'ada@voltbay.example');
  await userEvent.type(fields.subject, 'Warranty');
  await userEvent.type(fields.message, 'My laptop no longer charges.');
}

describe('ContactForm', () => {
  it('names each invalid field, focusing the first, and sends nothing', async () => {
    const { send, sent } = controlledSend();
    const fields = renderForm(send);
    expect(fields.message.tagName).toBe('TEXTAREA');

    await userEvent.click(fields.submit);
    expect(fields.name).toHaveFocus();
    expect(fields.name).toHaveAccessibleDescription('Name is required');
    expect(fields.email).toHaveAccessibleDescription('Email is required');
    expect(fields.subject).toHaveAccessibleDescription('Subject is required');
    expect(fields.message).toHaveAccessibleDescription('Message is required');

    await userEvent.type(fields.name, 'A'.repeat(80));
    await userEvent.type(fields.email, 'ada@voltbay');
    await userEvent.type(fields.subject, 'S'.repeat(120));
    await userEvent.type(fields.message, 'Too short');
    expect(fields.name).toHaveAccessibleDescription('Name must be less than 80 characters');
    expect(fields.email).toHaveAccessibleDescription('Invalid email format');
    expect(fields.subject).toHaveAccessibleDescription('Subject must be less than 120 characters');
    expect(fields.message).toHaveAccessibleDescription('Message must be at least 10 characters');
    await userEvent.click(fields.submit);
    expect(sent).toEqual([]);
  });

  it('is busy until the shop has the message, then thanks the shopper and clears the form', async () => {
    const { send, sent, resolve } = controlledSend();
    const fields = renderForm(send);
    await fillIn(fields);
    fireEvent.click(fields.submit);

    expect(fields.submit).toBeDisabled();
    expect(fields.submit).toHaveTextContent('Sending...');
    expect(sent).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@voltbay.example',
        subject: 'Warranty',
        message: 'My laptop no longer charges.',
      },
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(fields.name).toHaveValue('Ada Lovelace');

    resolve({ received: true });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you for your message');
    expect(status).toHaveTextContent('a short note saying so is on its way to your inbox');
    expect(within(status).getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      expect(field).toHaveValue('');
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(fields.submit).toBeEnabled();

    await fillIn(fields);
    await userEvent.click(fields.submit);
    expect(sent).toHaveLength(2);
  });

  it("gives the shop's reason when it did not take the message, keeping what was typed", async () => {
    const { send, reject } = controlledSend();
    const fields = renderForm(send);
    await fillIn(fields);
    await userEvent.click(fields.submit);
    reject(
      new ShopApiError('Too many tries. Please wait a minute and try again.', 'rate-limited', 429),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('Too many tries. Please wait a minute and try again.');
    expect(fields.name).toHaveValue('Ada Lovelace');
    expect(fields.email).toHaveValue('ada@voltbay.example');
    expect(fields.subject).toHaveValue('Warranty');
    expect(fields.message).toHaveValue('My laptop no longer charges.');
    expect(fields.submit).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
