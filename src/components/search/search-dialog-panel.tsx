import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { selectSuggestions } from '#machines/search/search.selectors.ts';
import { searchText } from '#src/content/search.ts';
import { SearchForm } from './search-form.tsx';
import type { OverlayProps } from '#src/components/ui/lazy-part.tsx';
import { useOpenAfterMount } from '#src/components/ui/use-open-after-mount.ts';
import type { useSearch } from './use-search.ts';

interface SearchDialogPanelProps extends OverlayProps {
  search: ReturnType<typeof useSearch>;
  /** The header button that toggles the dialog: a press on it is not a click outside. */
  triggerId: string;
}

/**
 * The search dialog: its field has focus; close button, Escape and a click outside close it, and
 * focus goes back to the header's search button.
 */
export function SearchDialogPanel({ isOpen, onClose, search, triggerId }: SearchDialogPanelProps) {
  const [snapshot, send] = search;
  const open = useOpenAfterMount(isOpen);
  return (
    <Dialog.Root
      placement="top"
      open={open}
      onOpenChange={({ open }) => open || onClose()}
      // Escape with suggestions up closes them, not the dialog (the field hears the key next).
      onEscapeKeyDown={(event) => {
        if (selectSuggestions(snapshot).length > 0) {
          event.preventDefault();
          send({ type: 'escape' });
        }
      }}
      ids={{ trigger: triggerId }}
      finalFocusEl={() => document.getElementById(triggerId)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{searchText.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {/* The dialog gives its first field focus on opening. */}
              <SearchForm search={search} placeholder={searchText.dialogPlaceholder} inlineList />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={searchText.closeDialog} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
