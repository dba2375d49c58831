import { describe, expect, it } from 'vitest';
import type { Review, ReviewPage, StaffReview } from '#shop-api/reviews.ts';
import { createTestClient, errorOf, newCaller } from '#server/testing/fakes.ts';
import {
  addTestProduct,
  sharedTestDatabase,
  testEmail,
  testPhone,
} from '#server/testing/test-database.ts';
import type { AppDeps } from './app.ts';

// Reviews over HTTP (docs/decisions/0030-reviews.md): who may write, vote and report, what staff
// decide, and how the rating and the list come out.

const database = await sharedTestDatabase();

type Shopper = ReturnType<typeof newCaller>;
const staff = newCaller(true);

function reviewsApi(overrides: Partial<AppDeps> = {}) {
  const { call } = createTestClient(database, { formsPerMinute: 1000, ...overrides });
  const as = (who: Shopper | null): Record<string, string> =>
    who ? { authorization: who.authorization } : {};
  const api = {
    call,
    /** An order of the product placed by `shopper` and taken by staff through to `status`. */
    async order(shopper: Shopper, productId: string, status: 'placed' | 'delivered') {
      const placed = await call('/orders', {
        headers: { ...as(shopper), 'idempotency-key': `review-test-${crypto.randomUUID()}` },
        json: {
          lines: [{ productId, quantity: 1 }],
          contact: { name: 'Ada Lovelace', email: testEmail(), phone: testPhone() },
          fulfilment: {
            type: 'delivery',
            address: { line1: '1 Road', city: 'Dhaka', postcode: '1205' },
            payment: 'cash-on-delivery',
          },
        },
      });
      expect(placed.status).toBe(201);
      const { number } = (await placed.json()) as { number: string };
      if (status === 'delivered') {
        for (const next of ['confirmed', 'shipped', 'delivered']) {
          const moved = await call(`/orders/${number}/status`, {
            headers: as(staff),
            json: { status: next },
          });
          expect(moved.status).toBe(200);
        }
      }
    },
    write: (who: Shopper | null, productId: string, json: unknown) =>
      call(`/products/${productId}/reviews/mine`, { method: 'PUT', headers: as(who), json }),
    remove: (who: Shopper, productId: string) =>
      call(`/products/${productId}/reviews/mine`, { method: 'DELETE', headers: as(who) }),
    async page(productId: string, who: Shopper | null = null, query = '') {
      const response = await call(`/products/${productId}/reviews${query}`, { headers: as(who) });
      expect(response.status).toBe(200);
      return (await response.json()) as ReviewPage;
    },
    helpful: (who: Shopper, reviewId: number) =>
      call(`/reviews/${reviewId}/helpful`, { method: 'POST', headers: as(who) }),
    report: (who: Shopper, reviewId: number) =>
      call(`/reviews/${reviewId}/report`, { method: 'POST', headers: as(who) }),
    /** A new shopper who received the product, and their review of it. */
    async reviewer(productId: string, stars = 5, title = 'Does the job') {
      const shopper = newCaller();
      await api.order(shopper, productId, 'delivered');
      const response = await api.write(shopper, productId, {
        stars,
        title,
        body: 'Fast and quiet.',
      });
      expect(response.status).toBe(201);
      return { shopper, review: (await response.json()) as Review };
    },
  };
  return api;
}

