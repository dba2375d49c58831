import { searchText } from '#src/content/search.ts';
import { SearchForm } from './search-form.tsx';
import { useSearch } from './use-search.ts';

/** The desktop header's search box: suggestions while typing, Enter opens `/search?q=...`. */
export function SearchBox() {
  return <SearchForm search={useSearch()} placeholder={searchText.boxPlaceholder} />;
}
