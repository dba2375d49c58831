import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ProductRating } from '#shop-api/ratings.ts';
import {
  reviewLimits,
  type Review,
  type ReviewPage,
  type ReviewRequest,
  type ReviewSort,
  type ReviewVisibility,
  type StaffReview,
} from '#shop-api/reviews.ts';
import type { Db } from '#server/store/database.ts';
import {
  orderLines,
  orders,
  products,
  reviewReports,
  reviewVotes,
  reviews,
} from '#server/store/schema.ts';
import type { Caller } from './orders.ts';
import { ShopError } from './problems.ts';
import { refusals } from '#server/texts.ts';

// Reviews of products by the shoppers who received them (docs/decisions/0030-reviews.md).

/** The states of an order whose products reached the shopper. */
const RECEIVED = ['collected', 'delivered'] as const;
const ANONYMOUS_AUTHOR = 'A Voltbay shopper';

/** The name a review shows: the first name and the last name's initial ("Ada L."). */
export function publicName(displayName: string | undefined): string {
  const [first, ...rest] = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (!first) return ANONYMOUS_AUTHOR;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

const noSuchProduct = () => new ShopError('not-found', refusals.noSuchProduct);
const noSuchReview = () => new ShopError('not-found', refusals.review.noLongerShown);

async function mustExist(db: Db, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw noSuchProduct();
}

function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    productId: row.productId,
    author: row.authorName,
    stars: row.stars,
    title: row.title,
    body: row.body,
    verifiedPurchase: true,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

const shownOf = (productId: string) =>
  and(eq(reviews.productId, productId), eq(reviews.visibility, 'shown'));

/**
 * A product's rating from its shown reviews alone: their average stars to a tenth, and their
 * count; null while it has none. Nothing else counts: the catalog's figures came with the data,
 * and the shop cannot back them (docs/decisions/0030-reviews.md).
 */
export function ratingOf({ count, starsTotal }: { count: number; starsTotal: number }) {
  return count === 0 ? null : { average: Math.round((starsTotal / count) * 10) / 10, count };
}

/** Every product's rating that has a shown review (shop-api/ratings.ts). */
export async function productRatings(db: Db): Promise<(ProductRating & { productId: string })[]> {
  const rows = await db
    .select({
      productId: reviews.productId,
      count: count(),
      starsTotal: sql<number>`sum(${reviews.stars})::int`,
    })
    .from(reviews)
    .where(eq(reviews.visibility, 'shown'))
    .groupBy(reviews.productId)
    .orderBy(reviews.productId);
  return rows.map(({ productId, ...shown }) => ({ productId, ...ratingOf(shown)! }));
}

/** Whether the caller has received the product in an order of theirs. */
async function hasReceived(db: Db, uid: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderNumber, orders.number))
    .where(
      and(
        eq(orders.ownerUid, uid),
        inArray(orders.status, [...RECEIVED]),
        eq(orderLines.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function mineOf(db: Db, uid: string, productId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(
      and(eq(reviews.productId, productId), eq(reviews.authorUid, uid), isNull(reviews.deletedAt)),
    );
  return row;
}

/** One page of a product's shown reviews, its rating and, for a signed-in caller, their part. */
export async function reviewPage(
  db: Db,
  productId: string,
  { sort, page }: { sort: ReviewSort; page: number },
  caller: Caller | null,
): Promise<ReviewPage> {
  await mustExist(db, productId);
  const byStars = await db
    .select({ stars: reviews.stars, count: count() })
    .from(reviews)
    .where(shownOf(productId))
    .groupBy(reviews.stars);
  const reviewCount = byStars.reduce((total, row) => total + row.count, 0);
  const starsTotal = byStars.reduce((total, row) => total + row.stars * row.count, 0);
  const pageCount = Math.max(1, Math.ceil(reviewCount / reviewLimits.pageSize));
  const order =
    sort === 'helpful'
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await db
    .select()
    .from(reviews)
    .where(shownOf(productId))
    .orderBy(...order)
    .limit(reviewLimits.pageSize)
    .offset((Math.min(page, pageCount) - 1) * reviewLimits.pageSize);
  return {
    productId,
    rating: ratingOf({ count: reviewCount, starsTotal }),
    breakdown: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: byStars.find((row) => row.stars === stars)?.count ?? 0,
    })),
    reviewCount,
    sort,
    page: Math.min(page, pageCount),
    pageCount,
    reviews: rows.map(toReview),
    viewer: caller ? await viewerOf(db, caller, productId, rows) : null,
  };
}

async function viewerOf(
  db: Db,
  caller: Caller,
  productId: string,
  listed: readonly (typeof reviews.$inferSelect)[],
): Promise<NonNullable<ReviewPage['viewer']>> {
  const mine = await mineOf(db, caller.uid, productId);
  const ids = listed.map((row) => row.id);
  const votes =
    ids.length === 0
      ? []
      : await db
          .select({ reviewId: reviewVotes.reviewId })
          .from(reviewVotes)
          .where(and(eq(reviewVotes.voterUid, caller.uid), inArray(reviewVotes.reviewId, ids)));
  return {
    mine: mine ? { ...toReview(mine), visibility: mine.visibility } : null,
    mayReview: mine !== undefined || (await hasReceived(db, caller.uid, productId)),
    votedHelpful: votes.map((vote) => vote.reviewId),
  };
}

/**
 * Writes the caller's review of the product, or changes it: only a shopper who received the
 * product in an order of theirs may. A change keeps the review's visibility (a hidden review is
 * not shown again by editing it).
 */
