import type { ProductRating } from '#shop-api/ratings.ts';
import { ratingsRoute } from '#shop-api/ratings.ts';
import { callRoute } from './api-client.ts';

// Loaded once a page runs (src/services/ratings.ts), hence `.late`: no first view lists its
// modules to preload (vite.config.ts). Ratings show in space kept for them: not worth a long wait.
const RATINGS_TIMEOUT_MS = 4_000;

/** Every product's rating as the shop's server has it now; a product not in it has no review. */
export async function readRatings(): Promise<ReadonlyMap<string, ProductRating>> {
  const { ratings } = await callRoute(ratingsRoute, { timeoutMs: RATINGS_TIMEOUT_MS });
  return new Map(ratings.map(({ productId, ...rating }) => [productId, rating]));
}
