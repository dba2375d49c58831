import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { StorePickup } from '#shop-api/staff-stock.ts';
import type { StaffServer } from '#src/features/staff/server.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { StaffStockPage } from './staff-stock.tsx';

const pickup = (number: string, reservedUntil: string, more: Partial<StorePickup> = {}) => ({
  number,
  status: 'confirmed' as const,
  name: 'Nadia Rahman',
  itemCount: 2,
  totalCents: 129_900,
  reservedUntil,
  ...more,
});

// Dhaka's 3 December 2026, 10:00. Each end below falls on another day in UTC than in Dhaka.
const now = '2026-12-03T04:00:00Z';
const circuitSquare = [
  // Dhaka's 3 December, 02:00: ended before now, not yet cancelled, so due too.
  pickup('VB-204810', '2026-12-02T20:00:00Z', { status: 'ready-for-pickup' }),
  // Dhaka's 3 December, 23:00.
  pickup('VB-204811', '2026-12-03T17:00:00Z', { name: 'Arif Hossain', itemCount: 1 }),
  // Dhaka's 4 December, 01:00, though still the 3rd in UTC.
  pickup('VB-204812', '2026-12-03T19:00:00Z', { status: 'placed', totalCents: 4_500 }),
];

beforeEach(() => {
  // Only the date: user-event's own waits keep the real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

function renderPickups(storePickups: StaffServer['storePickups']) {
  const rendered = renderApp(null, {
    path: '/staff/stock',
    routes: [{ path: '/staff/stock', element: <StaffStockPage /> }],
    servers: {
      staff: {
        listProducts: () =>
          Promise.resolve([{ id: 'vb-0001', name: 'iPad Air', stock: 1, sold: true }]),
        productStock: (productId) => Promise.resolve({ productId, locations: [], transfers: [] }),
        storePickups,
      },
    },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: testUser }));
  return rendered;
}

/** Each row of a group as staff read it. */
const rowsOf = (group: string) =>
  within(screen.getByRole('list', { name: group }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('StaffStockPage: pickups', () => {
  it("lists a store's pickups due today on Dhaka's calendar apart from later ones, each linked to its order", async () => {
    renderPickups((store) => Promise.resolve(store === 'circuit-square' ? circuitSquare : []));
    const section = await screen.findByRole('region', { name: 'Pickups' });
    expect(within(section).getByRole('combobox', { name: 'Store' })).toHaveValue('circuit-square');
    await within(section).findByRole('list', { name: 'Due today' });

    expect(rowsOf('Due today')).toEqual([
      'VB-204810Ready for pickupNadia Rahman · 2 items · $1,299.00Reserved until 3 Dec 2026, 02:00 (Dhaka time)',
      'VB-204811ConfirmedArif Hossain · 1 item · $1,299.00Reserved until 3 Dec 2026, 23:00 (Dhaka time)',
    ]);
    expect(rowsOf('Later')).toEqual([
      'VB-204812PlacedNadia Rahman · 2 items · $45.00Reserved until 4 Dec 2026, 01:00 (Dhaka time)',
    ]);
    // The order's page is where staff mark it ready and collected.
    expect(within(section).getByRole('link', { name: 'VB-204811' })).toHaveAttribute(
      'href',
      '/orders/VB-204811',
    );

    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: 'Store' }),
      'riverside',
    );
    expect(
      await within(section).findByText('No pickup waits to be collected at this store.'),
    ).toBeVisible();
  });

  it('says when none is due today', async () => {
    renderPickups(() => Promise.resolve(circuitSquare.slice(2)));
    await screen.findByRole('list', { name: 'Later' });
    expect(screen.getByText('None ends today.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Due today' })).toBeNull();
  });

  it("says the server's reason when the pickups cannot be listed, and asks again on Try again", async () => {
    let refuse = true;
    renderPickups(() =>
      refuse
        ? Promise.reject(new ShopApiError('The shop has no store riverside.', 'bad-request', 400))
        : Promise.resolve(circuitSquare),
    );
    const section = await screen.findByRole('region', { name: 'Pickups' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not load the pickupsThe shop has no store riverside.',
    );
    refuse = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('list', { name: 'Later' })).toBeVisible();
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
