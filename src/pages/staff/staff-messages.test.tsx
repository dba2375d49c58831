import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { StaffMessage, StaffMessageFilter } from '#shop-api/messages.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import type { StaffServer } from '#src/features/staff/server.ts';
import { StaffMessagesPage } from './staff-messages.tsx';

function aMessage(id: number, handledAt: string | null = null): StaffMessage {
  return {
    id,
    name: 'Ada Lovelace',
    email: `ada.${id}@voltbay.example`,
    subject: `Warranty ${id}`,
    message: '<b>My laptop</b> will not start.\nSecond line.',
    receivedAt: '2026-11-20T09:00:00.000Z',
    handledAt,
  };
}

function renderStaffMessages(staff: Partial<StaffServer>) {
  const rendered = renderApp(null, {
    path: '/staff/messages',
    routes: [{ path: '/staff/messages', element: <StaffMessagesPage /> }],
    servers: { staff },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: testUser }));
  return rendered;
}

describe('StaffMessagesPage', () => {
  it('lists the messages waiting, as plain text with a reply link, and the handled ones when chosen', async () => {
    const asked: StaffMessageFilter[] = [];
    renderStaffMessages({
      listStaffMessages: (filter) => {
        asked.push(filter);
        return Promise.resolve(
          filter === 'open' ? [aMessage(1)] : [aMessage(2, '2026-11-21T04:30:00.000Z')],
        );
      },
    });
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 2, name: 'Warranty 1' })).toBeVisible();
    expect(item).toHaveTextContent('From Ada Lovelace, 20 Nov 2026, 15:00');
    // As the shopper typed it: the markup is text.
    expect(within(item).getByText(/<b>My laptop<\/b> will not start\./)).toBeVisible();
    expect(
      within(item).getByRole('link', { name: 'Reply to ada.1@voltbay.example' }),
    ).toHaveAttribute('href', 'mailto:ada.1@voltbay.example?subject=Re%3A%20Warranty%201');

    await userEvent.selectOptions(screen.getByLabelText('Show messages that are'), 'handled');
    expect(await screen.findByText('Handled on 21 Nov 2026, 10:30')).toBeVisible();
    expect(screen.queryByRole('button', { name: /as handled/ })).toBeNull();
    expect(asked).toContain('handled');
  });

  it('marks a message handled: it leaves the list, and focus goes to what says so', async () => {
    const marked: number[] = [];
    renderStaffMessages({
      listStaffMessages: () => Promise.resolve([aMessage(1), aMessage(2)]),
      markMessageHandled: (id) => {
        marked.push(id);
        return Promise.resolve(aMessage(id, '2026-11-21T04:30:00.000Z'));
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as handled: Warranty 1' }),
    );
    const status = await screen.findByText('Marked as handled: it is under Handled now.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Warranty 1' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Warranty 2' })).toBeVisible();
    expect(marked).toEqual([1]);
  });

  it('keeps the message and says why when marking fails', async () => {
    renderStaffMessages({
      listStaffMessages: () => Promise.resolve([aMessage(1)]),
      markMessageHandled: () =>
        Promise.reject(new ShopApiError('The shop cannot answer right now.', 'unavailable', 503)),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as handled: Warranty 1' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The message was not marked');
    expect(screen.getByRole('heading', { name: 'Warranty 1' })).toBeVisible();
  });
});
