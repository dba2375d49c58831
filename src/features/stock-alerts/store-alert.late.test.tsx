import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StockAlertRequest } from '#src/features/stock-alerts/server.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { StoreAlert } from './store-alert.late.tsx';

describe('StoreAlert', () => {
  it('asks in a dialog for the e-mail to tell when the product is at that store, then gives focus back', async () => {
    const user = userEvent.setup();
    const sent: StockAlertRequest[] = [];
    renderApp(<StoreAlert productId="vb-0007" storeId="circuit-square" />, {
      servers: {
        stockAlerts: {
          requestStockAlert: (request) => {
            sent.push(request);
            return Promise.resolve({ created: true });
          },
        },
      },
    });
    const opener = screen.getByRole('button', { name: "Notify me when it's at Circuit Square" });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', {
      name: "Notify me when it's at Circuit Square",
    });
    expect(within(dialog).getByText(/our Circuit Square store has it again/)).toBeVisible();
    const email = within(dialog).getByRole('textbox', { name: /^Your e-mail/ });
    await user.type(email, 'ada@voltbay.example');
    const form = within(dialog).getByRole('form', {
      name: "Notify me when it's at Circuit Square",
    });
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "We'll e-mail ada@voltbay.example once, when it's back at Circuit Square.",
    );
    expect(sent).toEqual([
      { productId: 'vb-0007', email: 'ada@voltbay.example', location: 'circuit-square' },
    ]);

    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
