import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { selectIsDialogOpen } from '../../../machines/search/search.selectors';
import { SearchIcon } from '../ui/icons';
import { closeOnEscape, useMountedOnceOpen } from '../ui/use-disclosure';
import { useSearch } from './use-search';

// The dialog's machinery loads when the shopper first opens it.
const SearchDialogPanel = lazy(() =>
  import('./search-dialog-panel').then((module) => ({ default: module.SearchDialogPanel })),
);

const TRIGGER_ID = 'search-dialog-trigger';

/** The phone header's search icon and the dialog it toggles. */
export function SearchDialog() {
  const search = useSearch();
  const [snapshot, send] = search;
  const isOpen = selectIsDialogOpen(snapshot);
  const mounted = useMountedOnceOpen(isOpen);

  return (
    <>
      <IconButton
        id={TRIGGER_ID}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        variant="ghost"
        onClick={() => send({ type: 'dialog.toggle' })}
        onKeyDown={closeOnEscape(isOpen, () => send({ type: 'dialog.close' }))}
      >
        <SearchIcon />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialogPanel search={search} triggerId={TRIGGER_ID} />
        </Suspense>
      )}
    </>
  );
}
