import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CheckoutQuote,
  OrderAttempt,
  QuoteAttempt,
} from '#machines/checkout/checkout.machine.ts';
import { pickupChoices, type LocationUnits } from '#shop-api/availability.ts';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { PlacedOrder } from '#shop-api/orders.ts';
import type { CheckoutServer } from '#src/features/checkout/server.ts';
import { path } from '#src/routing/paths.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { writeCheckout } from '#src/services/storage/checkout-store.ts';
import { writeItem } from '#src/services/storage/web-storage.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { quoteAsAsked } from '#machines/checkout/checkout.fixtures.ts';

/** The key of a placed order's link, as the server makes them: 43 base64url characters. */
const ORDER_KEY = 'k'.repeat(43);

// The checkout page on the app's cart (priced from the real catalog) and a fake session, with
// the shop's server played by `server`: what the shopper sees at each step, and what is sent.

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB', priceCents: 32_900 };

/**
 * A server that prices as asked (or with `problems` the first time), counts `units` of each line
 * at each place (10 everywhere unless said; none answered when `storesFail`) and places every order.
 */
function fakeServer(options: {
  problemsFirst?: CheckoutQuote['problems'];
  failFirst?: boolean;
  units?: Partial<LocationUnits>;
  storesFail?: boolean;
}) {
  const attempts: OrderAttempt[] = [];
  const quotes: QuoteAttempt[] = [];
  const everywhere: LocationUnits = {
    warehouse: 10,
    'circuit-square': 10,
    riverside: 10,
    'lakeview-mall': 10,
    'northgate-plaza': 10,
  };
  const server: CheckoutServer = {
    quoteCart: (asked) => {
      quotes.push(asked);
      const problems = quotes.length === 1 ? options.problemsFirst : [];
      return Promise.resolve(quoteAsAsked(asked.lines, problems));
    },
    pickupChoices: (lines) =>
      options.storesFail
        ? Promise.reject(new Error('We could not reach the shop.'))
        : Promise.resolve(
            pickupChoices(
              lines,
              lines.map(({ productId }) => ({
                productId,
                units: { ...everywhere, ...options.units },
              })),
            ),
          ),
    placeOrder: (attempt) => {
      attempts.push(attempt);
      if (options.failFirst && attempts.length === 1) {
        return Promise.reject(
          Object.assign(new Error('We could not reach the shop.'), { code: 'offline' }),
        );
      }
      return Promise.resolve({ number: 'VB-1234567890', key: ORDER_KEY } as PlacedOrder);
    },
  };
  return { server, attempts, quotes };
}

function renderCheckout(server: CheckoutServer, quantity = 1, from: string = path.checkout) {
  writeItem(
    'localStorage',
    'voltbay.cart',
    JSON.stringify({ version: 1, data: [{ productId: ipad.id, quantity }] }),
  );
  const rendered = renderApp(null, {
    path: from,
    routes: [
      { path: path.home, element: <p>The home page</p> },
      { path: path.checkout, element: <CheckoutPage /> },
      { path: path.order, element: <p>The order page</p> },
    ],
    servers: { checkout: server },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: null }));
  return rendered;
}

const form = (name: string) => screen.findByRole('form', { name });

async function fillDetails() {
  const details = await form('Your details');
  await userEvent.type(within(details).getByLabelText(/Full name/), 'Ada Lovelace');
  await userEvent.type(within(details).getByLabelText(/Email/), 'ada@voltbay.example');
  await userEvent.type(within(details).getByLabelText(/Phone/), '+880 1700 000000');
  await userEvent.click(within(details).getByRole('button', { name: 'Continue' }));
}

async function pickUpAtRiverside() {
  const delivery = await form('Delivery or pickup');
  await userEvent.click(within(delivery).getByRole('radio', { name: /Pickup at a store/ }));
  await userEvent.click(within(delivery).getByRole('radio', { name: /^Riverside/ }));
  await userEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
  const payment = await form('Payment');
  await userEvent.click(within(payment).getByRole('button', { name: 'Continue' }));
}

