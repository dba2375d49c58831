import type { SnapshotFrom } from 'xstate';
import type { tabsMachine } from './tabs.machine.ts';

type TabsSnapshot = SnapshotFrom<typeof tabsMachine>;

/** The selected tab: always one of the list. */
export const selectSelectedTab = (snapshot: TabsSnapshot) => snapshot.context.selected;
