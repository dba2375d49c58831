import type { SnapshotFrom } from 'xstate';
import type { reviewsMachine } from './reviews.machine.ts';

type ReviewsSnapshot = SnapshotFrom<typeof reviewsMachine>;

/** The page last loaded, kept while another loads (the list stays, marked busy). */
export const selectReviewPage = (snapshot: ReviewsSnapshot) => snapshot.context.page;
export const selectIsLoading = (snapshot: ReviewsSnapshot) => snapshot.matches('loading');
/** Loading failed (offline, the server down): the section says why and offers a retry. */
export const selectLoadError = (snapshot: ReviewsSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The vote or report under way. */
export const selectActing = (snapshot: ReviewsSnapshot) =>
  snapshot.matches({ shown: 'acting' }) ? snapshot.context.action : null;
/** The last vote or report and why the server did not take it, until the next. */
export const selectActionError = (snapshot: ReviewsSnapshot) =>
  snapshot.matches({ shown: 'idle' }) && snapshot.context.error !== null && snapshot.context.action
    ? { action: snapshot.context.action, error: snapshot.context.error }
    : null;
/** The last vote or report the server took. */
export const selectDone = (snapshot: ReviewsSnapshot) => snapshot.context.done;