describe('CheckoutPage', () => {
  it('takes a guest through the steps, each heading taking the focus, to the order page', async () => {
    const { server, attempts } = fakeServer({});
    const { router } = renderCheckout(server);
    const details = await form('Your details');
    // Continue with nothing filled: each field says what is missing; the first takes the focus.
    await userEvent.click(within(details).getByRole('button', { name: 'Continue' }));
    expect(within(details).getByLabelText(/Full name/)).toHaveFocus();
    expect(within(details).getByText('Full name is required')).toBeInTheDocument();
    const phone = within(details).getByLabelText(/Phone/);
    await userEvent.type(phone, 'call me');
    await userEvent.click(within(details).getByRole('button', { name: 'Continue' }));
    expect(
      within(details).getByText('Enter a phone number our stores can call: 6 to 20 digits'),
    ).toBeInTheDocument();
    await userEvent.clear(phone);
    await fillDetails();
    expect(screen.getByRole('heading', { name: 'Delivery or pickup' })).toHaveFocus();

    const delivery = await form('Delivery or pickup');
    await userEvent.click(within(delivery).getByRole('radio', { name: /Pickup at a store/ }));
    await userEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
    // The stores load with the choice of pickup (pickup-stores.tsx), and say it there.
    expect(
      await within(delivery).findByText('Choose a store to collect your order from'),
    ).toBeInTheDocument();
    await userEvent.click(within(delivery).getByRole('radio', { name: /^Riverside/ }));
    await userEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));

    const payment = await form('Payment');
    expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus();
    expect(within(payment).getByText('Pay at the store')).toBeInTheDocument();
    expect(
      within(payment).getByText('No card details are asked for or taken online.'),
    ).toBeInTheDocument();
    await userEvent.click(within(payment).getByRole('button', { name: 'Continue' }));

    const place = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.getByRole('row', { name: 'Total $329.00' })).toBeInTheDocument();
    expect(screen.getByText('Free (pickup)')).toBeInTheDocument();
    await userEvent.click(place);
    expect(await screen.findByText('The order page')).toBeInTheDocument();
    // With the key of its link, so that a guest's reload still shows the whole order.
    expect(router.state.location.pathname).toBe('/orders/VB-1234567890');
    expect(router.state.location.hash).toBe(`#key=${ORDER_KEY}`);
    expect(attempts).toHaveLength(1);
    const [attempt] = attempts;
    expect(attempt?.lines).toEqual([
      { productId: ipad.id, quantity: 1, priceCents: ipad.priceCents },
    ]);
    expect(attempt?.contact).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@voltbay.example',
      phone: '+880 1700 000000',
    });
    expect(attempt?.delivery).toMatchObject({ method: 'pickup', store: 'riverside' });
    expect(attempt?.idempotencyKey).toMatch(/^[\w-]{16,100}$/);
  });

  it('shows a line the server will not sell as it stands, with its remedy, then places it', async () => {
    const { server, attempts } = fakeServer({
      problemsFirst: [{ productId: ipad.id, problem: 'too-few', available: 1 }],
    });
    renderCheckout(server, 3);
    await fillDetails();
    await pickUpAtRiverside();
    expect(await screen.findByText('Only 1 left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: `Lower ${ipad.name} to 1` }));
    const place = await screen.findByRole('button', { name: 'Place order' });
    expect(place).toBeEnabled();
    expect(screen.queryByText('Only 1 left.')).not.toBeInTheDocument();
    await userEvent.click(place);
    expect(await screen.findByText('The order page')).toBeInTheDocument();
    expect(attempts[0]?.lines).toEqual([
      { productId: ipad.id, quantity: 1, priceCents: ipad.priceCents },
    ]);
  });

  it('says what a changed price was as well as what it is now', async () => {
    const { server } = fakeServer({
      problemsFirst: [{ productId: ipad.id, problem: 'price-changed', priceCents: 34_900 }],
    });
    renderCheckout(server);
    await fillDetails();
    await pickUpAtRiverside();
    expect(
      await screen.findByText('The price was $329.00 and is now $349.00.'),
    ).toBeInTheDocument();
  });

  it('says it is placing on a button that stays readable and focused, the rest locked, and a second press sends nothing', async () => {
    const { server } = fakeServer({});
    const answers: ((order: PlacedOrder) => void)[] = [];
    const slowServer: CheckoutServer = {
      ...server,
      placeOrder: () => new Promise<PlacedOrder>((resolve) => answers.push(resolve)),
    };
    renderCheckout(slowServer);
    await fillDetails();
    await pickUpAtRiverside();
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    const placing = await screen.findByRole('button', { name: 'Placing your order...' });
    expect(placing).toHaveAttribute('aria-disabled', 'true');
    expect(placing).toBeEnabled();
    expect(placing).toHaveFocus();
    // Nothing else can change the order meanwhile.
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    for (const edit of screen.getAllByRole('button', { name: /^Change / })) {
      expect(edit).toBeDisabled();
    }
    await userEvent.click(placing);
    expect(answers).toHaveLength(1);
    act(() => answers[0]?.({ number: 'VB-1234567890', key: ORDER_KEY } as PlacedOrder));
    expect(await screen.findByText('The order page')).toBeInTheDocument();
  });

  it('says an order was not placed, keeps everything, and tries again with the same key', async () => {
    const { server, attempts } = fakeServer({ failFirst: true });
    renderCheckout(server);
    await fillDetails();
    await pickUpAtRiverside();
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order was not placed');
    expect(alert).toHaveTextContent('We could not reach the shop.');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The order page')).toBeInTheDocument();
    expect(attempts.map((attempt) => attempt.idempotencyKey)).toEqual([
      attempts[0]?.idempotencyKey,
      attempts[0]?.idempotencyKey,
    ]);
  });

  it("fills the details from the signed-in shopper's account", async () => {
    const { server } = fakeServer({});
    writeItem(
      'localStorage',
      'voltbay.cart',
      JSON.stringify({ version: 1, data: [{ productId: ipad.id, quantity: 1 }] }),
    );
    const rendered = renderApp(<CheckoutPage />, {
      path: path.checkout,
      servers: { checkout: server },
    });
    act(() => rendered.session.report({ type: 'auth.changed', user: testUser }));
    const details = await form('Your details');
    expect(within(details).getByLabelText(/Email/)).toHaveValue(testUser.email);
    expect(
      within(details).getByText(`Signed in as ${testUser.email}.`, { exact: false }),
    ).toBeInTheDocument();
  });
});

