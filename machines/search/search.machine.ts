import { and, assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';
import { timing } from '#machines/timing.ts';
import type { SearchSuggestion } from './search.types.ts';

/**
 * A search entry point: the query being typed, the products suggested for it and, for the
 * phone's search dialog, whether the dialog is open. The header's search box uses it with the
 * dialog closed.
 *
 * Dialog: the trigger toggles it; the close button, Escape and a click outside close it. The
 * query is kept when it closes, so nothing typed is lost.
 *
 * Suggestions (the WAI-ARIA combobox with a listbox): once typing pauses for
 * `timing.searchSuggestDelay`, the `suggest` actor is asked for the query's products; an answer
 * for an older query is dropped (leaving `fetching` stops its actor). A query shorter than two
 * letters gets none: a single letter starts a word in most of the catalog, so its six would be
 * noise, and a list flashing at the first key press is noise too. The list stays up with the
 * previous answer while the next is awaited, so it does not flicker at every key. ArrowDown and
 * ArrowUp move the highlight and wrap; on a closed list they open it. Enter opens the highlighted
 * product (`product.requested`), or with none searches (`search.requested`, trimmed query; blank
 * asks for the search page itself, which explains what to type). Escape closes the list; with
 * no list it closes the dialog, or in the header box clears the query. Leaving the field closes
 * the list.
 *
 * The query follows the address on the search page (`query.synced`), except while the shopper
 * edits it: what they type since their last search is never overwritten.
 */
export interface SearchContext {
  query: string;
  /** The products suggested for `answered`, best first. */
  suggestions: SearchSuggestion[];
  /** The query `suggestions` answer. */
  answered: string;
  /** The highlighted suggestion's index, if any (`aria-activedescendant`). */
  highlighted: number | null;
  /** The shopper has changed the query since their last search and is still in the field. */
  editing: boolean;
}

export type SearchEvent =
  | { type: 'dialog.toggle' }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'query.changed'; query: string }
  /** The query of the page's address (the search page's `?q=`). */
  | { type: 'query.synced'; query: string }
  | { type: 'query.submit' }
  | { type: 'suggestion.next' }
  | { type: 'suggestion.previous' }
  /** A pointer chose the suggestion at `index`. */
  | { type: 'suggestion.choose'; index: number }
  | { type: 'escape' }
  | { type: 'field.left' };

export type SearchEmitted =
  { type: 'search.requested'; query: string } | { type: 'product.requested'; productId: string };

/** Fewer letters than this get no suggestions. */
const MIN_SUGGEST_LENGTH = 2;

const suggestable = (query: string) => query.trim().length >= MIN_SUGGEST_LENGTH;

const LIST_ACTIVE = '#search.suggestions.active';

