import * as v from 'valibot';
import type { Route } from './route.ts';

// Every product's rating, as the shop's own reviews give it: a module of its own, so that the
// cards that show ratings after start carry only this route's schemas, not the reviews'.

/** A product's rating: the average stars of the shop's shown reviews, to a tenth, and their count. */
export const productRatingSchema = v.object({
  average: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ProductRating = v.InferOutput<typeof productRatingSchema>;

/** The products that have a shown review; one that is not here has none. */
const ratingsAnswer = v.object({
  ratings: v.array(v.object({ productId: v.string(), ...productRatingSchema.entries })),
});

export const ratingsRoute = {
  method: 'GET',
  path: '/ratings',
  who: 'anyone',
  answer: ratingsAnswer,
} as const satisfies Route;
