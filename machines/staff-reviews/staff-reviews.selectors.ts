import type { SnapshotFrom } from 'xstate';
import type { Moderation, staffReviewsMachine } from './staff-reviews.machine.ts';

type StaffReviewsSnapshot = SnapshotFrom<typeof staffReviewsMachine>;

/** Listing failed (offline, the server down, not staff): the page says why and offers a retry. */
export const selectLoadError = (snapshot: StaffReviewsSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The reviews once listed (also while one is moderated), else null. */
export const selectReviews = (snapshot: StaffReviewsSnapshot) =>
  snapshot.matches('loaded') ? snapshot.context.reviews : null;
export const selectFilter = (snapshot: StaffReviewsSnapshot) => snapshot.context.filter;
/** The moderation the server is making now, else null. */
export const selectModerating = (snapshot: StaffReviewsSnapshot): Moderation | null =>
  snapshot.matches({ loaded: 'moderating' }) ? snapshot.context.moderation : null;
/** The last moderation that failed, with why, until the next one or another list. */
export const selectModerationFailure = (snapshot: StaffReviewsSnapshot) =>
  snapshot.matches({ loaded: 'idle' }) &&
  snapshot.context.moderation !== null &&
  snapshot.context.error !== null
    ? { moderation: snapshot.context.moderation, error: snapshot.context.error }
    : null;
/** The review the server moderated last, until the next moderation or another list. */
export const selectModerated = (snapshot: StaffReviewsSnapshot) => snapshot.context.moderated;
