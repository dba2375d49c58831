/**
 * React Router saves the scroll position of each history entry under the entry's key
 * (`<ScrollRestoration>`), and keys the entries it creates. The entry a document was opened on (a
 * typed address, a bookmark, a link from another site) has no key of its own, and React Router reads
 * it as 'default': every such page load in a tab shared one saved position, so a typed address
 * opened where the last one was left. Given that entry's `history.state`, this returns
 * the state with a key of its own (a new page load then starts at the top), or null when the entry
 * has one already: a reload and back and forward keep the entry's state, so they keep its position.
 */
export function keyedEntryState(state: unknown, newKey: () => string): object | null {
  const entry = typeof state === 'object' && state !== null ? state : {};
  if ('key' in entry && typeof entry.key === 'string') return null;
  return { ...entry, key: newKey() };
}

/** Gives the history entry this document opened on a key of its own, before the router reads it. */
export function keyHistoryEntry() {
  const state = keyedEntryState(window.history.state, () =>
    Math.random().toString(36).slice(2, 10),
  );
  if (state) window.history.replaceState(state, '');
}
