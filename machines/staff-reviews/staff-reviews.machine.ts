import { assign, emit, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';

/**
 * What the machine needs of a review on the staff's list; the app's rows carry more
 * (shop-api/reviews.ts `StaffReview`), kept as the server answered them.
 */
export interface ModeratedReview {
  id: number;
  /** 'shown', 'reported' (hidden by shoppers' reports) or 'hidden' (by staff). */
  visibility: string;
}

/** What staff decide about one review. */
export interface Moderation {
  reviewId: number;
  visibility: 'shown' | 'hidden';
}

export interface StaffReviewsContext {
  /** The reviews as the server last listed them, each replaced by its answer to a moderation. */
  reviews: ModeratedReview[];
  /** The visibility the list shows. */
  filter: string;
  /** The moderation under way, or the last one (what its message is about). */
  moderation: Moderation | null;
  /** Why loading or the last moderation failed, until the next try. */
  error: unknown;
  /** The review the server moderated last: its row says so. */
  moderated: number | null;
}

export type StaffReviewsEvent =
  | { type: 'list.retry' }
  | { type: 'filter.change'; filter: string }
  | ({ type: 'moderate' } & Moderation);

export type StaffReviewsEmitted = { type: 'moderated'; reviewId: number };

/**
 * The staff's review moderation (docs/decisions/0030-reviews.md): it lists reviews by visibility
 * (`loadReviews`; reported ones first, the page's default filter), and shows one again or hides
 * it (`moderateReview`), one at a time. A row changes only as the server answered; `moderated`
 * is emitted then, so the page can move focus to what changed. Asking first is the page's
 * (in place, on the row): the machine hears only a confirmed moderation.
 */
const staffReviewsSetup = setup({
  types: {
    input: {} as { filter: string },
    context: {} as StaffReviewsContext,
    events: {} as StaffReviewsEvent,
    emitted: {} as StaffReviewsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    loadReviews: fromPromise<ModeratedReview[], { filter: string }>(
      notProvided('staffReviews', 'loadReviews'),
    ),
    moderateReview: fromPromise<ModeratedReview, Moderation>(
      notProvided('staffReviews', 'moderateReview'),
    ),
  },
  guards: {
    isListed: ({ context }, reviewId: number) =>
      context.reviews.some((review) => review.id === reviewId),
  },
  actions: {
    keepReviews: assign((_, reviews: ModeratedReview[]) => ({ reviews, error: null })),
    keepFilter: assign((_, filter: string) => ({ filter, moderation: null, moderated: null })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    holdModeration: assign((_, moderation: Moderation) => ({
      moderation,
      error: null,
      moderated: null,
    })),
    applyAnswer: assign(({ context }, answer: ModeratedReview) => ({
      reviews: context.reviews.map((review) => (review.id === answer.id ? answer : review)),
      error: null,
      moderated: answer.id,
    })),
    emitModerated: emit((_, reviewId: number) => ({ type: 'moderated' as const, reviewId })),
  },
});

/** Another filter lists again, from the server, with that visibility. */
const filterChange = {
  target: '#staffReviews.loading',
  reenter: true,
  actions: staffReviewsSetup.enqueueActions(({ enqueue, event }) => {
    if (event.type === 'filter.change') enqueue({ type: 'keepFilter', params: event.filter });
  }),
} as const;

export const staffReviewsMachine = staffReviewsSetup.createMachine({
  id: 'staffReviews',
  context: ({ input }) => ({
    reviews: [],
    filter: input.filter,
    moderation: null,
    error: null,
    moderated: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      on: { 'filter.change': filterChange },
      invoke: {
        src: 'loadReviews',
        input: ({ context }) => ({ filter: context.filter }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepReviews', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'list.retry': 'loading', 'filter.change': filterChange },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Not while moderating: the moderation under way is answered first.
            'filter.change': filterChange,
            moderate: {
              guard: { type: 'isListed', params: ({ event }) => event.reviewId },
              target: 'moderating',
              actions: {
                type: 'holdModeration',
                params: ({ event }) => ({ reviewId: event.reviewId, visibility: event.visibility }),
              },
            },
          },
        },
        moderating: {
          tags: ['busy'],
          invoke: {
            src: 'moderateReview',
            input: ({ context }) => {
              if (!context.moderation) throw new Error('staffReviews: no moderation to send');
              return context.moderation;
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyAnswer', params: ({ event }) => event.output },
                { type: 'emitModerated', params: ({ event }) => event.output.id },
              ],
            },
            // The row keeps its question open with the reason: nothing changed.
            onError: {
              target: 'idle',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
