import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '#shop-api/orders.ts';
import type { LineProblem } from '#shop-api/errors.ts';
import type { CheckoutServer } from '#src/features/checkout/server.ts';
import { CheckoutPage } from '#src/pages/checkout-page.tsx';
import { path } from '#src/routing/paths.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { writeCheckout } from '#src/services/storage/checkout-store.ts';
import { writeItem } from '#src/services/storage/web-storage.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { quoteAsAsked } from '#machines/checkout/checkout.fixtures.ts';

// The review after the server refused Place order: what the shopper sees of the totals, and
// whether the page still says they are the server's.

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };
const ipadAir = { id: 'vb-0002', name: 'iPad Air 11-inch M2 Wi-Fi 128 GB' };

/** Back on the review with both iPads, to pick up, priced by `server`. */
async function openReview(server: Partial<CheckoutServer>) {
  writeItem(
    'localStorage',
    'voltbay.cart',
    JSON.stringify({
      version: 1,
      data: [
        { productId: ipad.id, quantity: 1 },
        { productId: ipadAir.id, quantity: 1 },
      ],
    }),
  );
  writeCheckout({
    contact: { name: 'Ada Lovelace', email: 'ada@voltbay.example', phone: '+880 1700 000000' },
    delivery: { method: 'pickup', store: 'riverside' },
    reached: 'review',
    acceptedPrices: {},
    sent: null,
  });
  const rendered = renderApp(null, {
    // As a reload of the review has it.
    path: `${path.checkout}?step=review`,
    routes: [
      { path: path.checkout, element: <CheckoutPage /> },
      { path: '/orders/:number', element: <h1>Your order</h1> },
    ],
    servers: { checkout: server },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: null }));
  const place = await screen.findByRole('button', { name: 'Place order' });
  // $329 and $599, as the server has them.
  expect(screen.getByRole('row', { name: 'Total $928.00' })).toBeInTheDocument();
  expect(screen.getByText('Prices and totals as our server has them now.')).toBeInTheDocument();
  return place;
}

/** Back on the review with both iPads, to pick up, and Place order tapped: `placeOrder` answers. */
async function reviewWith(placeOrder: CheckoutServer['placeOrder']) {
  const place = await openReview({
    quoteCart: ({ lines }) => Promise.resolve(quoteAsAsked(lines)),
    placeOrder,
  });
  await userEvent.click(place);
}

const refusal = (lines: LineProblem[]) =>
  new ShopApiError(
    'Some products cannot be ordered as they are in your cart.',
    'order-not-accepted',
    409,
    lines,
  );

describe('ReviewStep after a refusal', () => {
  it('totals what can still be ordered when the server refuses a sold-out line, keeping the rest', async () => {
    await reviewWith(() =>
      Promise.reject(refusal([{ productId: ipadAir.id, problem: 'sold-out' }])),
    );
    expect(await screen.findByText('Sold out.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Sub-Total $329.00' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total $329.00' })).toBeInTheDocument();
    // Still the server's word, and said to leave the refused line out.
    expect(screen.getByText('Prices as our server has them now.')).toBeInTheDocument();
    expect(
      screen.getByText('The totals leave out the items that cannot be ordered as they are.'),
    ).toBeInTheDocument();
    // The cart and the details as they were; nothing placed until the line is changed.
    const lines = screen.getByRole('region', { name: 'Your order' });
    expect(within(lines).getByText(ipad.name)).toBeInTheDocument();
    expect(within(lines).getByText(ipadAir.name)).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Pickup at')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it("no longer says the totals are the server's when it could not be reached", async () => {
    await reviewWith(() =>
      Promise.reject(new ShopApiError('We could not reach the shop.', 'offline', 0)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the shop.');
    expect(screen.queryByText(/as our server has them now/)).not.toBeInTheDocument();
    // The prices last given, the cart and the details, all kept.
    expect(screen.getByRole('row', { name: 'Total $928.00' })).toBeInTheDocument();
    expect(screen.getByText(ipadAir.name)).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('ReviewStep promo code', () => {
  /** A server that takes $28.00 off with SAVE3, refuses any other code and places orders. */
  function codeServer() {
    const placed: (string | undefined)[] = [];
    const server: Partial<CheckoutServer> = {
      quoteCart: ({ lines, promoCode }) => {
        const quote = quoteAsAsked(lines);
        if (!promoCode) return Promise.resolve(quote);
        if (promoCode !== 'SAVE3') {
          return Promise.resolve({
            ...quote,
            promo: { code: promoCode, refused: { message: `We have no promo code ${promoCode}.` } },
          });
        }
        return Promise.resolve({
          ...quote,
          discountCents: 2_800,
          totalCents: quote.totalCents - 2_800,
          promo: { code: 'SAVE3' },
        });
      },
      placeOrder: (attempt) => {
        placed.push(attempt.promoCode);
        return Promise.resolve({ number: 'VB-1234567890', key: 'k'.repeat(43) } as PlacedOrder);
      },
    };
    return { server, placed };
  }

  it('refused, says why and keeps the totals; applied, shows its discount and is placed with it', async () => {
    const { server, placed } = codeServer();
    const place = await openReview(server);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'nope{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('We have no promo code NOPE.');
    expect(screen.getByRole('row', { name: 'Total $928.00' })).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, ' save3 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code SAVE3 applied.')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Promo code SAVE3 -$28.00' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total $900.00' })).toBeInTheDocument();

    await userEvent.click(place);
    await waitFor(() => expect(placed).toEqual(['SAVE3']));
  });

  it('removed, the totals are the full ones again and the field has the focus', async () => {
    const { server } = codeServer();
    await openReview(server);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SAVE3{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove promo code SAVE3' }));
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toHaveFocus();
    expect(await screen.findByRole('row', { name: 'Total $928.00' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Promo code/ })).not.toBeInTheDocument();
  });
});
