import { SearchForm } from './search-form';
import { useSearch } from './use-search';

/** The desktop header's search box: Enter opens `/search?q=...`. */
export function SearchBox() {
  return <SearchForm search={useSearch()} placeholder="Search phones, laptops, brands..." />;
}
