import type { SnapshotFrom } from 'xstate';
import type { disclosureMachine } from './disclosure.machine.ts';

type DisclosureSnapshot = SnapshotFrom<typeof disclosureMachine>;

export const selectIsOpen = (snapshot: DisclosureSnapshot) => snapshot.matches('open');
