import * as v from 'valibot';

// What shoppers post about products (reviews, questions, answers): the rules they share.

/** The largest post number the database's `integer` holds. */
const MAX_POST_ID = 2_147_483_647;

/**
 * A post's number in a path (`/reviews/12/helpful`): `unknown` is what a malformed one reads, or
 * one past the largest number a post can have.
 */
export const postIdSchema = (unknown: string) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/, unknown),
    v.transform(Number),
    v.maxValue(MAX_POST_ID, unknown),
  );

/** What staff decide about a post: shown again, or hidden. */
export const postVisibilitySchema = v.picklist(['shown', 'hidden'], 'Choose shown or hidden');
export const moderationSchema = v.strictObject({ visibility: postVisibilitySchema });

/** A page number in a query (`?page=2`), 1 when none is given. */
export const pageQuerySchema = v.optional(
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, 'A page is a number from 1'), v.transform(Number)),
  '1',
);
