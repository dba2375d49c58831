import { expect, type APIRequestContext } from '@playwright/test';
import localServices from '../../scripts/local-services.json' with { type: 'json' };
import type { LocationId } from '#shop-api/stores.ts';
import { createUser, makeStaff, signIn } from './emulator.ts';

/**
 * The shop's server and its mail inbox, for tests: each test places its own orders with
 * e-mails of its own and reads only its own mail.
 */
const INBOX = `http://${localServices.mail.host}:${localServices.mail.inboxPort}`;

interface PlacedOrder {
  number: string;
  status: string;
  contact: { email: string };
  /** The key of the order's link (`/orders/<number>#key=<key>`). */
  key: string;
  reservedUntil?: string;
}

let orderKeys = 0;

/** The numbers of a shopper's orders, as their account lists them (newest first). */
export async function orderNumbersOf(
  request: APIRequestContext,
  shopper: { email: string; password: string },
): Promise<string[]> {
  const { idToken } = await signIn(shopper.email, shopper.password);
  const mine = await request.get('/api/orders', {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return ((await mine.json()) as { orders: { number: string }[] }).orders.map(
    (order) => order.number,
  );
}

/**
 * A guest's (or, with `idToken`, a shopper's) order of `quantity` × `productId`, placed at the
 * server: a pickup at Riverside, or from the warehouse a delivery paid in cash.
 */
export async function placeOrder(
  request: APIRequestContext,
  {
    email,
    productId = 'vb-0001',
    quantity = 1,
    idToken,
    from = 'riverside',
  }: {
    email: string;
    productId?: string;
    quantity?: number;
    idToken?: string;
    from?: 'riverside' | 'warehouse';
  },
): Promise<PlacedOrder> {
  orderKeys += 1;
  const response = await request.post('/api/orders', {
    headers: {
      'Idempotency-Key': `e2e-${email.replace(/[^\w-]/g, '-')}-${orderKeys}`.slice(0, 100),
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    data: {
      lines: [{ productId, quantity }],
      contact: { name: 'Ada Lovelace', email, phone: '+880 1700 000000' },
      fulfilment:
        from === 'warehouse'
          ? {
              type: 'delivery',
              address: { line1: '12 Test Road', city: 'Dhaka', postcode: '1205' },
              payment: 'cash-on-delivery',
            }
          : { type: 'pickup', store: from, payment: 'pay-at-store' },
    },
  });
  if (response.status() !== 201) {
    throw new Error(`placing an order: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as PlacedOrder;
}

interface InboxMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The mails the inbox (MailDev) holds for `address`, oldest first. */
export async function mailTo(address: string): Promise<InboxMail[]> {
  const response = await fetch(`${INBOX}/api/email`);
  const mails = (await response.json()) as InboxMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

/** How many of `productId` the server counts now at a location: the warehouse unless said. */
export async function liveStock(
  request: APIRequestContext,
  productId: string,
  at: LocationId = 'warehouse',
): Promise<number> {
  const response = await request.get(`/api/availability?ids=${productId}`);
  const { products } = (await response.json()) as {
    products: { units: Record<LocationId, number> }[];
  };
  return products[0]?.units[at] ?? 0;
}

/**
 * Buys up what the warehouse has (what delivery sells and cards show), what a restock in an
 * earlier run (a retry, a repeat) left too, so the server has none to deliver.
 */
export async function sellOut(request: APIRequestContext, productId: string, buyer: string) {
  const left = await liveStock(request, productId);
  if (left > 0) {
    await placeOrder(request, { email: buyer, productId, quantity: left, from: 'warehouse' });
  }
}

/**
 * An order of `productId` placed by `shopper` (an account) and collected at the store: a staff
 * account of its own moves it along, as the shop's staff would. What a review needs.
 */
export async function collectedOrder(
  request: APIRequestContext,
  shopper: { email: string; password: string },
  productId: string,
): Promise<void> {
  const staff = { email: shopper.email.replace('@', '.staff@'), password: shopper.password };
  await makeStaff(await createUser(staff));
  const staffToken = (await signIn(staff.email, staff.password)).idToken;
  const order = await placeOrder(request, {
    email: shopper.email,
    productId,
    idToken: (await signIn(shopper.email, shopper.password)).idToken,
  });
  for (const status of ['confirmed', 'ready-for-pickup', 'collected']) {
    const moved = await request.post(`/api/orders/${order.number}/status`, {
      headers: { Authorization: `Bearer ${staffToken}` },
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
}

/**
 * A review of `productId` by `author` (an account that received it: `collectedOrder`), written
 * over the API as the review form sends it: its id.
 */
export async function writtenReview(
  request: APIRequestContext,
  author: { email: string; password: string },
  productId: string,
  review: { stars: number; title: string; body: string },
): Promise<number> {
  const { idToken } = await signIn(author.email, author.password);
  const written = await request.put(`/api/products/${productId}/reviews/mine`, {
    headers: { Authorization: `Bearer ${idToken}` },
    data: review,
  });
  expect(written.status()).toBe(201);
  return ((await written.json()) as { id: number }).id;
}

/** Reports the review once from each of `reporters`, new accounts: the third hides it. */
export async function reportedBy(
  request: APIRequestContext,
  reviewId: number,
  reporters: { email: string; password: string }[],
): Promise<void> {
  for (const reporter of reporters) {
    await createUser(reporter);
    const { idToken } = await signIn(reporter.email, reporter.password);
    const report = await request.post(`/api/reviews/${reviewId}/report`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(report.status()).toBe(200);
  }
}
