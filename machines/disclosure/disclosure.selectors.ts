import type { SnapshotFrom } from 'xstate';
import type { disclosureMachine } from './disclosure.machine';

type DisclosureSnapshot = SnapshotFrom<typeof disclosureMachine>;

/** The panel is on screen, also while it waits out its close delay. */
export const selectIsOpen = (snapshot: DisclosureSnapshot) => snapshot.hasTag('visible');
