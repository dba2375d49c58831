import type { SnapshotFrom } from 'xstate';
import { stores, type Store, type StoreId } from '#shop-api/stores.ts';
import type { chosenStoreMachine } from './chosen-store.machine.ts';

type ChosenStoreSnapshot = SnapshotFrom<typeof chosenStoreMachine>;

/** The shopper's store's id; null when they chose none. */
export const selectChosenStoreId = (snapshot: ChosenStoreSnapshot) => snapshot.context.storeId;

/** Every store, the shopper's (`chosen`) first, the others in the shop's order. */
export const storesChosenFirst = (chosen: StoreId | null): Store[] => [
  ...stores.filter(({ id }) => id === chosen),
  ...stores.filter(({ id }) => id !== chosen),
];
