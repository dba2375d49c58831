import { assign, emit, setup } from 'xstate';

/**
 * A search entry point: the query being typed and, for the phone's search dialog, whether the
 * dialog is open. The trigger toggles it; the close button, Escape and a click outside close it.
 * Submitting asks for the search (`search.requested`, trimmed query; blank asks for the search
 * page itself, which explains what to type) and closes the dialog. The query is kept when the
 * dialog closes, so nothing typed is lost. The header's search box uses it with the dialog closed.
 */
export interface SearchContext {
  query: string;
}

export type SearchEvent =
  | { type: 'dialog.toggle' }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'query.changed'; query: string }
  | { type: 'query.submit' };

export type SearchEmitted = { type: 'search.requested'; query: string };

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as SearchEmitted,
  },
  actions: {
    setQuery: assign({
      query: ({ context, event }) => (event.type === 'query.changed' ? event.query : context.query),
    }),
    requestSearch: emit(({ context }) => ({
      type: 'search.requested' as const,
      query: context.query.trim(),
    })),
  },
}).createMachine({
  id: 'search',
  context: { query: '' },
  initial: 'closed',
  on: {
    'query.changed': { actions: 'setQuery' },
    'query.submit': { target: '.closed', actions: 'requestSearch' },
  },
  states: {
    closed: {
      on: { 'dialog.toggle': 'open', 'dialog.open': 'open' },
    },
    open: {
      tags: ['visible'],
      on: { 'dialog.toggle': 'closed', 'dialog.close': 'closed' },
    },
  },
});
