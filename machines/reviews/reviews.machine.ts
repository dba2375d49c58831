import { assign, fromPromise, setup } from 'xstate';
import type { ReviewPage, ReviewSort } from '#shop-api/reviews.ts';
import { notProvided } from '#machines/not-provided.ts';

/** Which page of a product's reviews, in which order. */
export interface ReviewQuery {
  productId: string;
  sort: ReviewSort;
  page: number;
}

/** A shopper's action on someone's review: a 'Helpful' vote or a report. */
export interface ReviewAction {
  kind: 'helpful' | 'report';
  reviewId: number;
}

export interface ReviewsContext {
  query: ReviewQuery;
  /** The page as the server last answered it. */
  page: ReviewPage | null;
  /** Why loading or the last action failed, until the next try. */
  error: unknown;
  /** The action under way, or the last one (what its message is about). */
  action: ReviewAction | null;
  /** The last action the server took: its review says so. */
  done: ReviewAction | null;
}

export type ReviewsEvent =
  | { type: 'reviews.retry' }
  | { type: 'reviews.sort'; sort: ReviewSort }
  | { type: 'reviews.page'; page: number }
  /** The shopper's own review was written, changed or deleted: the list and rating again. */
  | { type: 'reviews.changed' }
  | { type: 'review.helpful'; reviewId: number }
  | { type: 'review.report'; reviewId: number };

/**
 * A product's reviews on its page (docs/decisions/0030-reviews.md): it loads a page of them
 * (`loadReviews`, with the signed-in shopper's part), in another order or at another page on
 * request, and sends a shopper's vote or report (`actOnReview`), one at a time. What it shows
 * changes only as the server answered: a vote counts once accepted, a reported review leaves the
 * list when the server says it is hidden.
 */
const reviewsSetup = setup({
  types: {
    input: {} as { productId: string },
    context: {} as ReviewsContext,
    events: {} as ReviewsEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadReviews: fromPromise<ReviewPage, ReviewQuery>(notProvided('reviews', 'loadReviews')),
    actOnReview: fromPromise<{ helpfulCount?: number; hidden?: boolean }, ReviewAction>(
      notProvided('reviews', 'actOnReview'),
    ),
  },
  actions: {
    keepPage: assign((_, page: ReviewPage) => ({ page, error: null })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    setSort: assign(({ context }, sort: ReviewSort) => ({
      query: { ...context.query, sort, page: 1 },
    })),
    setPage: assign(({ context }, page: number) => ({ query: { ...context.query, page } })),
    startAction: assign((_, action: ReviewAction) => ({ action, done: null, error: null })),
    applyAction: assign(({ context }, answer: { helpfulCount?: number; hidden?: boolean }) => {
      const { action, page } = context;
      if (!action || !page) return {};
      if (action.kind === 'report') {
        return {
          done: action,
          page: answer.hidden
            ? { ...page, reviews: page.reviews.filter((review) => review.id !== action.reviewId) }
            : page,
        };
      }
      return {
        done: action,
        page: {
          ...page,
          reviews: page.reviews.map((review) =>
            review.id === action.reviewId
              ? { ...review, helpfulCount: answer.helpfulCount ?? review.helpfulCount }
              : review,
          ),
          viewer: page.viewer && {
            ...page.viewer,
            votedHelpful: [...page.viewer.votedHelpful, action.reviewId],
          },
        },
      };
    }),
  },
});

const load = {
  src: 'loadReviews',
  input: ({ context }: { context: ReviewsContext }) => context.query,
  onDone: {
    target: '#reviews.shown',
    actions: {
      type: 'keepPage',
      params: ({ event }: { event: { output: ReviewPage } }) => event.output,
    },
  },
  onError: {
    target: '#reviews.failed',
    actions: {
      type: 'keepError',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
} as const;

export const reviewsMachine = reviewsSetup.createMachine({
  id: 'reviews',
  context: ({ input }) => ({
    query: { productId: input.productId, sort: 'newest', page: 1 },
    page: null,
    error: null,
    action: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: load,
    },
    failed: {
      on: { 'reviews.retry': 'loading' },
    },
    shown: {
      initial: 'idle',
      on: {
        'reviews.changed': 'loading',
      },
      states: {
        idle: {
          on: {
            'reviews.sort': {
              target: '#reviews.loading',
              actions: { type: 'setSort', params: ({ event }) => event.sort },
            },
            'reviews.page': {
              target: '#reviews.loading',
              actions: { type: 'setPage', params: ({ event }) => event.page },
            },
            'review.helpful': {
              target: 'acting',
              actions: {
                type: 'startAction',
                params: ({ event }) => ({ kind: 'helpful', reviewId: event.reviewId }),
              },
            },
            'review.report': {
              target: 'acting',
              actions: {
                type: 'startAction',
                params: ({ event }) => ({ kind: 'report', reviewId: event.reviewId }),
              },
            },
          },
        },
        acting: {
          tags: ['busy'],
          invoke: {
            src: 'actOnReview',
            input: ({ context }) => {
              if (!context.action) throw new Error('reviews: no action to take');
              return context.action;
            },
            onDone: {
              target: 'idle',
              actions: { type: 'applyAction', params: ({ event }) => event.output },
            },
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
