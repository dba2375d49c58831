import { TitledDialogContent } from '#src/components/ui/titled-dialog.tsx';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { selectPending, selectProductIds } from '#machines/compare/compare.selectors.ts';
import { useCompare } from '#src/actors/use-compare.ts';
import { compareText as text } from '#src/content/compare.ts';
import type { OverlayProps } from '#src/components/ui/lazy-part.tsx';
import { useOpenAfterMount } from '#src/components/ui/use-open-after-mount.ts';
import { useCatalogNames } from './use-catalog-names.ts';

/**
 * The list is full and a fifth product waits: which one does it replace? `onClose` keeps the
 * comparison as it is.
 */
export function ReplaceChooser({ isOpen, onClose }: OverlayProps) {
  const { pending, productIds, replace } = useCompare({
    pending: selectPending,
    productIds: selectProductIds,
  });
  const open = useOpenAfterMount(isOpen);
  const names = useCatalogNames(pending === null ? [] : [pending, ...productIds]);
  if (pending === null) return null;
  const nameOf = (id: string) => names.get(id) ?? id;
  return (
    <Dialog.Root open={open} onOpenChange={({ open: stillOpen }) => stillOpen || onClose()}>
      <TitledDialogContent title={text.chooserTitle}>
        <Dialog.Body>
          <Stack gap="3">
            <Text>{text.chooserText(nameOf(pending))}</Text>
            {productIds.map((id) => (
              <Button key={id} variant="outline" justifyContent="start" onClick={() => replace(id)}>
                {text.replaceLabel(nameOf(id))}
              </Button>
            ))}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>{text.keep}</Button>
        </Dialog.Footer>
      </TitledDialogContent>
    </Dialog.Root>
  );
}
