import type { Review, ReviewPage, ReviewRequest, ReviewSort } from '#shop-api/reviews.ts';
import { callApi } from './api-client.ts';
import { idToken, idTokenIfSignedIn } from './orders.ts';

// A product's reviews at the shop's server (docs/decisions/0030-reviews.md).

const reviewsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/reviews`;

/**
 * A page of the product's reviews; signed in, with the shopper's own part (their review, whether
 * they may write one, their votes). A session that cannot be read loads the page as a guest's.
 */
export async function loadReviews(query: {
  productId: string;
  sort: ReviewSort;
  page: number;
}): Promise<ReviewPage> {
  const search = new URLSearchParams({ sort: query.sort, page: String(query.page) });
  return callApi<ReviewPage>(
    `${reviewsPath(query.productId)}?${search}`,
    await idTokenIfSignedIn(),
  );
}

/** Writes the signed-in shopper's review of the product, or changes it. */
export async function saveMyReview(productId: string, review: ReviewRequest): Promise<Review> {
  return callApi<Review>(`${reviewsPath(productId)}/mine`, {
    method: 'PUT',
    body: review,
    idToken: await idToken(),
  });
}

export async function deleteMyReview(productId: string): Promise<void> {
  await callApi(`${reviewsPath(productId)}/mine`, { method: 'DELETE', idToken: await idToken() });
}

/** A 'Helpful' vote or a report of someone's review: what the server answered. */
export async function actOnReview(action: {
  kind: 'helpful' | 'report';
  reviewId: number;
}): Promise<{ helpfulCount?: number; hidden?: boolean }> {
  return callApi(`/reviews/${action.reviewId}/${action.kind}`, {
    method: 'POST',
    idToken: await idToken(),
  });
}
