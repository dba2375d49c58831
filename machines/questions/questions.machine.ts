import { assign, fromPromise, setup } from 'xstate';
import type { QuestionPage } from '#shop-api/questions.ts';
import { notProvided } from '#machines/not-provided.ts';

/** Which page of a product's questions. */
export interface QuestionQuery {
  productId: string;
  page: number;
}

/** A question (with its answers) or an answer that staff hide. */
export interface PostRef {
  kind: 'question' | 'answer';
  id: number;
}

export interface QuestionsContext {
  query: QuestionQuery;
  /** The page as the server last answered it. */
  page: QuestionPage | null;
  /** Why loading or the last hiding failed, until the next try. */
  error: unknown;
  /** The post being hidden, or the last one (what its message is about). */
  hiding: PostRef | null;
}

export type QuestionsEvent =
  | { type: 'questions.retry' }
  | { type: 'questions.page'; page: number }
  /** The shopper asked a question: the first page again, where it now is. */
  | { type: 'questions.asked' }
  /** The shopper answered a question: this page again, with the answer. */
  | { type: 'questions.answered' }
  | { type: 'post.hide'; post: PostRef };

/** The page without a hidden post: a question leaves the list, an answer its question. */
function without(page: QuestionPage, post: PostRef): QuestionPage {
  if (post.kind === 'question') {
    return {
      ...page,
      questionCount: page.questionCount - 1,
      questions: page.questions.filter((question) => question.id !== post.id),
    };
  }
  return {
    ...page,
    questions: page.questions.map((question) => ({
      ...question,
      answers: question.answers.filter((answer) => answer.id !== post.id),
    })),
  };
}

/**
 * A product's questions and answers on its page (docs/decisions/0031-questions-and-answers.md):
 * it loads a page of them (`loadQuestions`), another page on request, the page again once the
 * shopper has asked or answered, and sends a staff member's hiding of a post (`hidePost`). The
 * list changes only as the server answered.
 */
export const questionsMachine = setup({
  types: {
    input: {} as { productId: string },
    context: {} as QuestionsContext,
    events: {} as QuestionsEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadQuestions: fromPromise<QuestionPage, QuestionQuery>(
      notProvided('questions', 'loadQuestions'),
    ),
    hidePost: fromPromise<void, PostRef>(notProvided('questions', 'hidePost')),
  },
  actions: {
    keepPage: assign((_, page: QuestionPage) => ({ page, error: null })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    setPage: assign(({ context }, page: number) => ({ query: { ...context.query, page } })),
    startHiding: assign((_, hiding: PostRef) => ({ hiding, error: null })),
    removeHidden: assign(({ context }) =>
      context.page && context.hiding ? { page: without(context.page, context.hiding) } : {},
    ),
  },
}).createMachine({
  id: 'questions',
  context: ({ input }) => ({
    query: { productId: input.productId, page: 1 },
    page: null,
    error: null,
    hiding: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadQuestions',
        input: ({ context }) => context.query,
        onDone: {
          target: 'shown',
          actions: { type: 'keepPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'questions.retry': 'loading' },
    },
    shown: {
      initial: 'idle',
      on: {
        'questions.asked': {
          target: 'loading',
          actions: { type: 'setPage', params: 1 },
        },
        'questions.answered': 'loading',
      },
      states: {
        idle: {
          on: {
            'questions.page': {
              target: '#questions.loading',
              actions: { type: 'setPage', params: ({ event }) => event.page },
            },
            'post.hide': {
              target: 'hiding',
              actions: { type: 'startHiding', params: ({ event }) => event.post },
            },
          },
        },
        hiding: {
          tags: ['busy'],
          invoke: {
            src: 'hidePost',
            input: ({ context }) => {
              if (!context.hiding) throw new Error('questions: nothing to hide');
              return context.hiding;
            },
            onDone: { target: 'idle', actions: 'removeHidden' },
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
