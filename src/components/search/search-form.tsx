import { Box, IconButton, chakra, useRecipe } from '@chakra-ui/react';
import { useId, type KeyboardEvent } from 'react';
import {
  selectAnsweredCount,
  selectHighlighted,
  selectQuery,
  selectSuggestions,
} from '#machines/search/search.selectors.ts';
import { searchText } from '#src/content/search.ts';
import { SearchIcon } from '#src/components/ui/icons.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import type { useSearch } from './use-search.ts';

// The list comes with the first suggestions, which need the catalog: not in the first load.
// Without its code (offline) the field still searches; the list tries again when next shown.
const SearchSuggestions = lazyPart(() =>
  import('./search-suggestions.tsx').then((module) => module.SearchSuggestions),
);

interface SearchFormProps {
  search: ReturnType<typeof useSearch>;
  placeholder: string;
  /** The list in the page's flow under the field (a dialog grows with it), not over the page. */
  inlineList?: boolean;
}

/**
 * The search field and its button, a WAI-ARIA combobox: while typing, up to six products are
 * suggested in a listbox under the field; the arrow keys highlight one (the field keeps focus,
 * `aria-activedescendant` names it), Enter opens it, or with none highlighted searches; Escape
 * closes the list. A polite status tells screen readers how many suggestions there are.
 */
export function SearchForm({
  search: [snapshot, send],
  placeholder,
  inlineList = false,
}: SearchFormProps) {
  // Chakra's <Input> brings Ark's field machinery into the first load; the recipe alone is enough.
  const inputStyles = useRecipe({ key: 'input' })({});
  const listboxId = useId();
  const suggestions = selectSuggestions(snapshot);
  const highlighted = selectHighlighted(snapshot);
  const answeredCount = selectAnsweredCount(snapshot);
  const optionId = (index: number) => `${listboxId}-${index}`;
  const expanded = suggestions.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const type = (
      {
        ArrowDown: 'suggestion.next',
        ArrowUp: 'suggestion.previous',
        Escape: 'escape',
      } as const
    )[event.key];
    // A dialog around the field handles Escape itself first (and says so by preventing it).
    if (!type || event.defaultPrevented) return;
    event.preventDefault();
    send({ type });
  }

  return (
    <Box
      as="form"
      role="search"
      position="relative"
      w="full"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'query.submit' });
      }}
    >
      {/* The field and its button; the list goes under both. */}
      <Box position="relative">
        <chakra.input
          css={inputStyles}
          // A text input, as the APG's combobox has it: HTML allows role=combobox on type=text,
          // not on type=search (the Nu checker refuses it).
          type="text"
          name="q"
          role="combobox"
          aria-label={searchText.fieldLabel}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={highlighted === null ? undefined : optionId(highlighted)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          value={selectQuery(snapshot)}
          onChange={(event) => send({ type: 'query.changed', query: event.target.value })}
          onKeyDown={onKeyDown}
          onBlur={() => send({ type: 'field.left' })}
          pe="10"
        />
        <IconButton
          type="submit"
          aria-label={searchText.submitLabel}
          variant="ghost"
          size="sm"
          position="absolute"
          top="50%"
          right="1"
          transform="translateY(-50%)"
        >
          <SearchIcon />
        </IconButton>
      </Box>
      {expanded && (
        <SearchSuggestions
          id={listboxId}
          inline={inlineList}
          suggestions={suggestions}
          highlighted={highlighted}
          optionId={optionId}
          onChoose={(index) => send({ type: 'suggestion.choose', index })}
        />
      )}
      <Box srOnly role="status" aria-live="polite">
        {answeredCount === null ? '' : searchText.suggestionsAnnounced(answeredCount)}
      </Box>
    </Box>
  );
}
