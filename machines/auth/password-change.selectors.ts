import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './password-change.machine.ts';

type PasswordChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

/** A step is under way: its button shows progress. */
export const selectIsBusy = (snapshot: PasswordChangeSnapshot) => snapshot.hasTag('busy');
/** The identity service wants the current password before it takes the new one. */
export const selectNeedsCurrentPassword = (snapshot: PasswordChangeSnapshot) =>
  snapshot.matches('confirming') || snapshot.matches('reauthenticating');
export const selectHasChanged = (snapshot: PasswordChangeSnapshot) =>
  snapshot.matches({ idle: 'changed' });
/** Why the last step failed, until the next one. */
export const selectError = (snapshot: PasswordChangeSnapshot) => snapshot.context.error;

/** Where the change has settled (`busy` while a step is under way): the page moves focus on each. */
export type PasswordChangeStep = 'busy' | 'editing' | 'confirming' | 'changed';

export function selectStep(snapshot: PasswordChangeSnapshot): PasswordChangeStep {
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.matches('confirming')) return 'confirming';
  return selectHasChanged(snapshot) ? 'changed' : 'editing';
}
