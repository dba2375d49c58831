import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { StockAlertReceipt } from '#shop-api/stock-alerts.ts';
import { stockAlertText } from '#src/features/stock-alerts/text.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { apiText } from '#src/services/shop-api/api-text.ts';
import type { StockAlertRequest } from '#src/features/stock-alerts/server.ts';
import { fakeSession, renderApp } from '#src/testing/render-app.tsx';
import { StockAlertForm } from './stock-alert-form.late.tsx';

/** A request the test settles by hand, remembering what it was given. */
function controlledRequest() {
  const calls: StockAlertRequest[] = [];
  let settle = { resolve: (_: StockAlertReceipt) => {}, reject: (_error: Error) => {} };
  const request = vi.fn((sent: StockAlertRequest) => {
    calls.push(sent);
    return new Promise<StockAlertReceipt>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    request,
    calls,
    resolve: (receipt: StockAlertReceipt) => settle.resolve(receipt),
    reject: (error: Error) => settle.reject(error),
  };
}

function renderForm(
  request: ReturnType<typeof controlledRequest>['request'],
  session = fakeSession(),
) {
  renderApp(<StockAlertForm productId="vb-0003" />, {
    session,
    servers: { stockAlerts: { requestStockAlert: request } },
  });
  const form = within(screen.getByRole('form', { name: stockAlertText.heading }));
  return {
    session,
    email: form.getByLabelText(new RegExp(`^${stockAlertText.emailLabel}`)),
    submit: form.getByRole('button', { name: stockAlertText.submit }),
  };
}

describe('StockAlertForm', () => {
  it('sends the typed address, is busy meanwhile, then names the address it will e-mail', async () => {
    const user = userEvent.setup();
    const { request, calls, resolve } = controlledRequest();
    const { email, submit } = renderForm(request);
    expect(screen.getByRole('heading', { level: 2, name: stockAlertText.heading })).toBeVisible();
    await user.type(email, ' Ada@Voltbay.example ');
    await user.click(submit);
    expect(calls).toEqual([
      { productId: 'vb-0003', email: 'Ada@Voltbay.example', location: 'warehouse' },
    ]);
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
    resolve({ created: true });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(stockAlertText.waitingTitle);
    expect(status).toHaveTextContent("We'll e-mail Ada@Voltbay.example once, when it's back.");
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so honestly when the address was already waiting', async () => {
    const user = userEvent.setup();
    const { request, resolve } = controlledRequest();
    const { email, submit } = renderForm(request);
    await user.type(email, 'ada@voltbay.example');
    await user.click(submit);
    resolve({ created: false });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(stockAlertText.alreadyWaitingTitle);
    expect(status).toHaveTextContent(stockAlertText.waiting('ada@voltbay.example'));
  });

  it('checks the address before sending, as the server would', async () => {
    const user = userEvent.setup();
    const { request } = controlledRequest();
    const { email, submit } = renderForm(request);
    await user.type(email, 'ada@voltbay');
    await user.click(submit);
    expect(request).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription(/invalid email/i);
    expect(email).toHaveFocus();
  });

  it("shows the server's reason and keeps the address as typed; a second try sends it again", async () => {
    const user = userEvent.setup();
    const { request, calls, reject, resolve } = controlledRequest();
    const { email, submit } = renderForm(request);
    await user.type(email, 'ada@voltbay.example');
    await user.click(submit);
    reject(new ShopApiError("It's in stock now: you can order it.", 'in-stock', 409));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stockAlertText.failed);
    expect(alert).toHaveTextContent("It's in stock now: you can order it.");
    expect(email).toHaveValue('ada@voltbay.example');

    await user.click(submit);
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    resolve({ created: true });
    expect(await screen.findByRole('status')).toHaveTextContent('ada@voltbay.example');
  });

  it('says what to do when the shop cannot be reached, with the address kept', async () => {
    const user = userEvent.setup();
    const { request, reject } = controlledRequest();
    const { email, submit } = renderForm(request);
    await user.type(email, 'ada@voltbay.example');
    await user.click(submit);
    reject(new ShopApiError(apiText.unreachable, 'offline', 0));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiText.unreachable);
    expect(email).toHaveValue('ada@voltbay.example');
  });

  it("is filled with the signed-in account's address, which can be changed", async () => {
    const user = userEvent.setup();
    const { request, calls } = controlledRequest();
    const { email, submit, session } = renderForm(request);
    act(() => session.report({ type: 'auth.changed', user: testUser }));
    expect(email).toHaveValue(testUser.email);
    await user.clear(email);
    await user.type(email, 'work@voltbay.example');
    await user.click(submit);
    expect(calls).toEqual([
      { productId: 'vb-0003', email: 'work@voltbay.example', location: 'warehouse' },
    ]);
  });
});
