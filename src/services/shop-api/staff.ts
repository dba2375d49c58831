import * as v from 'valibot';
import type {
  PostVisibility,
  StaffAnswer,
  StaffQuestion,
  StaffQuestionFilter,
} from '#shop-api/questions.ts';
import type { ReviewVisibility, StaffReview } from '#shop-api/reviews.ts';
import type { StaffMessage, StaffMessageFilter } from '#shop-api/messages.ts';
import { restockSchema, type RestockReceipt } from '#shop-api/restock.ts';
import { callApi } from './api-client.ts';
import { idToken } from './orders.ts';

// The staff's pages at the shop's server: review and question moderation, and restocking
// (docs/decisions/0030-reviews.md, 0031-questions-and-answers.md, 0029-back-in-stock-alerts.md). The server refuses anyone
// without the `staff` claim (403 'forbidden').

/** The reviews with `visibility`, newest first. */
export async function listStaffReviews(visibility: ReviewVisibility): Promise<StaffReview[]> {
  const { reviews } = await callApi<{ reviews: StaffReview[] }>(
    `/staff/reviews?${new URLSearchParams({ visibility })}`,
    { idToken: await idToken() },
  );
  return reviews;
}

/** Shows a post again or hides it (`/api/staff/<posts>/:id/visibility`): the post after. */
async function setVisibility<Post>(posts: string, id: number, visibility: PostVisibility) {
  return callApi<Post>(`/staff/${posts}/${id}/visibility`, {
    body: { visibility },
    idToken: await idToken(),
  });
}

/** Shows a review again (its reports cleared) or hides it: the review after. */
export const moderateReview = (reviewId: number, visibility: PostVisibility) =>
  setVisibility<StaffReview>('reviews', reviewId, visibility);

/**
 * The questions still without a shown staff answer, the longest waiting first ('unanswered'), or
 * those hidden or with a hidden answer, newest first ('hidden'): each with every answer.
 */
export async function listStaffQuestions(filter: StaffQuestionFilter): Promise<StaffQuestion[]> {
  const { questions } = await callApi<{ questions: StaffQuestion[] }>(
    `/staff/questions?${new URLSearchParams({ filter })}`,
    { idToken: await idToken() },
  );
  return questions;
}

/** Shows a question (with its answers) again or hides it: the question after. */
export const moderateQuestion = (questionId: number, visibility: PostVisibility) =>
  setVisibility<StaffQuestion>('questions', questionId, visibility);

/** Shows an answer again or hides it: the answer after. */
export const moderateAnswer = (answerId: number, visibility: PostVisibility) =>
  setVisibility<StaffAnswer>('answers', answerId, visibility);

/** Adds `quantity` to the product's stock; the receipt says the stock after and who is e-mailed. */
export async function restockProduct(productId: string, quantity: number): Promise<RestockReceipt> {
  return callApi<RestockReceipt>(`/staff/products/${encodeURIComponent(productId)}/restock`, {
    body: v.parse(restockSchema, { quantity }),
    idToken: await idToken(),
  });
}

/** The contact messages waiting for an answer, oldest first ('open'), or handled, newest first. */
export async function listStaffMessages(filter: StaffMessageFilter): Promise<StaffMessage[]> {
  const { messages } = await callApi<{ messages: StaffMessage[] }>(
    `/staff/messages?${new URLSearchParams({ filter })}`,
    { idToken: await idToken() },
  );
  return messages;
}

/** Marks a contact message handled: the message after. */
export const markMessageHandled = async (messageId: number) =>
  callApi<StaffMessage>(`/staff/messages/${messageId}/handled`, {
    method: 'POST',
    idToken: await idToken(),
  });
