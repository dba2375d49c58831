import {
  answerQuestionRoute,
  askQuestionRoute,
  moderateAnswerRoute,
  moderateQuestionRoute,
  questionsRoute,
} from '#shop-api/questions.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

/**
 * Questions about a product and their answers, at the shop's server
 * (docs/decisions/0031-questions-and-answers.md): the calls its sections, and the pages that
 * compose them, reach by `useQuestionsServer()`; a test puts fakes in their place
 * (`renderApp(ui, { servers: { questions } })`).
 */
export const questionsServer = {
  /**
   * A page of the product's questions with their answers; signed in, with whether the shopper is
   * staff. A session that cannot be read loads the page as a guest's.
   */
  loadQuestions: ({ productId, page }: { productId: string; page: number }) =>
    callRoute(questionsRoute, { params: { productId }, query: { page: String(page) } }),

  askQuestion: (productId: string, body: string) =>
    callRoute(askQuestionRoute, { params: { productId }, body: { body } }),

  answerQuestion: (questionId: number, body: string) =>
    callRoute(answerQuestionRoute, { params: { questionId }, body: { body } }),

  /** Staff hide a question (with its answers) or an answer. */
  hidePost: async ({ kind, id }: { kind: 'question' | 'answer'; id: number }) => {
    const body = { visibility: 'hidden' } as const;
    await (kind === 'question'
      ? callRoute(moderateQuestionRoute, { params: { questionId: id }, body })
      : callRoute(moderateAnswerRoute, { params: { answerId: id }, body }));
  },
};

export type QuestionsServer = typeof questionsServer;
export const { Context: QuestionsServerContext, useServer: useQuestionsServer } =
  serverContext(questionsServer);
