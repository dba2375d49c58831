import { Box, IconButton, chakra, useRecipe } from '@chakra-ui/react';
import type { SearchEvent } from '../../../machines/search/search.machine';
import { selectQuery } from '../../../machines/search/search.selectors';
import { SearchIcon } from '../ui/icons';
import type { useSearch } from './use-search';

interface SearchFormProps {
  search: ReturnType<typeof useSearch>;
  placeholder: string;
}

/** The search field and its button; Enter or the button searches. */
export function SearchForm({ search: [snapshot, send], placeholder }: SearchFormProps) {
  // Chakra's <Input> brings Ark's field machinery into the first load; the recipe alone is enough.
  const inputStyles = useRecipe({ key: 'input' })({});
  const change = (query: string) => send({ type: 'query.changed', query } satisfies SearchEvent);
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
      <chakra.input
        css={inputStyles}
        type="search"
        name="q"
        aria-label="Search products"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={selectQuery(snapshot)}
        onChange={(event) => change(event.target.value)}
        pe="10"
      />
      <IconButton
        type="submit"
        aria-label="Search"
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
  );
}
