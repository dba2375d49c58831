import * as v from 'valibot';
import type { Route } from './route.ts';
import { moderationSchema } from './posts.ts';
import { productIdSchema } from './orders.ts';
import { pageQuerySchema, postIdSchema, postVisibilitySchema } from './posts.ts';

/**
 * Questions about a product and their answers (docs/decisions/0031-questions-and-answers.md):
 * what the forms send the shop's server and what it answers. One schema for the browser's form
 * and the server's check.
 */
export const questionLimits = {
  questionMax: 500,
  answerMax: 2000,
  /** Questions on one page of a product's list. */
  pageSize: 5,
} as const;

const textOf = (missing: string, max: number, tooLong: string) =>
  v.strictObject({
    body: v.pipe(v.string(missing), v.trim(), v.minLength(1, missing), v.maxLength(max, tooLong)),
  });

export const questionSchema = textOf(
  'Write your question',
  questionLimits.questionMax,
  `A question is at most ${questionLimits.questionMax} characters`,
);
export const answerSchema = textOf(
  'Write your answer',
  questionLimits.answerMax,
  `An answer is at most ${questionLimits.answerMax} characters`,
);

export type QuestionRequest = v.InferOutput<typeof questionSchema>;
export type AnswerRequest = v.InferOutput<typeof answerSchema>;

const questionListQuerySchema = v.strictObject({ page: pageQuerySchema });
const questionIdSchema = postIdSchema('Unknown question');
const answerIdSchema = postIdSchema('Unknown answer');

/** Which questions staff list: those still without an answer, or those they hid. */
const staffQuestionFilters = ['unanswered', 'hidden'] as const;
export type StaffQuestionFilter = (typeof staffQuestionFilters)[number];
const staffQuestionFilterSchema = v.picklist(
  staffQuestionFilters,
  'List unanswered or hidden questions',
);

export type PostVisibility = v.InferOutput<typeof postVisibilitySchema>;

// The answers (v.object: a field the server adds later does not break a page already loaded).

const answerEntries = {
  id: v.number(),
  questionId: v.number(),
  /** The name on the author's account when they wrote it ("Ada L."). */
  author: v.string(),
  /** Written by the shop's staff (an account with the `staff` claim): the page marks it. */
  byStaff: v.boolean(),
  /** Plain text as written: never read as HTML or markdown. */
  body: v.string(),
  createdAt: v.string(),
};
/** An answer to a question, as posted. */
const answerAnswer = v.object(answerEntries);
export type Answer = v.InferOutput<typeof answerAnswer>;

const questionEntries = {
  id: v.number(),
  productId: v.string(),
  author: v.string(),
  /** Plain text as written. */
  body: v.string(),
  createdAt: v.string(),
};
/** A question, with its shown answers: staff's first, then oldest first; empty when none yet. */
const questionAnswer = v.object({ ...questionEntries, answers: v.array(answerAnswer) });
export type Question = v.InferOutput<typeof questionAnswer>;

const questionPageAnswer = v.object({
  productId: v.string(),
  /** The product's shown questions, all pages. */
  questionCount: v.number(),
  page: v.number(),
  pageCount: v.number(),
  questions: v.array(questionAnswer),
  /** For a signed-in caller: whether they are staff (their answers are marked, they may hide). */
  viewer: v.nullable(v.object({ staff: v.boolean() })),
});
export type QuestionPage = v.InferOutput<typeof questionPageAnswer>;

const staffAnswerAnswer = v.object({ ...answerEntries, visibility: postVisibilitySchema });
export type StaffAnswer = v.InferOutput<typeof staffAnswerAnswer>;

/** What staff see of a question: its visibility and every answer, hidden ones too. */
const staffQuestionAnswer = v.object({
  ...questionEntries,
  visibility: postVisibilitySchema,
  answers: v.array(staffAnswerAnswer),
});
export type StaffQuestion = v.InferOutput<typeof staffQuestionAnswer>;
const staffQuestionListAnswer = v.object({ questions: v.array(staffQuestionAnswer) });

// Its routes (shop-api/routes.ts gathers every resource's).

export const questionsRoute = {
  method: 'GET',
  path: '/products/:productId/questions',
  who: 'anyone-known-if-signed-in',
  params: { productId: productIdSchema },
  query: questionListQuerySchema,
  answer: questionPageAnswer,
} as const satisfies Route;

export const askQuestionRoute = {
  method: 'POST',
  path: '/products/:productId/questions',
  who: 'poster',
  params: { productId: productIdSchema },
  body: questionSchema,
  answer: questionAnswer,
} as const satisfies Route;

export const answerQuestionRoute = {
  method: 'POST',
  path: '/questions/:questionId/answers',
  who: 'poster',
  params: { questionId: questionIdSchema },
  body: answerSchema,
  answer: answerAnswer,
} as const satisfies Route;

export const staffQuestionsRoute = {
  method: 'GET',
  path: '/staff/questions',
  who: 'staff',
  query: v.object({ filter: v.optional(staffQuestionFilterSchema, 'unanswered') }),
  answer: staffQuestionListAnswer,
} as const satisfies Route;

export const moderateQuestionRoute = {
  method: 'POST',
  path: '/staff/questions/:questionId/visibility',
  who: 'staff',
  params: { questionId: questionIdSchema },
  body: moderationSchema,
  answer: staffQuestionAnswer,
} as const satisfies Route;

export const moderateAnswerRoute = {
  method: 'POST',
  path: '/staff/answers/:answerId/visibility',
  who: 'staff',
  params: { answerId: answerIdSchema },
  body: moderationSchema,
  answer: staffAnswerAnswer,
} as const satisfies Route;
