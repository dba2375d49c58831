import { screen } from '@testing-library/react';
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