describe('CheckoutPage in the browser history', () => {
  it('takes an address without a step for the first step, so Back from delivery returns to the details', async () => {
    const { server } = fakeServer({});
    const { router } = renderCheckout(server, 1, path.home);
    await act(() => router.navigate(path.checkout));
    await fillDetails();
    await form('Delivery or pickup');
    // Written once the step has been painted.
    await waitFor(() => expect(router.state.location.search).toBe('?step=delivery'));
    await act(() => router.navigate(-1));
    await form('Your details');
    expect(router.state.location).toMatchObject({ pathname: path.checkout, search: '' });
  });

  it('writes the step it resumes at in the address when the link arrives at a later one', async () => {
    writeCheckout({
      contact: { name: 'Ada Lovelace', email: 'ada@voltbay.example', phone: '+880 1700 000000' },
      delivery: { method: 'pickup', store: 'riverside' },
      reached: 'payment',
      acceptedPrices: {},
      sent: null,
    });
    const { server } = fakeServer({});
    const { router } = renderCheckout(server);
    await form('Payment');
    await waitFor(() => expect(router.state.location.search).toBe('?step=payment'));
  });

  it('stops a pasted street at its 120 characters and says so, keeping the rest of the form', async () => {
    const { server } = fakeServer({});
    renderCheckout(server);
    await fillDetails();
    const delivery = await form('Delivery or pickup');
    const street = within(delivery).getByLabelText(/Street and house/);
    await userEvent.click(street);
    await userEvent.paste('x'.repeat(5_000));
    expect(street).toHaveValue('x'.repeat(120));
    expect(
      within(delivery).getByText(/longer than 120 characters: the end was cut/),
    ).toBeInTheDocument();
    expect(within(delivery).queryByText(/must be less than/)).not.toBeInTheDocument();
  });

  it('goes back to the details with Back, keeping what was typed', async () => {
    const { server } = fakeServer({});
    const { router } = renderCheckout(server);
    await fillDetails();
    await form('Delivery or pickup');
    // Written once the step has been painted.
    await waitFor(() => expect(router.state.location.search).toBe('?step=delivery'));
    await act(() => router.navigate(-1));
    const details = await form('Your details');
    expect(within(details).getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(router.state.location.search).toBe('');
  });
});

describe('CheckoutPage pickup', () => {
  afterEach(() => vi.useRealTimers());

  async function choosePickup() {
    await fillDetails();
    const delivery = await form('Delivery or pickup');
    await userEvent.click(within(delivery).getByRole('radio', { name: /Pickup at a store/ }));
    return delivery;
  }

  it('offers only the stores that have every item, says what the others lack and where all is', async () => {
    // Sunday noon in Dhaka: every store is open.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T06:00:00Z'));
    const { server, quotes } = fakeServer({
      units: { 'circuit-square': 0, riverside: 1, 'northgate-plaza': 0 },
    });
    renderCheckout(server, 2);
    const delivery = await choosePickup();
    const riverside = await within(delivery).findByRole('radio', { name: /^Riverside/ });
    await waitFor(() => expect(riverside).toBeDisabled());
    expect(riverside).toHaveAccessibleName(
      expect.stringContaining(`Not in stock here: ${ipad.name} (only 1).`),
    );
    expect(within(delivery).getAllByText(`Not in stock here: ${ipad.name}.`)).toHaveLength(2);
    expect(
      within(delivery).getAllByText('All your items are available at Lakeview Mall.', {
        exact: false,
      }),
    ).toHaveLength(3);
    expect(within(delivery).getAllByText('Open now, closes 20:00', { exact: false })).toHaveLength(
      4,
    );
    await userEvent.click(within(delivery).getByRole('radio', { name: /^Lakeview Mall/ }));
    await userEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
    const payment = await form('Payment');
    await userEvent.click(within(payment).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Place order' });
    // The server checks the lines at the store chosen.
    expect(quotes[0]).toMatchObject({ method: 'pickup', store: 'lakeview-mall' });
  });

  it('says when no store has every item, and suggests delivery', async () => {
    const { server } = fakeServer({
      units: { 'circuit-square': 0, riverside: 0, 'lakeview-mall': 0, 'northgate-plaza': 0 },
    });
    renderCheckout(server);
    const delivery = await choosePickup();
    const alert = await within(delivery).findByRole('alert');
    expect(alert).toHaveTextContent('No store has every item in your cart now');
    expect(alert).toHaveTextContent('Choose delivery, or change your cart to collect it.');
    for (const store of within(delivery).getAllByRole('radio', { name: /Not in stock here/ })) {
      expect(store).toBeDisabled();
    }
  });

  it('tells a shopper back at a store that no longer has every item to choose another', async () => {
    writeCheckout({
      contact: { name: 'Ada Lovelace', email: 'ada@voltbay.example', phone: '+880 1700 000000' },
      delivery: { method: 'pickup', store: 'riverside' },
      reached: 'delivery',
      acceptedPrices: {},
      sent: null,
    });
    const { server } = fakeServer({ units: { riverside: 0 } });
    // As a reload of the step has it.
    renderCheckout(server, 1, `${path.checkout}?step=delivery`);
    const delivery = await form('Delivery or pickup');
    expect(await within(delivery).findByRole('alert')).toHaveTextContent(
      'Riverside does not have every item in your cart now. Choose another store, or delivery.',
    );
    await userEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
    expect(within(delivery).getByRole('radio', { name: /^Circuit Square/ })).toHaveFocus();
    await userEvent.click(within(delivery).getByRole('radio', { name: /^Lakeview Mall/ }));
    await userEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
    expect(await form('Payment')).toBeInTheDocument();
  });

  it('lets any store be chosen when the stores cannot be checked, and shows what the server refuses', async () => {
    const { server } = fakeServer({
      storesFail: true,
      problemsFirst: [{ productId: ipad.id, problem: 'too-few', available: 1 }],
    });
    renderCheckout(server, 3);
    const delivery = await choosePickup();
    expect(
      await within(delivery).findByText(/We could not check which stores have your items/),
    ).toBeInTheDocument();
    await userEvent.click(within(delivery).getByRole('radio', { name: /^Riverside/ }));
    await userEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
    const payment = await form('Payment');
    await userEvent.click(within(payment).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Only 1 left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});