/** What a typed or synced query event carries, for the guard and actions that read it. */
const queryOf = ({ event }: { event: { query: string } }) => ({ query: event.query });

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as SearchEmitted,
    /** `visible`: the dialog is open; `answered`: suggestions for the query are shown. */
    tags: {} as 'visible' | 'answered',
  },
  actors: {
    /** The products to suggest for `query`, best first, six at most. */
    suggest: fromPromise<SearchSuggestion[], { query: string }>(notProvided('search', 'suggest')),
  },
  delays: { suggestDelay: timing.searchSuggestDelay },
  guards: {
    typedSuggestable: (_, { query }: { query: string }) => suggestable(query),
    querySuggestable: ({ context }) => suggestable(context.query),
    hasSuggestions: ({ context }) => context.suggestions.length > 0,
    answeredThisQuery: ({ context }) =>
      context.suggestions.length > 0 && context.answered === context.query.trim(),
    listShown: and([stateIn(LIST_ACTIVE), ({ context }) => context.suggestions.length > 0]),
    highlighted: ({ context }) => context.highlighted !== null,
    editing: ({ context }) => context.editing,
  },
  actions: {
    setQuery: assign((_, { query }: { query: string }) => ({
      query,
      editing: true,
      highlighted: null,
    })),
    syncQuery: assign((_, { query }: { query: string }) => ({ query })),
    clearQuery: assign({ query: '', suggestions: [], answered: '', highlighted: null }),
    forgetSuggestions: assign({ suggestions: [], answered: '', highlighted: null }),
    stopEditing: assign({ editing: false }),
    highlightFirst: assign({ highlighted: 0 }),
    highlightLast: assign(({ context }) => ({ highlighted: context.suggestions.length - 1 })),
    highlightNext: assign(({ context }) => ({
      highlighted:
        context.highlighted === null ? 0 : (context.highlighted + 1) % context.suggestions.length,
    })),
    highlightPrevious: assign(({ context }) => {
      const count = context.suggestions.length;
      const current = context.highlighted ?? count;
      return { highlighted: (current - 1 + count) % count };
    }),
    requestSearch: emit(({ context }) => ({
      type: 'search.requested' as const,
      query: context.query.trim(),
    })),
    /** Asks for the suggestion at `index` (the chosen one, or the highlighted one on Enter). */
    requestProduct: emit(({ context }, { index }: { index: number }) => ({
      type: 'product.requested' as const,
      productId: context.suggestions[index]!.id,
    })),
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: { query: '', suggestions: [], answered: '', highlighted: null, editing: false },
  states: {
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'dialog.toggle': 'open',
            'dialog.open': 'open',
            escape: { guard: not('listShown'), actions: 'clearQuery' },
          },
        },
        open: {
          tags: ['visible'],
          on: {
            'dialog.toggle': 'closed',
            'dialog.close': 'closed',
            escape: { guard: not('listShown'), target: 'closed' },
            'query.submit': 'closed',
            'suggestion.choose': { guard: 'listShown', target: 'closed' },
          },
        },
      },
    },
    suggestions: {
      initial: 'hidden',
      on: {
        // Every key restarts the wait, and drops an answer still awaited for the older query.
        'query.changed': [
          {
            guard: { type: 'typedSuggestable', params: queryOf },
            target: '.active.waiting',
            actions: { type: 'setQuery', params: queryOf },
          },
          {
            target: '.hidden',
            actions: [{ type: 'setQuery', params: queryOf }, 'forgetSuggestions'],
          },
        ],
        'query.synced': {
          guard: not('editing'),
          target: '.hidden',
          actions: { type: 'syncQuery', params: queryOf },
        },
        'query.submit': [
          {
            guard: and(['highlighted', 'listShown']),
            target: '.hidden',
            actions: [
              {
                type: 'requestProduct',
                params: ({ context }) => ({ index: context.highlighted ?? 0 }),
              },
              'stopEditing',
            ],
          },
          { target: '.hidden', actions: ['requestSearch', 'stopEditing'] },
        ],
        'suggestion.choose': {
          guard: 'listShown',
          target: '.hidden',
          actions: [
            { type: 'requestProduct', params: ({ event }) => ({ index: event.index }) },
            'stopEditing',
          ],
        },
        'field.left': { target: '.hidden', actions: 'stopEditing' },
        'dialog.close': '.hidden',
        'dialog.toggle': '.hidden',
      },
      states: {
        hidden: {
          on: {
            'suggestion.next': [
              { guard: 'answeredThisQuery', target: 'active.shown', actions: 'highlightFirst' },
              { guard: 'querySuggestable', target: 'active.fetching' },
            ],
            'suggestion.previous': [
              { guard: 'answeredThisQuery', target: 'active.shown', actions: 'highlightLast' },
              { guard: 'querySuggestable', target: 'active.fetching' },
            ],
          },
        },
        // The list is up while it has suggestions, also while a newer answer is awaited.
        active: {
          initial: 'waiting',
          on: {
            escape: { guard: 'hasSuggestions', target: 'hidden' },
            'suggestion.next': { guard: 'hasSuggestions', actions: 'highlightNext' },
            'suggestion.previous': { guard: 'hasSuggestions', actions: 'highlightPrevious' },
          },
          states: {
            waiting: {
              after: { suggestDelay: 'fetching' },
            },
            fetching: {
              invoke: {
                src: 'suggest',
                input: ({ context }) => ({ query: context.query.trim() }),
                onDone: {
                  target: 'shown',
                  actions: assign(({ context, event }) => ({
                    suggestions: event.output,
                    answered: context.query.trim(),
                    highlighted: null,
                  })),
                },
                // No suggestions is no loss: Enter still searches.
                onError: { target: '#search.suggestions.hidden', actions: 'forgetSuggestions' },
              },
            },
            shown: {
              tags: ['answered'],
            },
          },
        },
      },
    },
  },
});
