import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderProgress } from '#shop-api/orders.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { TrackedOrder } from './order-details.tsx';

// An order's reservation as its page and its tracking show it: only when the server says it holds.

const progress = (fulfilment: OrderProgress['fulfilment'], reservedUntil?: string) =>
  ({
    number: 'VB-1234567890',
    status: 'placed',
    placedAt: '2026-12-02T06:00:00Z',
    fulfilment,
    events: [{ status: 'placed', at: '2026-12-02T06:00:00Z' }],
    ...(reservedUntil && { reservedUntil }),
  }) as OrderProgress;

describe('OrderProgressDetails reservation', () => {
  it('says until when a pickup is reserved, and what happens after', () => {
    renderApp(
      <TrackedOrder
        order={progress({ type: 'pickup', store: 'riverside' }, '2026-12-05T14:00:00Z')}
      />,
    );
    expect(
      screen.getByText('Reserved for you until 5 Dec 2026, 20:00 (Dhaka time)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/cancelled and its items go back on the shelf/)).toBeInTheDocument();
  });

  it('says a cash-on-delivery order is cancelled unless confirmed by then', () => {
    renderApp(<TrackedOrder order={progress({ type: 'delivery' }, '2026-12-04T06:00:00Z')} />);
    expect(
      screen.getByText('Held for you until 4 Dec 2026, 12:00 (Dhaka time)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Unless the order is confirmed by then/)).toBeInTheDocument();
  });

  it('claims no reservation when the server gives none', () => {
    renderApp(<TrackedOrder order={progress({ type: 'pickup', store: 'riverside' })} />);
    expect(screen.queryByText(/Reserved for you|Held for you/)).not.toBeInTheDocument();
  });
});

describe('TrackedOrder', () => {
  it("names a pickup's store with its address, phone and hours, as the order's page does", () => {
    renderApp(<TrackedOrder order={progress({ type: 'pickup', store: 'riverside' })} />);
    const store = screen.getByRole('heading', { name: 'Pickup store' }).parentElement!;
    expect(within(store).getByText('Riverside')).toBeVisible();
    expect(within(store).getByText(/12 Kazi Nazrul Islam Avenue, Dhaka 1215/)).toBeVisible();
    expect(within(store).getByRole('link', { name: '+880 1700-000012' })).toHaveAttribute(
      'href',
      'tel:+8801700000012',
    );
    expect(within(store).getByText('Saturday to Thursday: 10:00 to 20:00')).toBeVisible();
    expect(within(store).getByText('Friday: 15:00 to 20:00')).toBeVisible();
  });

  it('says nothing of a store for a delivery', () => {
    renderApp(<TrackedOrder order={progress({ type: 'delivery' })} />);
    expect(screen.queryByRole('heading', { name: 'Pickup store' })).toBeNull();
  });
});
