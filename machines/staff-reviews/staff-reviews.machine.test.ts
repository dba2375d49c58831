import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  staffReviewsMachine,
  type ModeratedReview,
  type Moderation,
} from './staff-reviews.machine.ts';
import {
  selectFilter,
  selectLoadError,
  selectModerated,
  selectModerating,
  selectModerationFailure,
  selectReviews,
} from './staff-reviews.selectors.ts';

const reported = { id: 7, visibility: 'reported' };
const other = { id: 9, visibility: 'reported' };

function start({
  load = () => Promise.resolve([reported, other]),
  moderate = ({ reviewId, visibility }) => Promise.resolve({ id: reviewId, visibility }),
}: {
  load?: (filter: string) => Promise<ModeratedReview[]>;
  moderate?: (moderation: Moderation) => Promise<ModeratedReview>;
} = {}) {
  const loads: string[] = [];
  const moderations: Moderation[] = [];
  const logic = staffReviewsMachine.provide({
    actors: {
      loadReviews: fromPromise(({ input }) => {
        loads.push(input.filter);
        return load(input.filter);
      }),
      moderateReview: fromPromise(({ input }) => {
        moderations.push(input);
        return moderate(input);
      }),
    },
  });
  const actor = createActor(logic, { input: { filter: 'reported' } }).start();
  const moderated: number[] = [];
  actor.on('moderated', ({ reviewId }) => moderated.push(reviewId));
  const loaded = () => waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'idle' }));
  return { actor, loads, moderations, moderated, loaded };
}

describe('staff reviews machine', () => {
  it('lists the reviews with the visibility asked for, then shows them', async () => {
    const { actor, loads, loaded } = start();
    expect(selectReviews(actor.getSnapshot())).toBeNull();
    await loaded();
    expect(selectReviews(actor.getSnapshot())).toEqual([reported, other]);
    expect(loads).toEqual(['reported']);
  });

  it('says why listing failed and lists again on retry', async () => {
    let fail = true;
    const { actor, loaded } = start({
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve([reported])),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectLoadError(actor.getSnapshot())).toEqual(new Error('offline'));
    fail = false;
    actor.send({ type: 'list.retry' });
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
    await loaded();
    expect(selectReviews(actor.getSnapshot())).toEqual([reported]);
  });

  it('lists again with another filter, also from a failed list', async () => {
    const { actor, loads, loaded } = start({
      load: (filter) =>
        filter === 'reported'
          ? Promise.reject(new Error('down'))
          : Promise.resolve([{ id: 3, visibility: filter }]),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'filter.change', filter: 'hidden' });
    expect(selectFilter(actor.getSnapshot())).toBe('hidden');
    await loaded();
    expect(selectReviews(actor.getSnapshot())).toEqual([{ id: 3, visibility: 'hidden' }]);
    expect(loads).toEqual(['reported', 'hidden']);
  });

  it("moderates one review, and its row becomes the server's answer", async () => {
    const { actor, moderations, moderated, loaded } = start({
      moderate: ({ reviewId, visibility }) => Promise.resolve({ id: reviewId, visibility }),
    });
    await loaded();
    actor.send({ type: 'moderate', reviewId: 7, visibility: 'shown' });
    expect(selectModerating(actor.getSnapshot())).toEqual({ reviewId: 7, visibility: 'shown' });
    // One at a time: another row waits until this one is answered.
    actor.send({ type: 'moderate', reviewId: 9, visibility: 'hidden' });
    await loaded();
    expect(selectReviews(actor.getSnapshot())).toEqual([{ id: 7, visibility: 'shown' }, other]);
    expect(moderations).toEqual([{ reviewId: 7, visibility: 'shown' }]);
    expect(moderated).toEqual([7]);
    expect(selectModerated(actor.getSnapshot())).toBe(7);
    expect(selectModerating(actor.getSnapshot())).toBeNull();
    expect(selectModerationFailure(actor.getSnapshot())).toBeNull();
  });

  it('keeps the row as it was and says why when the server refuses', async () => {
    const refusal = new Error('There is no such review.');
    const { actor, moderated, loaded } = start({ moderate: () => Promise.reject(refusal) });
    await loaded();
    actor.send({ type: 'moderate', reviewId: 9, visibility: 'hidden' });
    await loaded();
    expect(selectReviews(actor.getSnapshot())).toEqual([reported, other]);
    expect(selectModerationFailure(actor.getSnapshot())).toEqual({
      moderation: { reviewId: 9, visibility: 'hidden' },
      error: refusal,
    });
    expect(moderated).toEqual([]);
    expect(selectModerated(actor.getSnapshot())).toBeNull();
    // Another filter forgets it.
    actor.send({ type: 'filter.change', filter: 'shown' });
    await loaded();
    expect(selectModerationFailure(actor.getSnapshot())).toBeNull();
  });

  it('ignores a moderation of a review it did not list', async () => {
    const { actor, moderations, loaded } = start();
    await loaded();
    actor.send({ type: 'moderate', reviewId: 1, visibility: 'hidden' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(moderations).toEqual([]);
  });
});
