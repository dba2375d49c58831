import {
  answerQuestion,
  askQuestion,
  listStaffQuestions,
  moderateAnswer,
  moderateQuestion,
  questionPage,
} from '#server/shop/questions.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

/** Questions and answers, and their moderation (docs/decisions/0031-questions-and-answers.md). */
export const questionRoutes = ({
  db,
}: ResourceContext): Handlers<
  | 'questions'
  | 'askQuestion'
  | 'answerQuestion'
  | 'staffQuestions'
  | 'moderateQuestion'
  | 'moderateAnswer'
> => ({
  questions: async ({ c, caller, params, query }) =>
    c.json(await questionPage(db, params.productId, query, caller)),
  askQuestion: async ({ c, caller, params, body }) =>
    c.json(await askQuestion(db, params.productId, body, caller), 201),
  answerQuestion: async ({ c, caller, params, body }) =>
    c.json(await answerQuestion(db, params.questionId, body, caller), 201),
  staffQuestions: async ({ c, query }) =>
    c.json({ questions: await listStaffQuestions(db, query.filter) }),
  moderateQuestion: async ({ c, params, body }) =>
    c.json(await moderateQuestion(db, params.questionId, body.visibility)),
  moderateAnswer: async ({ c, params, body }) =>
    c.json(await moderateAnswer(db, params.answerId, body.visibility)),
});
