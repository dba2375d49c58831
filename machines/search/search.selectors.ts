import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine';

type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

export const selectIsDialogOpen = (snapshot: SearchSnapshot) => snapshot.hasTag('visible');

export const selectQuery = (snapshot: SearchSnapshot) => snapshot.context.query;
