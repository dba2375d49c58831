import type { Answer, Question, QuestionPage } from '#shop-api/questions.ts';
import { callApi } from './api-client.ts';
import { idToken, idTokenIfSignedIn } from './orders.ts';

// Questions about a product and their answers, at the shop's server
// (docs/decisions/0031-questions-and-answers.md).

const questionsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/questions`;

/**
 * A page of the product's questions with their answers; signed in, with whether the shopper is
 * staff. A session that cannot be read loads the page as a guest's.
 */
export async function loadQuestions(query: {
  productId: string;
  page: number;
}): Promise<QuestionPage> {
  return callApi<QuestionPage>(
    `${questionsPath(query.productId)}?page=${query.page}`,
    await idTokenIfSignedIn(),
  );
}

export async function askQuestion(productId: string, body: string): Promise<Question> {
  return callApi<Question>(questionsPath(productId), {
    method: 'POST',
    body: { body },
    idToken: await idToken(),
  });
}

export async function answerQuestion(questionId: number, body: string): Promise<Answer> {
  return callApi<Answer>(`/questions/${questionId}/answers`, {
    method: 'POST',
    body: { body },
    idToken: await idToken(),
  });
}

/** Staff hide a question (with its answers) or an answer. */
export async function hidePost(post: { kind: 'question' | 'answer'; id: number }): Promise<void> {
  await callApi(`/staff/${post.kind}s/${post.id}/visibility`, {
    method: 'POST',
    body: { visibility: 'hidden' },
    idToken: await idToken(),
  });
}
