import * as v from 'valibot';
import type { ReviewVisibility, StaffReview } from '#shop-api/reviews.ts';
import { restockSchema, type RestockReceipt } from '#shop-api/restock.ts';
import { callApi } from './api-client.ts';
import { idToken } from './orders.ts';

// The staff's pages at the shop's server: review moderation and restocking
// (docs/decisions/0030-reviews.md, 0029-back-in-stock-alerts.md). The server refuses anyone
// without the `staff` claim (403 'forbidden').

/** The reviews with `visibility`, newest first. */
export async function listStaffReviews(visibility: ReviewVisibility): Promise<StaffReview[]> {
  const { reviews } = await callApi<{ reviews: StaffReview[] }>(
    `/staff/reviews?${new URLSearchParams({ visibility })}`,
    { idToken: await idToken() },
  );
  return reviews;
}

/** Shows a review again (its reports cleared) or hides it: the review after. */
export async function moderateReview(
  reviewId: number,
  visibility: 'shown' | 'hidden',
): Promise<StaffReview> {
  return callApi<StaffReview>(`/staff/reviews/${reviewId}/visibility`, {
    body: { visibility },
    idToken: await idToken(),
  });
}

/** Adds `quantity` to the product's stock; the receipt says the stock after and who is e-mailed. */
export async function restockProduct(productId: string, quantity: number): Promise<RestockReceipt> {
  return callApi<RestockReceipt>(`/staff/products/${encodeURIComponent(productId)}/restock`, {
    body: v.parse(restockSchema, { quantity }),
    idToken: await idToken(),
  });
}