describe('writing a review', () => {
  it('a shopper who received the product reviews it once, edits it, and deletes it', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const { shopper, review } = await api.reviewer(productId, 4, 'Good tablet');
    expect(review).toMatchObject({ stars: 4, title: 'Good tablet', verifiedPurchase: true });
    expect(review.editedAt).toBeNull();

    const edited = await api.write(shopper, productId, {
      stars: 5,
      title: 'Great tablet',
      body: 'Better after a week.',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: review.id, stars: 5, title: 'Great tablet' });

    const listed = await api.page(productId, shopper);
    expect(listed.reviews).toHaveLength(1);
    expect(listed.reviews[0]).toMatchObject({ id: review.id, body: 'Better after a week.' });
    expect(listed.reviews[0]!.editedAt).not.toBeNull();
    expect(listed.viewer).toMatchObject({ mayReview: true, mine: { id: review.id } });

    expect((await api.remove(shopper, productId)).status).toBe(200);
    expect((await api.page(productId)).reviews).toEqual([]);
    expect(await errorOf(await api.remove(shopper, productId))).toMatchObject({
      code: 'not-found',
    });
  });

  it('is refused to a guest, and to a shopper whose order has not reached them', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const body = { stars: 5, title: 'Great', body: 'Great.' };
    const guest = await api.write(null, productId, body);
    expect(guest.status).toBe(401);
    expect((await errorOf(guest)).message).toBe('Please sign in to write or rate reviews.');

    const waiting = newCaller();
    await api.order(waiting, productId, 'placed');
    const refused = await api.write(waiting, productId, body);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: 'review-not-allowed',
      message: 'Only shoppers who received this product in an order of theirs can review it.',
    });
    expect((await api.page(productId, waiting)).viewer).toMatchObject({ mayReview: false });
    // Received another product: still not this one.
    const other = await addTestProduct(database);
    await api.order(waiting, other, 'delivered');
    expect((await api.write(waiting, productId, body)).status).toBe(403);
  });

  it.each([
    ['no stars', { stars: 0, title: 'T', body: 'B' }, 'stars: Choose from 1 to 5 stars'],
    ['six stars', { stars: 6, title: 'T', body: 'B' }, 'stars: Choose from 1 to 5 stars'],
    ['half a star', { stars: 4.5, title: 'T', body: 'B' }, 'stars: Choose from 1 to 5 stars'],
    ['a blank title', { stars: 4, title: '   ', body: 'B' }, 'title: Give your review a title'],
    ['no text', { stars: 4, title: 'T' }, 'body: this field is missing'],
    ['an empty text', { stars: 4, title: 'T', body: '' }, 'body: Write your review'],
    [
      'a text over the limit',
      { stars: 4, title: 'T', body: 'x'.repeat(4001) },
      'body: A review is at most 4000 characters',
    ],
    ['a field of its own', { stars: 4, title: 'T', body: 'B', verified: true }, 'verified: this'],
  ])('refuses %s with the field named', async (_, json, message) => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const shopper = newCaller();
    await api.order(shopper, productId, 'delivered');
    const response = await api.write(shopper, productId, json);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain(message);
  });

  it('refuses 50,000 characters as too large, and an unknown product', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const shopper = newCaller();
    await api.order(shopper, productId, 'delivered');
    const long = await api.write(shopper, productId, {
      stars: 4,
      title: 'T',
      body: 'x'.repeat(50_000),
    });
    expect(long.status).toBe(413);
    expect(
      (await api.write(shopper, 'no-such-product', { stars: 4, title: 'T', body: 'B' })).status,
    ).toBe(404);
  });

  it('keeps HTML and scripts as the text they are', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const shopper = newCaller();
    await api.order(shopper, productId, 'delivered');
    const body = '<script>alert(1)</script> <b>bold</b> **not markdown**';
    await api.write(shopper, productId, { stars: 3, title: '<img src=x onerror=alert(1)>', body });
    const [review] = (await api.page(productId)).reviews;
    expect(review).toMatchObject({ title: '<img src=x onerror=alert(1)>', body });
  });

  it("never changes another shopper's review: each writes and deletes only their own", async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const first = await api.reviewer(productId, 5, 'Mine');
    const second = await api.reviewer(productId, 1, 'Theirs');
    expect(second.review.id).not.toBe(first.review.id);
    expect((await api.remove(second.shopper, productId)).status).toBe(200);
    const { reviews } = await api.page(productId);
    expect(reviews.map((review) => [review.id, review.title])).toEqual([[first.review.id, 'Mine']]);
  });

  it('asks an account to confirm its e-mail before it writes, votes or reports; nothing is counted', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const { review } = await api.reviewer(productId);
    const unconfirmed = newCaller('unconfirmed');
    await api.order(unconfirmed, productId, 'delivered');
    for (const refused of [
      await api.write(unconfirmed, productId, { stars: 1, title: 'Spam', body: 'Buy elsewhere' }),
      await api.helpful(unconfirmed, review.id),
      await api.report(unconfirmed, review.id),
    ]) {
      expect(refused.status).toBe(403);
      expect(await errorOf(refused)).toEqual({
        code: 'email-not-confirmed',
        message:
          'Please confirm your e-mail address first: we ask it of every account that reviews, asks, answers, votes or reports. Your account page sends the link.',
      });
    }
    const { reviews } = await api.page(productId);
    expect(reviews.map((shown) => [shown.title, shown.helpfulCount])).toEqual([
      ['Does the job', 0],
    ]);
  });

  it('is limited per account in an hour', async () => {
    const api = reviewsApi({ postsPerHour: 2 });
    const productId = await addTestProduct(database);
    const shopper = newCaller();
    await api.order(shopper, productId, 'delivered');
    const body = { stars: 4, title: 'T', body: 'B' };
    expect((await api.write(shopper, productId, body)).status).toBe(201);
    expect((await api.write(shopper, productId, body)).status).toBe(200);
    const third = await api.write(shopper, productId, body);
    expect(third.status).toBe(429);
    expect((await errorOf(third)).code).toBe('rate-limited');
  });
});

