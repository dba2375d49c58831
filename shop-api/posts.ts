import * as v from 'valibot';

// What shoppers post about products (reviews, questions, answers): the rules they share.

/** A post's number in a path (`/reviews/12/helpful`): `unknown` is what a malformed one reads. */
export const postIdSchema = (unknown: string) =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, unknown), v.transform(Number));

/** What staff decide about a post: shown again, or hidden. */
export const moderationSchema = v.strictObject({
  visibility: v.picklist(['shown', 'hidden'], 'Choose shown or hidden'),
});

/** A page number in a query (`?page=2`), 1 when none is given. */
export const pageQuerySchema = v.optional(
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, 'A page is a number from 1'), v.transform(Number)),
  '1',
);
