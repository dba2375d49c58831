import { IconButton } from '@chakra-ui/react';
import { selectIsDialogOpen } from '#machines/search/search.selectors.ts';
import { SearchIcon } from '#src/components/ui/icons.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { closeOnEscape, useMountedOnceOpen } from '#src/components/ui/use-disclosure.ts';
import { searchText } from '#src/content/search.ts';
import { useSearch } from './use-search.ts';

// The dialog's machinery loads when the shopper first opens it.
const SearchDialogPanel = lazyPart(() =>
  import('./search-dialog-panel.tsx').then((module) => module.SearchDialogPanel),
);

const TRIGGER_ID = 'search-dialog-trigger';

/** The phone header's search icon and the dialog it toggles. */
export function SearchDialog() {
  const search = useSearch();
  const [snapshot, send] = search;
  const isOpen = selectIsDialogOpen(snapshot);
  const mounted = useMountedOnceOpen(isOpen);
  const close = () => send({ type: 'dialog.close' });

  return (
    <>
      <IconButton
        id={TRIGGER_ID}
        aria-label={searchText.openDialog}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        variant="ghost"
        onClick={() => send({ type: 'dialog.toggle' })}
        onKeyDown={closeOnEscape(isOpen, close)}
      >
        <SearchIcon />
      </IconButton>
      {mounted && (
        <SearchDialogPanel isOpen={isOpen} onClose={close} search={search} triggerId={TRIGGER_ID} />
      )}
    </>
  );
}