export async function saveReview(
  db: Db,
  productId: string,
  request: ReviewRequest,
  caller: Caller,
): Promise<{ review: Review; created: boolean }> {
  await mustExist(db, productId);
  const existing = await mineOf(db, caller.uid, productId);
  if (existing) {
    const [changed] = await db
      .update(reviews)
      .set({ ...request, editedAt: sql`now()` })
      .where(eq(reviews.id, existing.id))
      .returning();
    return { review: toReview(changed!), created: false };
  }
  if (!(await hasReceived(db, caller.uid, productId))) {
    throw new ShopError('review-not-allowed', refusals.review.notAllowed);
  }
  const [created] = await db
    .insert(reviews)
    .values({
      productId,
      authorUid: caller.uid,
      authorName: publicName(caller.name),
      ...request,
    })
    // Two tabs sending the first review at once: the second changes what the first wrote. The
    // row of a hidden review its author deleted is written again, and stays hidden.
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.authorUid],
      set: { ...request, editedAt: sql`now()`, deletedAt: null },
    })
    .returning();
  return { review: toReview(created!), created: true };
}

/**
 * Deletes the caller's review of the product, if they wrote one; false when there was none. One
 * not shown (hidden by staff or by reports) keeps its row, emptied and marked deleted, with its
 * reports, so that writing it again does not undo that decision (`saveReview`).
 */
export async function deleteReview(db: Db, productId: string, caller: Caller): Promise<boolean> {
  const mine = and(
    eq(reviews.productId, productId),
    eq(reviews.authorUid, caller.uid),
    isNull(reviews.deletedAt),
  );
  const kept = await db
    .update(reviews)
    .set({ title: '', body: '', deletedAt: sql`now()` })
    .where(and(mine, ne(reviews.visibility, 'shown')))
    .returning({ id: reviews.id });
  if (kept.length > 0) return true;
  const deleted = await db.delete(reviews).where(mine).returning({ id: reviews.id });
  return deleted.length > 0;
}

/** A shown review by someone else: what a vote or a report is about. */
async function othersShownReview(db: Db, reviewId: number, caller: Caller, ownMessage: string) {
  const [row] = await db
    .select({ authorUid: reviews.authorUid, visibility: reviews.visibility })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!row || row.visibility !== 'shown') throw noSuchReview();
  if (row.authorUid === caller.uid) throw new ShopError('forbidden', ownMessage);
}

/** The caller's 'Helpful' vote for a review: one per shopper, never for their own. */
export async function voteHelpful(
  db: Db,
  reviewId: number,
  caller: Caller,
): Promise<{ helpfulCount: number }> {
  await othersShownReview(db, reviewId, caller, refusals.review.ownHelpful);
  return db.transaction(async (tx) => {
    const [vote] = await tx
      .insert(reviewVotes)
      .values({ reviewId, voterUid: caller.uid })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (!vote) {
      throw new ShopError('already-voted', refusals.review.alreadyVoted);
    }
    const [review] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { helpfulCount: review!.helpfulCount };
  });
}

/**
 * The caller's report of a review: one per shopper, never of their own. The report that makes
 * `reportsToHide` hides the review until staff have looked at it.
 */
export async function reportReview(
  db: Db,
  reviewId: number,
  caller: Caller,
): Promise<{ hidden: boolean }> {
  await othersShownReview(db, reviewId, caller, refusals.review.ownReport);
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(reviewReports)
      .values({ reviewId, reporterUid: caller.uid })
      .onConflictDoNothing()
      .returning({ reviewId: reviewReports.reviewId });
    if (!report) {
      throw new ShopError('already-reported', refusals.review.alreadyReported);
    }
    const [review] = await tx
      .update(reviews)
      .set({
        reportCount: sql`${reviews.reportCount} + 1`,
        visibility: sql`case when ${reviews.reportCount} + 1 >= ${reviewLimits.reportsToHide}
          and ${reviews.visibility} = 'shown' then 'reported' else ${reviews.visibility} end`,
      })
      .where(eq(reviews.id, reviewId))
      .returning({ visibility: reviews.visibility });
    return { hidden: review!.visibility !== 'shown' };
  });
}

const STAFF_REVIEWS_LIMIT = 100;

/** Reviews for staff, newest first: those reported or hidden, or all. */
export async function listStaffReviews(
  db: Db,
  visibility: ReviewVisibility | undefined,
): Promise<StaffReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(isNull(reviews.deletedAt), visibility ? eq(reviews.visibility, visibility) : undefined),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(STAFF_REVIEWS_LIMIT);
  return rows.map((row) => ({
    ...toReview(row),
    visibility: row.visibility,
    reportCount: row.reportCount,
  }));
}

/**
 * Staff show a review again or hide it. Shown again, its reports are cleared: it is hidden again
 * only by new reports.
 */
export async function moderateReview(
  db: Db,
  reviewId: number,
  visibility: 'shown' | 'hidden',
): Promise<StaffReview> {
  return db.transaction(async (tx) => {
    if (visibility === 'shown') {
      await tx.delete(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    }
    const [row] = await tx
      .update(reviews)
      .set({ visibility, ...(visibility === 'shown' ? { reportCount: 0 } : {}) })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt)))
      .returning();
    if (!row) throw new ShopError('not-found', refusals.review.noSuch);
    return { ...toReview(row), visibility: row.visibility, reportCount: row.reportCount };
  });
}
