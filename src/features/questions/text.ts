import { questionLimits } from '#shop-api/questions.ts';
import { plural } from '#src/content/sections.ts';
import { formatWhole } from '#shop-api/money.ts';

/** The product page's questions and answers; they load with it, after the reviews. */

export const questionsText = {
  heading: 'Questions and answers',
  loading: 'Loading questions…',
  loadFailed: "We couldn't load the questions.",
  count: (count: number) =>
    count === 0 ? 'No questions yet.' : `${plural(count, 'question', 'questions')} so far`,
  signInToAsk: 'Sign in to ask or answer a question',
  ask: 'Ask a question',
  askLabel: 'Your question',
  askHelp: (used: number) =>
    `Plain text, at most ${questionLimits.questionMax} characters (${formatWhole(used)} used). Our staff and other shoppers can answer.`,
  askSubmit: 'Post question',
  asked: 'Your question is posted below. Answers will show under it.',
  /** Before each question, for the eye: read aloud, a question is a heading of its own. */
  questionMark: 'Q:',
  askedBy: (author: string, date: string) => `Asked by ${author} · ${date}`,
  noAnswer: 'No answer yet.',
  answersLabel: 'Answers',
  answeredBy: (author: string, date: string) => `${author} · ${date}`,
  staffBadge: 'Voltbay staff',
  answer: 'Answer',
  answerButtonLabel: (question: string) => `Answer the question "${question}"`,
  answerLabel: 'Your answer',
  answerHelp: (used: number) =>
    `Plain text, at most ${formatWhole(questionLimits.answerMax)} characters (${formatWhole(used)} used).`,
  answerSubmit: 'Post answer',
  answered: 'Your answer is posted.',
  answeredAsStaff: 'Your answer is posted, marked as from Voltbay staff.',
  sending: 'Posting…',
  cancel: 'Cancel',
  // Staff only.
  hideQuestion: 'Hide question',
  hideQuestionLabel: (question: string) => `Hide question "${question}"`,
  hideQuestionConfirm: 'Hide this question and its answers from shoppers?',
  hideAnswer: 'Hide answer',
  hideAnswerLabel: (author: string) => `Hide answer by ${author}`,
  hideAnswerConfirm: 'Hide this answer from shoppers?',
  hideYes: 'Hide it',
  hideNo: 'Keep it',
  pagesLabel: 'Pages of questions',
} as const;
