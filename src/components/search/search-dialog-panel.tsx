import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { selectIsDialogOpen } from '../../../machines/search/search.selectors';
import { SearchForm } from './search-form';
import { useOpenAfterMount } from '../ui/use-open-after-mount';
import type { useSearch } from './use-search';

interface SearchDialogPanelProps {
  search: ReturnType<typeof useSearch>;
  /** The header button that toggles the dialog: a press on it is not a click outside. */
  triggerId: string;
}

/**
 * The search dialog: its field has focus; close button, Escape and a click outside close it, and
 * focus goes back to the header's search button.
 */
export function SearchDialogPanel({ search, triggerId }: SearchDialogPanelProps) {
  const [snapshot, send] = search;
  const open = useOpenAfterMount(selectIsDialogOpen(snapshot));
  return (
    <Dialog.Root
      placement="top"
      open={open}
      onOpenChange={({ open }) => open || send({ type: 'dialog.close' })}
      ids={{ trigger: triggerId }}
      finalFocusEl={() => document.getElementById(triggerId)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Search the shop</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {/* The dialog gives its first field focus on opening. */}
              <SearchForm search={search} placeholder="Search..." />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
