import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ReviewPage } from '#shop-api/reviews.ts';
import { reviewsMachine, type ReviewAction, type ReviewQuery } from './reviews.machine.ts';
import {
  selectActing,
  selectActionError,
  selectDone,
  selectIsLoading,
  selectLoadError,
  selectReviewPage,
} from './reviews.selectors.ts';

const aReview = (id: number, helpfulCount: number) => ({
  id,
  productId: 'vb-0001',
  author: 'Ada L.',
  stars: 5,
  title: 'Good',
  body: 'Very good',
  verifiedPurchase: true as const,
  helpfulCount,
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
});

const pageOf = (query: ReviewQuery): ReviewPage => ({
  productId: query.productId,
  rating: { average: 4.5, count: 12 },
  breakdown: [],
  reviewCount: 12,
  sort: query.sort,
  page: query.page,
  pageCount: 3,
  reviews: [aReview(query.page * 10 + 1, 2), aReview(query.page * 10 + 2, 0)],
  viewer: { mine: null, mayReview: false, votedHelpful: [] },
});

function start({
  load = (query: ReviewQuery) => Promise.resolve(pageOf(query)),
  act = (action: ReviewAction) =>
    Promise.resolve(action.kind === 'helpful' ? { helpfulCount: 3 } : { hidden: true }),
}: {
  load?: (query: ReviewQuery) => Promise<ReviewPage>;
  act?: (action: ReviewAction) => Promise<{ helpfulCount?: number; hidden?: boolean }>;
} = {}) {
  const loads: ReviewQuery[] = [];
  const actor = createActor(
    reviewsMachine.provide({
      actors: {
        loadReviews: fromPromise(({ input }) => {
          loads.push(input);
          return load(input);
        }),
        actOnReview: fromPromise(({ input }) => act(input)),
      },
    }),
    { input: { productId: 'vb-0001' } },
  ).start();
  const shown = () => waitFor(actor, (snapshot) => snapshot.matches({ shown: 'idle' }));
  return { actor, loads, shown };
}

describe('reviewsMachine', () => {
  it('loads the newest first, then another order from its first page, then another page', async () => {
    const { actor, loads, shown } = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await shown();
    expect(selectReviewPage(actor.getSnapshot())?.reviews.map((r) => r.id)).toEqual([11, 12]);
    actor.send({ type: 'reviews.page', page: 2 });
    await shown();
    actor.send({ type: 'reviews.sort', sort: 'helpful' });
    await shown();
    expect(loads.map(({ sort, page }) => [sort, page])).toEqual([
      ['newest', 1],
      ['newest', 2],
      ['helpful', 1],
    ]);
  });

  it('says why loading failed, and loads again on retry', async () => {
    let fail = true;
    const { actor, shown } = start({
      load: (query) =>
        fail ? Promise.reject(new Error('offline')) : Promise.resolve(pageOf(query)),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectLoadError(actor.getSnapshot())).toEqual(new Error('offline'));
    fail = false;
    actor.send({ type: 'reviews.retry' });
    await shown();
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
  });

  it("counts a vote once the server took it, and remembers the shopper's vote", async () => {
    const { actor, shown } = start();
    await shown();
    actor.send({ type: 'review.helpful', reviewId: 11 });
    expect(selectActing(actor.getSnapshot())).toEqual({ kind: 'helpful', reviewId: 11 });
    expect(selectReviewPage(actor.getSnapshot())?.reviews[0]?.helpfulCount).toBe(2);
    await shown();
    const page = selectReviewPage(actor.getSnapshot());
    expect(page?.reviews[0]?.helpfulCount).toBe(3);
    expect(page?.viewer?.votedHelpful).toEqual([11]);
    expect(selectDone(actor.getSnapshot())).toEqual({ kind: 'helpful', reviewId: 11 });
  });

  it('takes a reported review off the list only when the server hid it', async () => {
    let hidden = false;
    const { actor, shown } = start({ act: () => Promise.resolve({ hidden }) });
    await shown();
    actor.send({ type: 'review.report', reviewId: 12 });
    await shown();
    expect(selectReviewPage(actor.getSnapshot())?.reviews.map((r) => r.id)).toEqual([11, 12]);
    hidden = true;
    actor.send({ type: 'review.report', reviewId: 12 });
    await shown();
    expect(selectReviewPage(actor.getSnapshot())?.reviews.map((r) => r.id)).toEqual([11]);
  });

  it('keeps the page as it was when an action is refused, with the reason', async () => {
    const refusal = new Error('You have already marked this review as helpful.');
    const { actor, shown } = start({ act: () => Promise.reject(refusal) });
    await shown();
    actor.send({ type: 'review.helpful', reviewId: 11 });
    await shown();
    expect(selectActionError(actor.getSnapshot())).toEqual({
      action: { kind: 'helpful', reviewId: 11 },
      error: refusal,
    });
    expect(selectReviewPage(actor.getSnapshot())?.reviews[0]?.helpfulCount).toBe(2);
    expect(selectDone(actor.getSnapshot())).toBeNull();
  });

  it("loads again after the shopper's own review changed", async () => {
    const { actor, loads, shown } = start();
    await shown();
    actor.send({ type: 'reviews.changed' });
    await shown();
    expect(loads).toHaveLength(2);
  });
});
