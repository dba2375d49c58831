import { searchText } from '../../content/search';
import { SearchForm } from './search-form';
import { useSearch } from './use-search';

/** The desktop header's search box: suggestions while typing, Enter opens `/search?q=...`. */
export function SearchBox() {
  return <SearchForm search={useSearch()} placeholder={searchText.boxPlaceholder} />;
}
