import * as v from 'valibot';
import { pageQuerySchema, postIdSchema } from './posts.ts';

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

export const questionListQuerySchema = v.strictObject({ page: pageQuerySchema });
export const questionIdSchema = postIdSchema('Unknown question');
export const answerIdSchema = postIdSchema('Unknown answer');

/** Which questions staff list: those still without an answer, or those they hid. */
const staffQuestionFilters = ['unanswered', 'hidden'] as const;
export type StaffQuestionFilter = (typeof staffQuestionFilters)[number];
export const staffQuestionFilterSchema = v.picklist(
  staffQuestionFilters,
  'List unanswered or hidden questions',
);

export type PostVisibility = 'shown' | 'hidden';

export interface Answer {
  id: number;
  questionId: number;
  /** The name on the author's account when they wrote it ("Ada L."). */
  author: string;
  /** Written by the shop's staff (an account with the `staff` claim): the page marks it. */
  byStaff: boolean;
  /** Plain text as written: never read as HTML or markdown. */
  body: string;
  createdAt: string;
}

export interface Question {
  id: number;
  productId: string;
  author: string;
  /** Plain text as written. */
  body: string;
  createdAt: string;
  /** Shown answers, staff's first, then oldest first; empty when none yet. */
  answers: Answer[];
}

export interface QuestionPage {
  productId: string;
  /** The product's shown questions, all pages. */
  questionCount: number;
  page: number;
  pageCount: number;
  questions: Question[];
  /** For a signed-in caller: whether they are staff (their answers are marked, they may hide). */
  viewer: { staff: boolean } | null;
}

export interface StaffAnswer extends Answer {
  visibility: PostVisibility;
}

/** What staff see of a question: its visibility and every answer, hidden ones too. */
export interface StaffQuestion extends Omit<Question, 'answers'> {
  visibility: PostVisibility;
  answers: StaffAnswer[];
}
