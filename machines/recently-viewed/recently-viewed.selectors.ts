import type { SnapshotFrom } from 'xstate';
import type { recentlyViewedMachine } from './recently-viewed.machine.ts';

type RecentlyViewedSnapshot = SnapshotFrom<typeof recentlyViewedMachine>;

/** The products opened lately, newest first. */
export const selectViewedIds = (snapshot: RecentlyViewedSnapshot) =>
  snapshot.context.views.map((view) => view.productId);
