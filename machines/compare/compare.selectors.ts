import type { SnapshotFrom } from 'xstate';
import type { compareMachine } from './compare.machine.ts';

type CompareSnapshot = SnapshotFrom<typeof compareMachine>;

/** The compared products' ids, in the order they were added. */
export const selectProductIds = (snapshot: CompareSnapshot) => snapshot.context.productIds;

/** How many products are compared: the header's count. */
export const selectCount = (snapshot: CompareSnapshot) => snapshot.context.productIds.length;

export const selectIsCompared = (snapshot: CompareSnapshot, productId: string) =>
  snapshot.context.productIds.includes(productId);

/** The product waiting for the shopper to say which one it replaces; null when none. */
export const selectPending = (snapshot: CompareSnapshot) =>
  snapshot.matches('choosing') ? snapshot.context.pending : null;

export const selectOnlyDifferences = (snapshot: CompareSnapshot) =>
  snapshot.context.onlyDifferences;

/** The stored list could not all be read: the page says so. */
export const selectUnreadable = (snapshot: CompareSnapshot) => snapshot.context.unreadable;

/** What was left out of a shared link, and products dropped as no longer sold: the page says so. */
export const selectLeftOut = (snapshot: CompareSnapshot) => snapshot.context.leftOut;
