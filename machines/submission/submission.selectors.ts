import type { SnapshotFrom } from 'xstate';
import type { submissionMachine } from './submission.machine.ts';

type SubmissionSnapshot = SnapshotFrom<typeof submissionMachine>;

export const selectIsSubmitting = (snapshot: SubmissionSnapshot) => snapshot.hasTag('busy');
export const selectHasSucceeded = (snapshot: SubmissionSnapshot) => snapshot.matches('succeeded');
/** The error of the last failed submit, or null. */
export const selectSubmitError = (snapshot: SubmissionSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