describe('the list and the rating', () => {
  it("rates a product by the shop's shown reviews alone, and breaks them down by stars", async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    expect((await api.page(productId)).rating).toBeNull();
    await api.reviewer(productId, 5);
    await api.reviewer(productId, 4);
    await api.reviewer(productId, 4);
    const page = await api.page(productId);
    // (5 + 4 + 4) / 3 = 4.33
    expect(page.rating).toEqual({ average: 4.3, count: 3 });
    expect(page.reviewCount).toBe(3);
    expect(page.breakdown).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });

  it("answers every product's rating from its shown reviews, and none for one without", async () => {
    const api = reviewsApi();
    const rated = await addTestProduct(database);
    const unrated = await addTestProduct(database);
    await api.reviewer(rated, 5);
    const { review: hidden } = await api.reviewer(rated, 2);
    await api.call(`/staff/reviews/${hidden.id}/visibility`, {
      headers: { authorization: staff.authorization },
      json: { visibility: 'hidden' },
    });
    const response = await api.call('/ratings');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const { ratings } = (await response.json()) as {
      ratings: { productId: string; average: number; count: number }[];
    };
    expect(ratings.find((rating) => rating.productId === rated)).toEqual({
      productId: rated,
      average: 5,
      count: 1,
    });
    expect(ratings.some((rating) => rating.productId === unrated)).toBe(false);
  });

  it('pages newest first, five to a page, and a page past the end is the last', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const titles: string[] = [];
    for (let n = 1; n <= 7; n += 1) {
      titles.unshift(`Review ${n}`);
      await api.reviewer(productId, 4, `Review ${n}`);
    }
    const first = await api.page(productId);
    expect(first).toMatchObject({ page: 1, pageCount: 2, reviewCount: 7 });
    expect(first.reviews.map((review) => review.title)).toEqual(titles.slice(0, 5));
    const last = await api.page(productId, null, '?page=9');
    expect(last.page).toBe(2);
    expect(last.reviews.map((review) => review.title)).toEqual(titles.slice(5));
    expect((await api.call(`/products/${productId}/reviews?page=0`)).status).toBe(400);
    expect((await api.call(`/products/${productId}/reviews?sort=stars`)).status).toBe(400);
  });
});

describe('helpful votes', () => {
  it('count one per shopper, never for their own review, and sort the list', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const older = await api.reviewer(productId, 4, 'Older');
    await api.reviewer(productId, 4, 'Newer');
    const voter = newCaller();
    const vote = await api.helpful(voter, older.review.id);
    expect(vote.status).toBe(200);
    expect(await vote.json()).toEqual({ helpfulCount: 1 });

    const again = await api.helpful(voter, older.review.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'already-voted',
      message: 'You have already marked this review as helpful.',
    });
    const own = await api.helpful(older.shopper, older.review.id);
    expect(own.status).toBe(403);

    const helpfulFirst = await api.page(productId, voter, '?sort=helpful');
    expect(helpfulFirst.reviews.map((review) => review.title)).toEqual(['Older', 'Newer']);
    expect(helpfulFirst.viewer?.votedHelpful).toEqual([older.review.id]);
    const newestFirst = await api.page(productId);
    expect(newestFirst.reviews.map((review) => review.title)).toEqual(['Newer', 'Older']);
  });

  it('sent twice at once by one shopper, count once', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const { review } = await api.reviewer(productId);
    const voter = newCaller();
    const answers = await Promise.all([
      api.helpful(voter, review.id),
      api.helpful(voter, review.id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await api.page(productId)).reviews[0]?.helpfulCount).toBe(1);
  });
});

