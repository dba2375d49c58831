import type { SnapshotFrom } from 'xstate';
import type { dropdownMachine } from './dropdown.machine.ts';

type DropdownSnapshot = SnapshotFrom<typeof dropdownMachine>;

/** The dropdown on screen (also while it waits out its close delay), or null. */
export const selectOpenMenu = (snapshot: DropdownSnapshot) =>
  snapshot.hasTag('visible') ? snapshot.context.menu : null;

/** The index of the item that should have focus, or null. */
export const selectFocusedItem = (snapshot: DropdownSnapshot) =>
  snapshot.hasTag('visible') ? snapshot.context.item : null;
