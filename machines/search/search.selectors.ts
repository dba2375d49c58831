import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine.ts';

type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

export const selectIsDialogOpen = (snapshot: SearchSnapshot) => snapshot.hasTag('visible');

export const selectQuery = (snapshot: SearchSnapshot) => snapshot.context.query;

/** The suggestions the list shows now: none while it is closed. */
export const selectSuggestions = (snapshot: SearchSnapshot) =>
  snapshot.matches({ suggestions: 'active' }) ? snapshot.context.suggestions : [];

/** The highlighted suggestion's index, or null. */
export const selectHighlighted = (snapshot: SearchSnapshot) =>
  selectSuggestions(snapshot).length > 0 ? snapshot.context.highlighted : null;

/** How many suggestions the latest answer for the query has; null until there is one to tell. */
export const selectAnsweredCount = (snapshot: SearchSnapshot) =>
  snapshot.hasTag('answered') ? snapshot.context.suggestions.length : null;