describe('reports and staff', () => {
  it("stays hidden when its author deletes it and writes it again: staff's decision sticks", async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const { shopper: author, review } = await api.reviewer(productId, 1, 'Rude words');
    await api.call(`/staff/reviews/${review.id}/visibility`, {
      headers: { authorization: staff.authorization },
      json: { visibility: 'hidden' },
    });
    expect((await api.remove(author, productId)).status).toBe(200);
    // Deleted for its author: nothing of theirs, and staff no longer list it.
    expect((await api.page(productId, author)).viewer?.mine).toBeNull();
    const listed = await api.call('/staff/reviews?visibility=hidden', {
      headers: { authorization: staff.authorization },
    });
    const { reviews } = (await listed.json()) as { reviews: StaffReview[] };
    expect(reviews.find((found) => found.id === review.id)).toBeUndefined();

    const again = await api.write(author, productId, {
      stars: 1,
      title: 'Rude words again',
      body: 'Fast and quiet.',
    });
    expect(again.status).toBe(201);
    expect((await api.page(productId)).reviews).toEqual([]);
    expect((await api.page(productId, author)).viewer?.mine).toMatchObject({
      title: 'Rude words again',
      visibility: 'hidden',
    });
  });

  it('three reports hide a review until staff show it again; staff may hide one', async () => {
    const api = reviewsApi();
    const productId = await addTestProduct(database);
    const { shopper: author, review } = await api.reviewer(productId, 1, 'Rude words');
    const reporters = [newCaller(), newCaller(), newCaller()];
    expect(await (await api.report(reporters[0]!, review.id)).json()).toEqual({ hidden: false });
    expect((await api.report(reporters[0]!, review.id)).status).toBe(409);
    expect((await api.report(author, review.id)).status).toBe(403);
    await api.report(reporters[1]!, review.id);
    expect(await (await api.report(reporters[2]!, review.id)).json()).toEqual({ hidden: true });

    const hidden = await api.page(productId, author);
    expect(hidden.reviews).toEqual([]);
    expect(hidden.rating).toBeNull();
    // Its author still sees it, and why it is not shown.
    expect(hidden.viewer?.mine).toMatchObject({ id: review.id, visibility: 'reported' });
    // Hidden, it takes no more votes or reports.
    expect((await api.helpful(newCaller(), review.id)).status).toBe(404);

    const notStaff = await api.call(`/staff/reviews/${review.id}/visibility`, {
      headers: { authorization: author.authorization },
      json: { visibility: 'shown' },
    });
    expect(notStaff.status).toBe(403);
    const reported = await api.call('/staff/reviews?visibility=reported', {
      headers: { authorization: staff.authorization },
    });
    const { reviews } = (await reported.json()) as { reviews: StaffReview[] };
    expect(reviews.find((found) => found.id === review.id)).toMatchObject({ reportCount: 3 });

    const shown = await api.call(`/staff/reviews/${review.id}/visibility`, {
      headers: { authorization: staff.authorization },
      json: { visibility: 'shown' },
    });
    expect(await shown.json()).toMatchObject({ visibility: 'shown', reportCount: 0 });
    expect((await api.page(productId)).reviews.map((found) => found.id)).toEqual([review.id]);
    // Shown again by staff, it is hidden again only by new reports: the old reporters may report anew.
    expect(await (await api.report(reporters[0]!, review.id)).json()).toEqual({ hidden: false });

    await api.call(`/staff/reviews/${review.id}/visibility`, {
      headers: { authorization: staff.authorization },
      json: { visibility: 'hidden' },
    });
    expect((await api.page(productId)).reviews).toEqual([]);
    // Editing a hidden review does not show it again.
    await api.write(author, productId, { stars: 2, title: 'Calmer', body: 'Calmer words.' });
    expect((await api.page(productId)).reviews).toEqual([]);
  });
});
