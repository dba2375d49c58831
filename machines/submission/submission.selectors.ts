import type { SnapshotFrom } from 'xstate';
import type { submissionMachine } from './submission.machine.ts';

type SubmissionSnapshot = SnapshotFrom<typeof submissionMachine>;

/** True while a submit is under way: the button says so and is disabled. */
export const selectIsSubmitting = (snapshot: SubmissionSnapshot) => snapshot.hasTag('busy');
export const selectHasSucceeded = (snapshot: SubmissionSnapshot) => snapshot.matches('succeeded');
/** The error of the last failed submit, or null. */
export const selectSubmitError = (snapshot: SubmissionSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** What the last successful submit answered, or null. */
export const selectResult = (snapshot: SubmissionSnapshot) =>
  snapshot.matches('succeeded') ? snapshot.context.result : null;
